import { prisma } from '#app/lib/db.server.ts'
import { verifiedBadgeSql } from '#app/models/verification/verified-badge.server.ts'
import { visibleReviewSql } from '#app/models/reviews/visible.server.ts'

type FeaturedRow = {
	id: string
	companyName: string
	companySlug: string
	placeName: string | null
	averageRating: number
	reviewCount: number
}

// The ranking reads every review, so each instance computes it at most once every 5 minutes (the
// freshness spec 000 §9 gives cached lists) and the home page stays cheap under load.
const FRESH_FOR_MS = 5 * 60_000
const cache = new Map<number, { until: number; craftsmen: ReturnType<typeof rankFeaturedCraftsmen> }>()

export function listFeaturedCraftsmen(limit: number, now = Date.now()) {
	const hit = cache.get(limit)
	if (hit && hit.until > now) return hit.craftsmen
	const craftsmen = rankFeaturedCraftsmen(limit)
	cache.set(limit, { until: now + FRESH_FOR_MS, craftsmen })
	craftsmen.catch(() => cache.delete(limit)) // a failed query is not remembered
	return craftsmen
}

/**
 * Verified craftsmen with the best reviews. Ranked in SQL (the average as shown, 2 decimals, then
 * the number of reviews), so the home page never loads every craftsman.
 */
async function rankFeaturedCraftsmen(limit: number) {
	const rows = await prisma.$queryRaw<FeaturedRow[]>`
		SELECT cp.id, cp."companyName", cp."companySlug", pc."placeName",
		       round(r.average, 2)::float8 AS "averageRating", r.count::int AS "reviewCount"
		FROM (
			SELECT "craftsmanId", avg(rating) AS average, count(*) AS count
			FROM "Review" WHERE ${visibleReviewSql()} GROUP BY "craftsmanId"
		) r
		JOIN "CraftsmanProfile" cp ON cp.id = r."craftsmanId" AND ${verifiedBadgeSql('cp')}
		JOIN "User" u ON u.id = cp."userId" AND u."blockedAt" IS NULL
		LEFT JOIN "PostalCode" pc ON pc.id = u."postalCodeId"
		ORDER BY round(r.average, 2) DESC, r.count DESC, cp.id
		LIMIT ${limit}::int`
	const services = await prisma.craftsmanService.findMany({
		where: { craftsmanId: { in: rows.map((row) => row.id) } },
		select: { craftsmanId: true, service: { select: { name: true, position: true } } },
	})
	return rows.map(({ id, placeName, ...row }) => ({
		...row,
		placeName: placeName ?? '',
		services: services
			.filter((item) => item.craftsmanId === id)
			.map((item) => item.service)
			.sort((a, b) => a.position - b.position)
			.slice(0, 3)
			.map((service) => service.name),
	}))
}
