// The public job feed (spec 001 §2, §7 GET /get_jobs): open, visible jobs, newest first, filtered
// by trade and by distance from a place. Distances come from geo_point/geo_box/geo_meters (the
// cube extension, migration 20261128210001) on the postal-code points, so the GiST index
// "PostalCode_geo_idx" narrows the places before any job is read.
import { Prisma } from '#app/generated/prisma/client.ts'
import { type JobStatus, type WorkingSchedule } from '#app/generated/prisma/enums.ts'
import { prisma } from '#app/lib/db.server.ts'
import { hasFreePlaceSql, takenPlacesSql } from '#app/models/offers/offer-cap.server.ts'
import { offeredToSql } from '#app/models/job-rules/job-visibility.server.ts'
import { type Place, getPlace, searchPlaces } from '#app/models/postal-codes/postal-codes.server.ts'
import { ttlCache } from '#app/lib/ttl-cache.server.ts'
import { listServices } from '#app/models/services/services.server.ts'
import { jobTitle } from '#app/models/job-rules/job-title.ts'
import { offerPlacesLabel } from '#app/models/offers/offer-cap.ts'
import { formatDate, formatKilometres } from '#app/lib/format.ts'

/** Everything a job card and the /api job shape need: never the client's contact (spec 001 §1). */
export const publicJobSelect = {
	id: true,
	listingId: true,
	serviceTitle: true,
	otherTitle: true,
	squareMeters: true,
	rooms: true,
	floors: true,
	description: true,
	images: true,
	workingSchedule: true,
	status: true,
	ownerId: true,
	createdAt: true,
	service: { select: { id: true, slug: true, name: true, icon: true } },
	postalCode: { select: { id: true, code: true, placeName: true, province: true } },
} as const satisfies Prisma.JobSelect

export type Origin = { latitude: number; longitude: number }

/** The feed counts at most this many matches (500 pages of 20): nobody pages further. */
export const MAX_COUNTED_JOBS = 10_000

/** Trades by id, slug or name; null when one of them does not exist (the filter would lie). */
export async function resolveCategories(references: string[]) {
	const wanted = [...new Set(references.map((reference) => reference.trim()).filter(Boolean))]
	if (!wanted.length) return []
	const services = await listServices()
	const isNamed = (service: { id: string; slug: string; name: string }, reference: string) =>
		service.id === reference || service.slug === reference || service.name.toLowerCase() === reference.toLowerCase()
	if (!wanted.every((reference) => services.some((service) => isNamed(service, reference)))) return null
	return services
		.filter((service) => wanted.some((reference) => isNamed(service, reference)))
		.map((service) => service.id)
}

// postal codes change only when they are imported again: each instance keeps a searched place
// for 5 minutes (the feed looked its place up on every request)
const placesByReference = ttlCache<string, Place | null>({ ttlMs: 5 * 60_000 })

/** The place of the feed's `Place_Name`: a postal-code record id, or a place name (best match). */
export async function resolvePlace(reference: string): Promise<Place | null> {
	const text = reference.trim()
	if (!text) return null
	return placesByReference.get(text.toLowerCase(), async () =>
		/^\d{1,9}$/.test(text) ? getPlace(Number(text)) : ((await searchPlaces(text, 1))[0] ?? null),
	)
}

/** The point a signed-in user measures distances from: their own postal code. */
export async function getUserOrigin(userId: string): Promise<Origin | null> {
	const user = await prisma.user.findUnique({
		where: { id: userId },
		select: { postalCode: { select: { latitude: true, longitude: true } } },
	})
	return user?.postalCode ?? null
}

export type FeedQuery = {
	serviceIds?: string[]
	/** the jobs within `radiusKm` of `near` only */
	near?: Origin | null
	radiusKm?: number
	/** distances are measured from here; none when null (anonymous visitors) */
	distanceFrom?: Origin | null
	/** who reads: direct requests show only to their craftsman; anonymous readers see neither */
	viewerId?: string | null
	page: number
	pageSize: number
}

const earth = (point: Origin) => Prisma.sql`geo_point(${point.latitude}::float8, ${point.longitude}::float8)`
const placePoint = Prisma.sql`geo_point(p."latitude", p."longitude")`

