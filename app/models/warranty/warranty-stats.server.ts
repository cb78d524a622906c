// The warranty figures of a craftsman, in SQL. The formula, as published on /ayuda/garantias:
//  - a claim counts when it was opened in the last WARRANTY_STATS_WINDOW_DAYS days, unless it is
//    still unanswered and younger than CLAIM_ANSWER_DAYS (he is still in time);
//  - «atendida»: answered («Resuelto» or «No procede») within CLAIM_ANSWER_DAYS of the claim;
//  - its wait runs from the claim to the answer; an unanswered claim counts with the time it has
//    lasted so far (silence must not flatter); the median of the waits is shown.
import { prisma } from '#app/lib/db.server.ts'
import { CLAIM_ANSWER_DAYS, WARRANTY_STATS_WINDOW_DAYS, type WarrantyStats } from './warranty-stats.ts'

const DAY = 86_400_000

/** The figures of the craftsman whose public profile is `companySlug`. */
export async function getWarrantyStatsOfProfile(companySlug: string, now = new Date()) {
	const profile = await prisma.craftsmanProfile.findUnique({ where: { companySlug }, select: { userId: true } })
	return profile ? getWarrantyStats(profile.userId, now) : null
}

/** One craftsman's figures at `now`, or null when no claim counts. */
export async function getWarrantyStats(craftsmanUserId: string, now = new Date()): Promise<WarrantyStats | null> {
	const since = new Date(now.getTime() - WARRANTY_STATS_WINDOW_DAYS * DAY)
	const stillInTime = new Date(now.getTime() - CLAIM_ANSWER_DAYS * DAY)
	const [row] = await prisma.$queryRaw<WarrantyStats[]>`
		WITH counted AS (
			SELECT EXTRACT(EPOCH FROM (COALESCE("answeredAt", ${now}::timestamp) - "createdAt")) AS "seconds",
				"answeredAt" IS NOT NULL AND "answeredAt" - "createdAt" <= make_interval(days => ${CLAIM_ANSWER_DAYS}::int) AS "inTime"
			FROM "WarrantyClaim"
			WHERE "craftsmanId" = ${craftsmanUserId} AND "createdAt" >= ${since} AND "createdAt" <= ${now}
			  AND NOT ("answeredAt" IS NULL AND "createdAt" > ${stillInTime})
		)
		SELECT count(*)::int AS "counted", count(*) FILTER (WHERE "inTime")::int AS "answeredInTime",
			COALESCE(percentile_cont(0.5) WITHIN GROUP (ORDER BY "seconds"), 0)::float8 AS "medianSeconds"
		FROM counted`
	return row && row.counted > 0 ? row : null
}
