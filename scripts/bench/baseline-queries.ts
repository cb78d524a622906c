// The SQL the product runs for each benchmarked request, written out for the baseline server and
// for EXPLAIN. Same statements as app/models/jobs/job-feed.server.ts (listPublicJobs),
// app/models/craftsmen/search.server.ts (searchCraftsmen) and the home page's loader; keep them in
// step when those change, or the ratio compares different work.
import type pg from 'pg'

export type Point = { latitude: number; longitude: number }
type Query = { text: string; values: unknown[] }

const MAX_COUNTED_JOBS = 10_000

/** GET /api/get_jobs?Place_Name&distance (anonymous): one page of 20, its count, its rows. */
export function jobFeedQueries(near: Point, radiusKm: number): Query[] {
	const where = `j."status" = 'open' AND j."hiddenAt" IS NULL
		AND earth_box(ll_to_earth($1::float8, $2::float8), $3::float8) @> ll_to_earth(p."latitude", p."longitude")
		AND earth_distance(ll_to_earth($1::float8, $2::float8), ll_to_earth(p."latitude", p."longitude")) <= $3::float8`
	const values = [near.latitude, near.longitude, radiusKm * 1000]
	return [
		{
			text: `SELECT j."id" FROM "Job" j JOIN "PostalCode" p ON p."id" = j."postalCodeId" WHERE ${where}
			       ORDER BY j."createdAt" DESC, j."id" DESC LIMIT 20 OFFSET 0`,
			values,
		},
		{
			text: `SELECT count(*)::int AS total FROM (SELECT 1 FROM "Job" j JOIN "PostalCode" p ON p."id" = j."postalCodeId" WHERE ${where} LIMIT ${MAX_COUNTED_JOBS}) m`,
			values,
		},
	]
}

const jobRowsQuery = `
	SELECT j.*, s.slug, s.name AS "serviceName", p.code, p."placeName", p.province
	FROM "Job" j JOIN "Service" s ON s.id = j."serviceId" JOIN "PostalCode" p ON p.id = j."postalCodeId"
	WHERE j.id = ANY($1::text[])`

/** GET /api/find_handymans?service&city: the ranked page of 10 and the cards of that page. */
export function craftsmanSearchQuery(serviceId: string, place: Point, radiusKm = 50): Query {
	return {
		text: `
		WITH centre AS (SELECT ll_to_earth($1::float8, $2::float8) AS point),
		nearby AS (
			SELECT pc.id, earth_distance(centre.point, ll_to_earth(pc.latitude, pc.longitude)) AS meters
			FROM "PostalCode" pc, centre
			WHERE earth_box(centre.point, $3::float8) @> ll_to_earth(pc.latitude, pc.longitude)
		),
		candidates AS (
			SELECT cp.id, cp.status, nearby.meters
			FROM nearby
			JOIN "User" u ON u."postalCodeId" = nearby.id AND u.role = 'oficial' AND u."blockedAt" IS NULL
			JOIN "CraftsmanProfile" cp ON cp."userId" = u.id
			JOIN "CraftsmanService" cs ON cs."craftsmanId" = cp.id AND cs."serviceId" = $4
			WHERE nearby.meters <= $3::float8
		),
		rated AS (
			SELECT candidates.*, coalesce(round(r.average, 2), 0)::float8 AS "avgRating", coalesce(r.count, 0)::int AS "reviewCount"
			FROM candidates
			LEFT JOIN LATERAL (
				SELECT avg(rating) AS average, count(*) AS count FROM "Review"
				WHERE "craftsmanId" = candidates.id AND "hiddenAt" IS NULL
			) r ON true
		)
		SELECT id, "avgRating", "reviewCount", round((meters / 1000)::numeric, 1)::float8 AS "distanceKm", count(*) OVER () AS total
		FROM rated
		ORDER BY status = 'verified' DESC, "avgRating" DESC, "reviewCount" DESC, meters ASC, id ASC
		LIMIT 10 OFFSET 0`,
		values: [place.latitude, place.longitude, radiusKm * 1000, serviceId],
	}
}

