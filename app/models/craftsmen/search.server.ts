// Finding craftsmen by trade around a place (spec 001 §2 'Search results page', §9).
// The search runs in one SQL statement: places within the radius (GiST index on the postal-code
// points), the craftsmen living there who offer the trade, their rating aggregated in SQL, the
// ranking and the page. Only the page's rows are then loaded in full.
import { prisma } from '#app/lib/db.server.ts'
import { getResponseTimes } from '#app/models/response-time/response-time.server.ts'
import { responseTimeLabel } from '#app/models/response-time/response-time.ts'
import { verifiedBadgeSql } from '#app/models/verification/verified-badge.server.ts'
import { type Place } from '#app/models/postal-codes/postal-codes.server.ts'
import { RATING_PRIOR, RATING_PRIOR_WEIGHT, SEARCH_PAGE_SIZE, SEARCH_RADIUS_KM } from './limits.ts'
import { visibleReviewSql, visibleReviewWhere } from '#app/models/reviews/visible.server.ts'

export { NO_CRAFTSMEN_MESSAGE } from './limits.ts'

export type CraftsmanSearch = {
	serviceId: string
	place: Pick<Place, 'latitude' | 'longitude'>
	radiusKm?: number
	/** minimum average rating (1..5); undefined means every rating, unrated craftsmen included */
	minRating?: number
	page?: number
	pageSize?: number
}

type RankedRow = {
	id: string
	verified: boolean
	avgRating: number
	reviewCount: number
	distanceKm: number
	total: bigint
}

/**
 * Ranking: profiles showing «Verificada» first (the badge's own SQL rule, so an expired required
 * document moves a profile down exactly when its badge goes), then the Bayesian average
 * (RATING_PRIOR, RATING_PRIOR_WEIGHT in limits.ts), then the nearest; the profile id keeps pages
 * stable. The average shown (2 decimals) and the «valoración» filter stay the plain average.
 */
export async function searchCraftsmen({ page = 1, pageSize = SEARCH_PAGE_SIZE, ...search }: CraftsmanSearch) {
	const ranked = await rank(search, pageSize, (page - 1) * pageSize)
	// past the last page no row carries the window count: ask for the first row only
	const total = Number(ranked[0]?.total ?? (page > 1 ? ((await rank(search, 1, 0))[0]?.total ?? 0) : 0))
	const profiles = await loadCards(ranked.map((row) => row.id))
	const times = await getResponseTimes([...profiles.values()].map((profile) => profile.user.id))
	const craftsmen = ranked.flatMap((row) => {
		const profile = profiles.get(row.id)
		if (!profile) return []
		const { avgRating, reviewCount, distanceKm } = row
		// the badge comes from the same row that ranked it
		const status = row.verified ? profile.status : ('unverified' as const)
		const responseTime = responseTimeLabel(times.get(profile.user.id))
		return [{ ...profile, status, avgRating, reviewCount, distanceKm, responseTime }]
	})
	return { craftsmen, page, pageSize, total, totalPages: Math.ceil(total / pageSize) }
}

export type CraftsmanCard = Awaited<ReturnType<typeof searchCraftsmen>>['craftsmen'][number]

function rank(
	{ serviceId, place, radiusKm = SEARCH_RADIUS_KM, minRating }: Omit<CraftsmanSearch, 'page' | 'pageSize'>,
	limit: number,
	offset: number,
) {
	const meters = radiusKm * 1000
	return prisma.$queryRaw<RankedRow[]>`
		WITH centre AS (SELECT geo_point(${place.latitude}::float8, ${place.longitude}::float8) AS point),
		nearby AS (
			SELECT pc.id, geo_meters(centre.point, geo_point(pc.latitude, pc.longitude)) AS meters
			FROM "PostalCode" pc, centre
			WHERE geo_box(centre.point, ${meters}::float8) @> geo_point(pc.latitude, pc.longitude)
		),
		candidates AS (
			SELECT cp.id, ${verifiedBadgeSql('cp')} AS verified, nearby.meters
			FROM nearby
			JOIN "User" u ON u."postalCodeId" = nearby.id AND u.role = 'oficial' AND u."blockedAt" IS NULL
			JOIN "CraftsmanProfile" cp ON cp."userId" = u.id
			JOIN "CraftsmanService" cs ON cs."craftsmanId" = cp.id AND cs."serviceId" = ${serviceId}
			-- «Modo vacaciones»: hidden until the pause ends
			WHERE nearby.meters <= ${meters}::float8 AND (cp."pausedUntil" IS NULL OR cp."pausedUntil" <= now())
		),
		rated AS (
			SELECT candidates.*, coalesce(round(r.average, 2), 0)::float8 AS "avgRating", coalesce(r.count, 0)::int AS "reviewCount",
			       (${RATING_PRIOR}::float8 * ${RATING_PRIOR_WEIGHT}::int + coalesce(r.total, 0))
			         / (${RATING_PRIOR_WEIGHT}::int + coalesce(r.count, 0)) AS score
			FROM candidates
			LEFT JOIN LATERAL (
				SELECT avg(rating) AS average, count(*) AS count, sum(rating) AS total FROM "Review"
				WHERE "craftsmanId" = candidates.id AND ${visibleReviewSql()}
			) r ON true
		)
		SELECT id, verified, "avgRating", "reviewCount", round((meters / 1000)::numeric, 1)::float8 AS "distanceKm", count(*) OVER () AS total
		FROM rated
		WHERE ${minRating ?? 0}::float8 = 0 OR "avgRating" >= ${minRating ?? 0}::float8
		ORDER BY verified DESC, score DESC, "reviewCount" DESC, meters ASC, id ASC
		LIMIT ${limit}::int OFFSET ${offset}::int`
}

/** What a card shows, for the ranked ids; never the phone or the email. */
async function loadCards(ids: string[]) {
	const rows = await prisma.craftsmanProfile.findMany({
		where: { id: { in: ids } },
		select: {
			id: true,
			companyName: true,
			companySlug: true,
			status: true,
			description: true,
			user: {
				select: { id: true, name: true, profilePhoto: true, postalCode: { select: { code: true, placeName: true } } },
			},
			services: { select: { service: { select: { slug: true, name: true, position: true } } } },
			reviews: {
				where: visibleReviewWhere,
				orderBy: { createdAt: 'desc' },
				select: { id: true, comment: true, rating: true },
			},
		},
	})
	return new Map(
		rows.map(({ services, ...row }) => [
			row.id,
			{
				...row,
				services: services
					.map((item) => item.service)
					.sort((a, b) => a.position - b.position)
					.map(({ slug, name }) => ({ slug, name })),
			},
		]),
	)
}
