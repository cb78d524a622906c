// The SQL the product runs for each benchmarked request, for the baseline server and for EXPLAIN.
// The feed's statement is the product's own (feedPageSql); the place lookup (searchPlaces), the
// craftsman search (findService, resolveCity, searchCraftsmen) and the home page's loader are
// written out here: keep them in step when those change, or the ratio compares different work.
// The constants come from the product's own modules.
import type pg from 'pg'
import { feedPageSql } from '#app/models/jobs/job-feed.server.ts'
import { RATING_PRIOR, RATING_PRIOR_WEIGHT, SEARCH_RADIUS_KM } from '#app/models/craftsmen/limits.ts'
import { normalizeSearchText } from '#app/models/postal-codes/normalize.ts'
import { REQUIRED_DOCUMENT_TYPES } from '#app/models/verification/document-checks.ts'

export type Point = { latitude: number; longitude: number }
type Query = { text: string; values: unknown[] }

/** searchPlaces (postal-codes.server.ts): a place name, accent- and case-insensitive, best match first. */
export function placeLookupQuery(text: string, limit: number): Query {
	const query = normalizeSearchText(text)
	const pattern = query.replace(/[\\%_]/g, (char) => `\\${char}`)
	return {
		text: `
		WITH matches AS (
			SELECT id, code, "placeName", province, latitude, longitude, "searchName",
			       count(*) OVER place AS codes, row_number() OVER (place ORDER BY code, id) AS n
			FROM "PostalCode"
			WHERE "searchName" LIKE $1
			WINDOW place AS (PARTITION BY "placeName", province)
		)
		SELECT id, code, "placeName", province, latitude, longitude
		FROM matches
		WHERE n = 1
		ORDER BY "searchName" = $2 DESC, "searchName" LIKE $3 DESC, codes DESC, "searchName", province
		LIMIT $4`,
		values: [`%${pattern}%`, query, `${pattern}%`, limit],
	}
}

/** GET /api/find_handymans?service&city: the ranked page of 10 (searchCraftsmen's rank()). */
export function craftsmanSearchQuery(serviceId: string, place: Point, radiusKm = SEARCH_RADIUS_KM): Query {
	const required = REQUIRED_DOCUMENT_TYPES.map((type) => `'${type}'`).join(', ')
	return {
		text: `
		WITH centre AS (SELECT geo_point($1::float8, $2::float8) AS point),
		nearby AS (
			SELECT pc.id, geo_meters(centre.point, geo_point(pc.latitude, pc.longitude)) AS meters
			FROM "PostalCode" pc, centre
			WHERE geo_box(centre.point, $3::float8) @> geo_point(pc.latitude, pc.longitude)
		),
		candidates AS (
			SELECT cp.id, (cp.status = 'verified' AND NOT EXISTS (
				SELECT 1 FROM "CraftsmanDocument" badge_doc
				WHERE badge_doc."craftsmanId" = cp.id AND badge_doc.decision = 'approved'
				  AND badge_doc.type::text IN (${required}) AND badge_doc."expiresAt" <= now())) AS verified, nearby.meters
			FROM nearby
			JOIN "User" u ON u."postalCodeId" = nearby.id AND u.role = 'oficial' AND u."blockedAt" IS NULL
			JOIN "CraftsmanProfile" cp ON cp."userId" = u.id
			JOIN "CraftsmanService" cs ON cs."craftsmanId" = cp.id AND cs."serviceId" = $4
			WHERE nearby.meters <= $3::float8
		),
		rated AS (
			SELECT candidates.*, coalesce(round(r.average, 2), 0)::float8 AS "avgRating", coalesce(r.count, 0)::int AS "reviewCount",
			       (${RATING_PRIOR}::float8 * ${RATING_PRIOR_WEIGHT}::int + coalesce(r.total, 0)) / (${RATING_PRIOR_WEIGHT}::int + coalesce(r.count, 0)) AS score
			FROM candidates
			LEFT JOIN LATERAL (
				SELECT avg(rating) AS average, count(*) AS count, sum(rating) AS total FROM "Review"
				WHERE "craftsmanId" = candidates.id AND "hiddenAt" IS NULL
			) r ON true
		)
		SELECT id, verified, "avgRating", "reviewCount", round((meters / 1000)::numeric, 1)::float8 AS "distanceKm", count(*) OVER () AS total
		FROM rated
		ORDER BY verified DESC, score DESC, "reviewCount" DESC, meters ASC, id ASC
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

/** findService: a trade by id, slug or name. */
const serviceLookupQuery = `SELECT id, slug, name FROM "Service" WHERE id = $1 OR slug = $1 OR lower(name) = lower($1) LIMIT 1`
/** resolveCity's namesake rule: postal codes per place with that exact name. */
const namesakeCountQuery = `SELECT "placeName", province, count(*)::int AS codes FROM "PostalCode" WHERE "searchName" = $1 GROUP BY 1, 2`

/** The feed's statement as the product builds it (feedPageSql): a page of 20 with the count folded in. */
export function feedQuery(near: Point, radiusKm: number): Query {
	const { text, values } = feedPageSql(
		{ near, radiusKm, distanceFrom: null, viewerId: null, page: 1, pageSize: 20 },
		{ count: true },
	)
	return { text, values }
}

export async function runJobFeed(pool: pg.Pool, near: Point, radiusKm: number) {
	const { rows } = await pool.query(feedQuery(near, radiusKm))
	return { data: rows, total: rows[0]?.total ?? 0 }
}

export async function runCraftsmanSearch(pool: pg.Pool, serviceReference: string, city: string) {
	const service = (await pool.query(serviceLookupQuery, [serviceReference])).rows[0]
	const options = (await pool.query(placeLookupQuery(city, 12))).rows
	const name = normalizeSearchText(city)
	const exact = options.filter((option) => normalizeSearchText(option.placeName) === name)
	if (exact.length > 1) await pool.query(namesakeCountQuery, [name]) // the product picks the largest namesake
	const place = exact[0] ?? options[0]
	if (!service || !place) return { error: 'no encontrado' }
	const ranked = await pool.query(craftsmanSearchQuery(service.id, place))
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
