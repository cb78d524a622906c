// The public job feed (spec 001 §2, §7 GET /get_jobs): open, visible jobs, newest first, filtered
// by trade and by distance from a place. Distances come from earthdistance on the postal-code
// points, so the GiST index "PostalCode_earth_idx" narrows the places before any job is read.
import { Prisma } from '#app/generated/prisma/client.ts'
import { prisma } from '#app/lib/db.server.ts'
import { hasFreePlaceSql, takenPlacesSql } from '#app/models/offers/offer-cap.server.ts'
import { offeredToSql } from './direct-request.server.ts'
import { type Place, getPlace, searchPlaces } from '#app/models/postal-codes/postal-codes.server.ts'
import { jobTitle } from './job-title.ts'

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
	const services = await prisma.service.findMany({
		where: {
			OR: [
				{ id: { in: wanted } },
				{ slug: { in: wanted } },
				...wanted.map((name) => ({ name: { equals: name, mode: 'insensitive' as const } })),
			],
		},
		select: { id: true, slug: true, name: true },
	})
	const known = (reference: string) =>
		services.some((s) => s.id === reference || s.slug === reference || s.name.toLowerCase() === reference.toLowerCase())
	return wanted.every(known) ? services.map((service) => service.id) : null
}

/** The place of the feed's `Place_Name`: a postal-code record id, or a place name (best match). */
export async function resolvePlace(reference: string): Promise<Place | null> {
	const text = reference.trim()
	if (!text) return null
	if (/^\d{1,9}$/.test(text)) return getPlace(Number(text))
	return (await searchPlaces(text, 1))[0] ?? null
}

/** The point a signed-in user measures distances from: their own postal code. */
export async function getUserOrigin(userId: string): Promise<Origin | null> {
	const user = await prisma.user.findUnique({
		where: { id: userId },
		select: { postalCode: { select: { latitude: true, longitude: true } } },
	})
	return user?.postalCode ?? null
}

type FeedQuery = {
	serviceIds?: string[]
	/** the jobs within `radiusKm` of `near` only */
	near?: Origin | null
	radiusKm?: number
	/** distances are measured from here; none when null (anonymous visitors) */
	distanceFrom?: Origin | null
	/** who reads: direct requests show only to their craftsman (issue 16); anonymous readers see neither */
	viewerId?: string | null
	page: number
	pageSize: number
}

const earth = (point: Origin) => Prisma.sql`ll_to_earth(${point.latitude}::float8, ${point.longitude}::float8)`
const placePoint = Prisma.sql`ll_to_earth(p."latitude", p."longitude")`

function feedWhere({ serviceIds = [], near, radiusKm, viewerId }: FeedQuery) {
	// a job with every offer place taken leaves the feed (issue 17 §1)
	const conditions = [
		Prisma.sql`j."status" = 'open'`,
		Prisma.sql`j."hiddenAt" IS NULL`,
		hasFreePlaceSql('j'),
		offeredToSql('j', viewerId),
	]
	if (serviceIds.length) conditions.push(Prisma.sql`j."serviceId" IN (${Prisma.join(serviceIds)})`)
	if (near && radiusKm) {
		const meters = radiusKm * 1000
		// earth_box is the indexable (slightly larger) square; earth_distance trims it to the circle
		conditions.push(Prisma.sql`earth_box(${earth(near)}, ${meters}::float8) @> ${placePoint}`)
		conditions.push(Prisma.sql`earth_distance(${earth(near)}, ${placePoint}) <= ${meters}::float8`)
	}
	return Prisma.join(conditions, ' AND ')
}

/** One page of the feed, without counting the matches (the home page shows no pager). */
async function findFeedPage(query: FeedQuery) {
	const { distanceFrom, page, pageSize } = query
	const distance = distanceFrom
		? Prisma.sql`earth_distance(${earth(distanceFrom)}, ${placePoint}) / 1000`
		: Prisma.sql`NULL::float8`
	const rows = await prisma.$queryRaw<Array<{ id: string; distance: number | null; offers: number }>>`
		SELECT j."id", ${distance} AS "distance", ${takenPlacesSql('j')} AS "offers"
		FROM "Job" j JOIN "PostalCode" p ON p."id" = j."postalCodeId"
		WHERE ${feedWhere(query)}
		ORDER BY j."createdAt" DESC, j."id" DESC
		LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`
	const jobs = await prisma.job.findMany({ where: { id: { in: rows.map((row) => row.id) } }, select: publicJobSelect })
	const byId = new Map(jobs.map((job) => [job.id, job]))
	return rows.flatMap((row) => {
		const job = byId.get(row.id)
		return job
			? [{ ...job, distanceKm: row.distance === null ? null : roundKm(row.distance), offerCount: row.offers }]
			: []
	})
}

/** How many jobs match, up to MAX_COUNTED_JOBS: counting a million matches costs more than the page. */
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
	const [jobs, total] = await Promise.all([findFeedPage(query), countFeedMatches(query)])
	return { jobs, total }
}

export type FeedJob = Awaited<ReturnType<typeof listPublicJobs>>['jobs'][number]

export function roundKm(km: number) {
	return Math.round(km * 10) / 10
}

/** The distance in km between two postal-code records, by earthdistance; null if one is missing. */
export async function distanceBetweenPlaces(fromPlaceId: number | null | undefined, toPlaceId: number) {
	if (!fromPlaceId) return null
	const [row] = await prisma.$queryRaw<Array<{ km: number }>>`
		SELECT earth_distance(ll_to_earth(a."latitude", a."longitude"), ll_to_earth(b."latitude", b."longitude")) / 1000 AS "km"
		FROM "PostalCode" a, "PostalCode" b WHERE a."id" = ${fromPlaceId} AND b."id" = ${toPlaceId}`
	return row ? roundKm(row.km) : null
}

/** What a job card shows (spec 001 §2 'Job card'); the distance only for signed-in viewers. */
export function toJobCard(job: FeedJob) {
	return {
		id: job.id,
		title: jobTitle(job),
		category: job.service.name,
		icon: job.service.icon,
		squareMeters: job.squareMeters,
		placeName: job.postalCode.placeName,
		image: job.images[0] ?? null,
		createdAt: job.createdAt.toISOString(),
		distanceKm: job.distanceKm,
		offerCount: job.offerCount,
	}
}

/** The newest jobs of the home page, measured from the viewer's postal code when signed in. */
export async function listNewestJobCards(viewerId: string | null, count: number) {
	const distanceFrom = viewerId ? await getUserOrigin(viewerId) : null
	const jobs = await findFeedPage({ distanceFrom, viewerId, page: 1, pageSize: count })
	return jobs.map(toJobCard)
}