function feedWhere({ serviceIds = [], near, radiusKm, viewerId }: FeedQuery) {
	// a job with every offer place taken leaves the feed
	const conditions = [
		Prisma.sql`j."status" = 'open'`,
		Prisma.sql`j."hiddenAt" IS NULL`,
		hasFreePlaceSql('j'),
		offeredToSql('j', viewerId),
	]
	if (serviceIds.length) conditions.push(Prisma.sql`j."serviceId" IN (${Prisma.join(serviceIds)})`)
	if (near && radiusKm) {
		const meters = radiusKm * 1000
		// geo_box is the indexable (slightly larger) cube; geo_meters trims it to the circle
		conditions.push(Prisma.sql`geo_box(${earth(near)}, ${meters}::float8) @> ${placePoint}`)
		conditions.push(Prisma.sql`geo_meters(${earth(near)}, ${placePoint}) <= ${meters}::float8`)
	}
	return Prisma.join(conditions, ' AND ')
}

type FeedRow = {
	id: string
	listingId: number
	serviceTitle: string | null
	otherTitle: string | null
	squareMeters: number | null
	rooms: number | null
	floors: number | null
	description: string
	images: string[]
	workingSchedule: WorkingSchedule
	status: JobStatus
	ownerId: string
	requestedCraftsmanId: string | null
	createdAt: Date
	serviceId: string
	serviceSlug: string
	serviceName: string
	serviceIcon: string
	placeId: number
	placeCode: string
	placeName: string
	province: string
	distance: number | null
	offers: number
	/** the matches, up to MAX_COUNTED_JOBS, when counted */
	total: number
}

/** The statement of findFeedPage (also run by the benchmark's baseline, scripts/bench). */
export function feedPageSql(query: FeedQuery, { count }: { count: boolean }) {
	const { distanceFrom, page, pageSize } = query
	const offset = (page - 1) * pageSize
	// the page alone needs offset + pageSize matches; the count reads up to MAX_COUNTED_JOBS
	const reach = count ? Math.max(MAX_COUNTED_JOBS, offset + pageSize) : offset + pageSize
	const placeJoin =
		query.near && query.radiusKm ? Prisma.sql`JOIN "PostalCode" p ON p."id" = j."postalCodeId"` : Prisma.empty
	const distance = distanceFrom
		? Prisma.sql`geo_meters(${earth(distanceFrom)}, ${placePoint}) / 1000`
		: Prisma.sql`NULL::float8`
	return Prisma.sql`
		WITH matches AS (
			SELECT j."id", j."createdAt" FROM "Job" j ${placeJoin}
			WHERE ${feedWhere(query)}
			ORDER BY j."createdAt" DESC, j."id" DESC
			LIMIT ${reach}
		), page AS (
			SELECT "id", "createdAt", count(*) OVER () AS "matches" FROM matches
			ORDER BY "createdAt" DESC, "id" DESC
			LIMIT ${pageSize} OFFSET ${offset}
		)
		SELECT j."id", j."listingId", j."serviceTitle", j."otherTitle", j."squareMeters", j."rooms", j."floors",
		       j."description", j."images", j."workingSchedule"::text, j."status"::text, j."ownerId", j."requestedCraftsmanId", j."createdAt",
		       s."id" AS "serviceId", s."slug" AS "serviceSlug", s."name" AS "serviceName", s."icon" AS "serviceIcon",
		       p."id" AS "placeId", p."code" AS "placeCode", p."placeName", p."province",
		       ${distance} AS "distance", ${takenPlacesSql('j')} AS "offers",
		       least(page."matches", ${MAX_COUNTED_JOBS})::int AS "total"
		FROM page
		JOIN "Job" j ON j."id" = page."id"
		JOIN "Service" s ON s."id" = j."serviceId"
		JOIN "PostalCode" p ON p."id" = j."postalCodeId"
		ORDER BY page."createdAt" DESC, page."id" DESC`
}

/**
 * One page of the feed in one statement: the matches in feed order, the page of them
 * with what a card needs joined in, and, when `count`, how many matched (up to MAX_COUNTED_JOBS),
 * folded in with count(*) OVER () over the matches read for the page anyway.
 */
