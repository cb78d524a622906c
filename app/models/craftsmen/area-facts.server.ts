// Real, current facts for a find-a-craftsman page (/encontraroficial/{trade}/{place}): the verified
// craftsmen of the trade within the search radius, their median response time, what clients
// accepted for the trade in the province (price guides), and the latest jobs of the trade nearby
// (titles and dates only). A combination without verified craftsmen is thin: not indexed.
import { Prisma } from '#app/generated/prisma/client.ts'
import { prisma } from '#app/lib/db.server.ts'
import { getPriceRanges } from '#app/models/prices/prices.server.ts'
import { getResponseTimes } from '#app/models/response-time/response-time.server.ts'
import { MIN_RESPONSE_SAMPLES, type ResponseTime } from '#app/models/response-time/response-time.ts'
import { verifiedBadgeSql } from '#app/models/verification/verified-badge.server.ts'
import { MAX_SEARCH_RADIUS_KM, SEARCH_RADIUS_KM } from './limits.ts'

/** Jobs of the trade nearby: the newest few, from the last 90 days. */
export const RECENT_JOBS = 5
export const RECENT_JOBS_DAYS = 90

type Place = { latitude: number; longitude: number; province: string }

/** How many nearby places a page without craftsmen offers instead. */
export const NEAREST_AREAS = 3

/** The median of the craftsmen's own medians, counting those with a published figure only. */
export function medianOfMedians(times: ResponseTime[]) {
	const values = times
		.filter((time) => time.samples >= MIN_RESPONSE_SAMPLES)
		.map((time) => time.medianSeconds)
		.sort((a, b) => a - b)
	if (!values.length) return null
	const middle = Math.floor(values.length / 2)
	return {
		medianSeconds: values.length % 2 ? values[middle]! : (values[middle - 1]! + values[middle]!) / 2,
		samples: values.length,
	}
}

/** The postal codes within `meters` of the place (GiST index on their points), as the search finds them. */
const nearby = (place: Place, meters: number) => Prisma.sql`
	centre AS (SELECT geo_point(${place.latitude}::float8, ${place.longitude}::float8) AS point),
	nearby AS (
		SELECT pc.id FROM "PostalCode" pc, centre
		WHERE geo_box(centre.point, ${meters}::float8) @> geo_point(pc.latitude, pc.longitude)
			AND geo_meters(centre.point, geo_point(pc.latitude, pc.longitude)) <= ${meters}::float8
	)`

export async function getAreaFacts({
	serviceId,
	place,
	now = new Date(),
}: {
	serviceId: string
	place: Place
	now?: Date
}) {
	const meters = SEARCH_RADIUS_KM * 1000
	const since = new Date(now.getTime() - RECENT_JOBS_DAYS * 86_400_000)
	const [verified, recentJobs, ranges] = await Promise.all([
		prisma.$queryRaw<Array<{ userId: string }>>`
			WITH ${nearby(place, meters)}
			SELECT u.id AS "userId"
			FROM nearby
			JOIN "User" u ON u."postalCodeId" = nearby.id AND u.role = 'oficial' AND u."blockedAt" IS NULL AND u."deletedAt" IS NULL
			JOIN "CraftsmanProfile" cp ON cp."userId" = u.id
			JOIN "CraftsmanService" cs ON cs."craftsmanId" = cp.id AND cs."serviceId" = ${serviceId}
			WHERE ${verifiedBadgeSql('cp')}`,
		prisma.$queryRaw<Array<{ title: string; createdAt: Date }>>`
			WITH ${nearby(place, meters)}
			SELECT COALESCE(j."serviceTitle", j."otherTitle", '') AS title, j."createdAt"
			FROM nearby
			JOIN "Job" j ON j."postalCodeId" = nearby.id AND j."serviceId" = ${serviceId} AND j."hiddenAt" IS NULL
			WHERE j."createdAt" >= ${since} AND j."createdAt" <= ${now}
			ORDER BY j."createdAt" DESC
			LIMIT ${RECENT_JOBS}`,
		getPriceRanges({ serviceId, province: place.province }),
	])
	const times = await getResponseTimes(verified.map((row) => row.userId))
	return {
		verifiedCraftsmen: verified.length,
		responseTime: medianOfMedians([...times.values()]),
		priceRange: ranges.total,
		recentJobs: recentJobs
			.filter((job) => job.title)
			.map((job) => ({ title: job.title, createdAt: job.createdAt.toISOString() })),
		indexable: verified.length > 0,
	}
}

/**
 * The find-a-craftsman pages worth a search engine's visit: each trade and place where a verified
 * craftsman of that trade lives (one URL per place name, its first postal code), most craftsmen
 * first, at most `limit`.
 */
export async function listAreaPages(limit: number) {
	return prisma.$queryRaw<Array<{ slug: string; placeName: string; code: string }>>`
		SELECT s.slug, pc."placeName", min(pc.code) AS code
		FROM "CraftsmanProfile" cp
		JOIN "User" u ON u.id = cp."userId" AND u."blockedAt" IS NULL AND u."deletedAt" IS NULL
		JOIN "PostalCode" pc ON pc.id = u."postalCodeId"
		JOIN "CraftsmanService" cs ON cs."craftsmanId" = cp.id
		JOIN "Service" s ON s.id = cs."serviceId"
		WHERE ${verifiedBadgeSql('cp')}
		GROUP BY s.slug, pc."placeName"
		ORDER BY count(*) DESC, s.slug, pc."placeName"
		LIMIT ${limit}`
}

/**
 * Where a trade and place has no verified craftsman, the nearest places that have some (within
 * the widest search, MAX_SEARCH_RADIUS_KM), nearest first: one per place name, its first postal
 * code, the distance in whole kilometres and how many craftsmen live there.
 */
export async function listNearestAreas({ serviceId, place }: { serviceId: string; place: Place }) {
	const rows = await prisma.$queryRaw<Array<{ placeName: string; code: string; meters: number; craftsmen: number }>>`
		WITH centre AS (SELECT geo_point(${place.latitude}::float8, ${place.longitude}::float8) AS point)
		SELECT pc."placeName", min(pc.code) AS code, min(geo_meters(centre.point, geo_point(pc.latitude, pc.longitude))) AS meters,
			count(DISTINCT cp.id)::int AS craftsmen
		FROM centre, "CraftsmanProfile" cp
		JOIN "User" u ON u.id = cp."userId" AND u.role = 'oficial' AND u."blockedAt" IS NULL AND u."deletedAt" IS NULL
		JOIN "PostalCode" pc ON pc.id = u."postalCodeId"
		JOIN "CraftsmanService" cs ON cs."craftsmanId" = cp.id AND cs."serviceId" = ${serviceId}
		WHERE ${verifiedBadgeSql('cp')}
			AND geo_box(centre.point, ${MAX_SEARCH_RADIUS_KM * 1000}::float8) @> geo_point(pc.latitude, pc.longitude)
		GROUP BY pc."placeName"
		ORDER BY meters, pc."placeName"
		LIMIT ${NEAREST_AREAS}`
	return rows
		.filter((row) => row.meters <= MAX_SEARCH_RADIUS_KM * 1000)
		.map(({ meters, ...row }) => ({ ...row, km: Math.round(meters / 1000) }))
}