const craftsmanCardsQuery = `
	SELECT cp.id, cp."companyName", cp."companySlug", cp.status, cp.description, u.name, u."profilePhoto", pc.code, pc."placeName",
	       (SELECT json_agg(s.name ORDER BY s.position) FROM "CraftsmanService" cs JOIN "Service" s ON s.id = cs."serviceId" WHERE cs."craftsmanId" = cp.id) AS services,
	       (SELECT json_agg(json_build_object('comment', r.comment, 'rating', r.rating) ORDER BY r."createdAt" DESC) FROM "Review" r WHERE r."craftsmanId" = cp.id AND r."hiddenAt" IS NULL) AS reviews
	FROM "CraftsmanProfile" cp JOIN "User" u ON u.id = cp."userId" LEFT JOIN "PostalCode" pc ON pc.id = u."postalCodeId"
	WHERE cp.id = ANY($1::text[])`

/** The home page: the newest 3 jobs, the featured craftsmen, the popular trades. */
export const homeQueries: Query[] = [
	{
		text: `SELECT j.id, j."serviceTitle", j."otherTitle", j."squareMeters", j.images, j."createdAt", s.name, s.icon, p."placeName", p.province
		       FROM "Job" j JOIN "Service" s ON s.id = j."serviceId" JOIN "PostalCode" p ON p.id = j."postalCodeId"
		       WHERE j.status = 'open' AND j."hiddenAt" IS NULL ORDER BY j."createdAt" DESC, j.id DESC LIMIT 3`,
		values: [],
	},
	{
		text: `SELECT cp.id, cp."companyName", cp."companySlug", pc."placeName", round(r.average, 2)::float8 AS "averageRating", r.count::int AS "reviewCount"
		       FROM (SELECT "craftsmanId", avg(rating) AS average, count(*) AS count FROM "Review" WHERE "hiddenAt" IS NULL GROUP BY "craftsmanId") r
		       JOIN "CraftsmanProfile" cp ON cp.id = r."craftsmanId" AND cp.status = 'verified'
		       JOIN "User" u ON u.id = cp."userId" AND u."blockedAt" IS NULL
		       LEFT JOIN "PostalCode" pc ON pc.id = u."postalCodeId"
		       ORDER BY round(r.average, 2) DESC, r.count DESC, cp.id LIMIT 4`,
		values: [],
	},
	{ text: `SELECT id, slug, name, icon FROM "Service" ORDER BY position LIMIT 8`, values: [] },
]

/** Runs a request's statements as the product does and answers JSON, as a minimal server would. */
export async function runJobFeed(pool: pg.Pool, near: Point, radiusKm: number) {
	const [page, count] = jobFeedQueries(near, radiusKm)
	const [ids, total] = await Promise.all([pool.query(page), pool.query(count)])
	const rows = await pool.query(jobRowsQuery, [ids.rows.map((row) => row.id)])
	return { data: rows.rows, total: total.rows[0].total }
}

export async function runCraftsmanSearch(pool: pg.Pool, serviceId: string, place: Point) {
	const ranked = await pool.query(craftsmanSearchQuery(serviceId, place))
	const cards = await pool.query(craftsmanCardsQuery, [ranked.rows.map((row) => row.id)])
	return { users: cards.rows, total: Number(ranked.rows[0]?.total ?? 0) }
}

// the product keeps the featured craftsmen for 5 minutes (featured.server.ts): so does the baseline
let featured: { until: number; rows: Promise<pg.QueryResult> } | null = null

export async function runHome(pool: pg.Pool) {
	if (!featured || featured.until < Date.now())
		featured = { until: Date.now() + 5 * 60_000, rows: pool.query(homeQueries[1]) }
	const [jobs, craftsmen, services] = await Promise.all([
		pool.query(homeQueries[0]),
		featured.rows,
		pool.query(homeQueries[2]),
	])
	return { jobs: jobs.rows, craftsmen: craftsmen.rows, services: services.rows }
}