async function findFeedPage(query: FeedQuery, { count }: { count: boolean }) {
	const rows = await prisma.$queryRaw<FeedRow[]>(feedPageSql(query, { count }))
	const jobs = rows.map((row) => ({
		id: row.id,
		listingId: row.listingId,
		serviceTitle: row.serviceTitle,
		otherTitle: row.otherTitle,
		squareMeters: row.squareMeters,
		rooms: row.rooms,
		floors: row.floors,
		description: row.description,
		images: row.images,
		workingSchedule: row.workingSchedule,
		status: row.status,
		ownerId: row.ownerId,
		// a direct request to the reader: the job list marks it (only its craftsman ever sees one)
		...(query.viewerId && row.requestedCraftsmanId === query.viewerId ? { directToViewer: true } : {}),
		createdAt: row.createdAt,
		service: { id: row.serviceId, slug: row.serviceSlug, name: row.serviceName, icon: row.serviceIcon },
		postalCode: { id: row.placeId, code: row.placeCode, placeName: row.placeName, province: row.province },
		distanceKm: row.distance === null ? null : roundKm(row.distance),
		offerCount: row.offers,
	}))
	return { jobs, total: rows[0]?.total ?? null }
}

/** How many jobs match, up to MAX_COUNTED_JOBS: only for a page past the last match. */
async function countFeedMatches(query: FeedQuery) {
	const [{ total }] = await prisma.$queryRaw<Array<{ total: number }>>`
		SELECT count(*)::int AS "total" FROM (
			SELECT 1 FROM "Job" j ${query.near && query.radiusKm ? Prisma.sql`JOIN "PostalCode" p ON p."id" = j."postalCodeId"` : Prisma.empty}
			WHERE ${feedWhere(query)} LIMIT ${MAX_COUNTED_JOBS}
		) AS matches`
	return total
}

/** One page of the feed and the number of matching jobs. */
export async function listPublicJobs(query: FeedQuery) {
	const { jobs, total } = await findFeedPage(query, { count: true })
	// an empty page: none matched (page 1), or the page is past the last match and the count is asked apart
	if (total === null) return { jobs, total: query.page > 1 ? await countFeedMatches(query) : 0 }
	return { jobs, total }
}

export type FeedJob = Awaited<ReturnType<typeof listPublicJobs>>['jobs'][number]

export function roundKm(km: number) {
	return Math.round(km * 10) / 10
}

/** The distance in km between two postal-code records, along the surface; null if one is missing. */
export async function distanceBetweenPlaces(fromPlaceId: number | null | undefined, toPlaceId: number) {
	if (!fromPlaceId) return null
	const [row] = await prisma.$queryRaw<Array<{ km: number }>>`
		SELECT geo_meters(geo_point(a."latitude", a."longitude"), geo_point(b."latitude", b."longitude")) / 1000 AS "km"
		FROM "PostalCode" a, "PostalCode" b WHERE a."id" = ${fromPlaceId} AND b."id" = ${toPlaceId}`
	return row ? roundKm(row.km) : null
}

/** What a job card shows (spec 001 §2 'Job card'), in words; the distance only for signed-in viewers. */
export function toJobCard(job: FeedJob) {
	return {
		id: job.id,
		title: jobTitle(job),
		category: job.service.name,
		icon: job.service.icon,
		squareMeters: job.squareMeters,
		placeName: job.postalCode.placeName,
		image: job.images[0] ?? null,
		postedOn: formatDate(job.createdAt),
		distance: job.distanceKm === null ? null : `A ${formatKilometres(job.distanceKm)} km`,
		offerPlaces: offerPlacesLabel(job.offerCount),
		direct: job.directToViewer ?? false,
	}
}

/** The newest jobs of the home page, measured from the viewer's postal code when signed in. */
export async function listNewestJobCards(viewerId: string | null, count: number) {
	const distanceFrom = viewerId ? await getUserOrigin(viewerId) : null
	const { jobs } = await findFeedPage({ distanceFrom, viewerId, page: 1, pageSize: count }, { count: false })
	return jobs.map(toJobCard)
}
