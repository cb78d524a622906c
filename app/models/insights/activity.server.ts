// «Tu actividad»: a craftsman's figures over the last 30 or 90 days, computed in SQL. The rules,
// as docs/features.md states them:
//  - leads matched: jobs his alerts matched when they were published (JobAlertDelivery rows);
//  - jobs viewed: jobs whose page he opened for the first time in the period (JobView rows);
//  - offers sent in the period, and what became of them: won (accepted or completed), lost
//    (rejected, with the client's reason), still open; win rate = won / (won + lost);
//  - response time: for each job he first answered in the period (his first offer or his first
//    message about it), the time from the job's publication; the median of those;
//  - the same median per trade for the other craftsmen of that trade based in his province, on
//    jobs of that trade, shown only when at least MIN_PEER_CRAFTSMEN of them contribute;
//  - his won offers against the accepted-price median (the price guides' figures) for each job's
//    title, trade and province: the median of the ratios.
import { Prisma } from '#app/generated/prisma/client.ts'
import { type OfferOutcomeReason } from '#app/generated/prisma/enums.ts'
import { prisma } from '#app/lib/db.server.ts'
import { getPriceRanges } from '#app/models/prices/prices.server.ts'
import { expectedRange } from '#app/models/prices/prices.ts'
import { type Activity, type ActivityPeriod, MIN_PEER_CRAFTSMEN, type PeerResponse } from './activity.ts'

const DAY = 86_400_000

/**
 * Each (craftsman, job) pair of `craftsmen` with the moment of his first offer or first message
 * about the job, and the job's trade and publication; never his own job.
 */
const firstAnswers = (craftsmen: Prisma.Sql) => Prisma.sql`
	SELECT a."craftsmanId", a."jobId", j."serviceId", j."createdAt" AS "postedAt", min(a."at") AS "at"
	FROM (
		SELECT o."craftsmanId", o."jobId", o."createdAt" AS "at" FROM "Offer" o WHERE o."craftsmanId" IN (${craftsmen})
		UNION ALL
		SELECT m."senderId", c."jobId", m."createdAt" FROM "Message" m
		JOIN "Conversation" c ON c."id" = m."conversationId"
		WHERE c."jobId" IS NOT NULL AND m."senderId" IN (${craftsmen})
	) a
	JOIN "Job" j ON j."id" = a."jobId" AND j."ownerId" <> a."craftsmanId"
	GROUP BY a."craftsmanId", a."jobId", j."serviceId", j."createdAt"`

/** The period's counts as Activity names them, and his own response times (samples, median). */
type Counts = Pick<Activity, 'leadsMatched' | 'jobsViewed' | 'offersSent' | 'won' | 'lost' | 'pending'> & {
	samples: number
	medianSeconds: number | null
}

async function countActivity(userId: string, since: Date, now: Date) {
	const [counts] = await prisma.$queryRaw<Counts[]>`
		WITH answers AS (${firstAnswers(Prisma.sql`${userId}`)}),
		offers AS (
			SELECT o."status" FROM "Offer" o
			WHERE o."craftsmanId" = ${userId} AND o."createdAt" >= ${since} AND o."createdAt" <= ${now}
		)
		SELECT
			(SELECT count(*)::int FROM "JobAlertDelivery" d
			 WHERE d."userId" = ${userId} AND d."createdAt" >= ${since} AND d."createdAt" <= ${now}) AS "leadsMatched",
			(SELECT count(*)::int FROM "JobView" v
			 WHERE v."craftsmanId" = ${userId} AND v."createdAt" >= ${since} AND v."createdAt" <= ${now}) AS "jobsViewed",
			(SELECT count(*)::int FROM offers) AS "offersSent",
			(SELECT count(*)::int FROM offers WHERE "status" IN ('accepted', 'completed')) AS "won",
			(SELECT count(*)::int FROM offers WHERE "status" = 'rejected') AS "lost",
			(SELECT count(*)::int FROM offers WHERE "status" IN ('pending', 'open')) AS "pending",
			(SELECT count(*)::int FROM answers WHERE "at" >= ${since} AND "at" <= ${now}) AS "samples",
			(SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY EXTRACT(EPOCH FROM "at" - "postedAt"))::float8
			 FROM answers WHERE "at" >= ${since} AND "at" <= ${now}) AS "medianSeconds"`
	return counts!
}

function lostReasons(userId: string, since: Date, now: Date) {
	return prisma.$queryRaw<Array<{ reason: OfferOutcomeReason | null; count: number }>>`
		SELECT o."outcomeReason"::text AS "reason", count(*)::int AS "count" FROM "Offer" o
		WHERE o."craftsmanId" = ${userId} AND o."status" = 'rejected' AND o."createdAt" >= ${since} AND o."createdAt" <= ${now}
		GROUP BY 1 ORDER BY 2 DESC, 1 NULLS LAST`
}

/** Per trade of his: his median and the other craftsmen's of that trade in his province. */
async function peerResponses(userId: string, since: Date, now: Date): Promise<PeerResponse[]> {
	const rows = await prisma.$queryRaw<Array<Omit<PeerResponse, 'peersSeconds'> & { peersMedian: number | null }>>`
		WITH me AS (
			SELECT pc."province" FROM "User" u JOIN "PostalCode" pc ON pc."id" = u."postalCodeId" WHERE u."id" = ${userId}
		),
		trades AS (
			SELECT cs."serviceId" FROM "CraftsmanService" cs
			JOIN "CraftsmanProfile" cp ON cp."id" = cs."craftsmanId" WHERE cp."userId" = ${userId}
		),
		people AS (
			SELECT u."id" AS "userId", cs."serviceId" FROM "User" u
			JOIN "PostalCode" pc ON pc."id" = u."postalCodeId"
			JOIN "CraftsmanProfile" cp ON cp."userId" = u."id"
			JOIN "CraftsmanService" cs ON cs."craftsmanId" = cp."id"
			WHERE cs."serviceId" IN (SELECT "serviceId" FROM trades) AND pc."province" = (SELECT "province" FROM me)
			  AND u."role" = 'oficial' AND u."blockedAt" IS NULL AND u."deletedAt" IS NULL
		),
		samples AS (
			SELECT a."craftsmanId", a."serviceId", EXTRACT(EPOCH FROM a."at" - a."postedAt") AS "seconds"
			FROM (${firstAnswers(Prisma.sql`SELECT "userId" FROM people`)}) a
			JOIN people p ON p."userId" = a."craftsmanId" AND p."serviceId" = a."serviceId"
			WHERE a."at" >= ${since} AND a."at" <= ${now}
		)
		SELECT t."serviceId", s."name" AS "serviceName", (SELECT "province" FROM me) AS "province",
			(percentile_cont(0.5) WITHIN GROUP (ORDER BY x."seconds") FILTER (WHERE x."craftsmanId" = ${userId}))::float8 AS "mineSeconds",
			(percentile_cont(0.5) WITHIN GROUP (ORDER BY x."seconds") FILTER (WHERE x."craftsmanId" <> ${userId}))::float8 AS "peersMedian",
			(count(DISTINCT x."craftsmanId") FILTER (WHERE x."craftsmanId" <> ${userId}))::int AS "peerCraftsmen"
		FROM trades t
		JOIN "Service" s ON s."id" = t."serviceId"
		LEFT JOIN samples x ON x."serviceId" = t."serviceId"
		WHERE (SELECT "province" FROM me) IS NOT NULL
		GROUP BY t."serviceId", s."name", s."position"
		ORDER BY s."position"`
	return rows.map(({ peersMedian, ...row }) => ({
		...row,
		// fewer than five craftsmen behind a median would all but name them
		peersSeconds: row.peerCraftsmen >= MIN_PEER_CRAFTSMEN ? peersMedian : null,
	}))
}

/** His won offers of the period against the accepted-price median of each job's kind and place. */
async function wonAgainstMedian(userId: string, since: Date, now: Date) {
	const won = await prisma.$queryRaw<
		Array<{ price: number; serviceId: string; title: string | null; province: string; squareMeters: number | null }>
	>`
		SELECT o."price"::float8 AS "price", j."serviceId", j."serviceTitle" AS "title", pc."province", j."squareMeters"
		FROM "Offer" o JOIN "Job" j ON j."id" = o."jobId" JOIN "PostalCode" pc ON pc."id" = j."postalCodeId"
		WHERE o."craftsmanId" = ${userId} AND o."status" IN ('accepted', 'completed')
		  AND o."createdAt" >= ${since} AND o."createdAt" <= ${now}`
	const lookups = new Map<string, ReturnType<typeof getPriceRanges>>()
	const ratios: number[] = []
	for (const offer of won) {
		const key = `${offer.serviceId}|${offer.title ?? ''}|${offer.province}`
		if (!lookups.has(key))
			lookups.set(key, getPriceRanges({ serviceId: offer.serviceId, title: offer.title, province: offer.province }))
		const expected = expectedRange(await lookups.get(key)!, offer.squareMeters)
		// only against jobs like his: never the whole trade's median
		if (expected?.comparable && expected.median > 0) ratios.push(offer.price / expected.median)
	}
	if (!ratios.length) return null
	ratios.sort((a, b) => a - b)
	const middle = ratios.length / 2
	const median = ratios.length % 2 ? ratios[Math.floor(middle)]! : (ratios[middle - 1]! + ratios[middle]!) / 2
	return { percent: Math.round((median - 1) * 100), offers: ratios.length }
}

/** Everything «Tu actividad» shows for the last `days` days before `now`. */
export async function getActivity(userId: string, days: ActivityPeriod, now = new Date()): Promise<Activity> {
	const since = new Date(now.getTime() - days * DAY)
	const [counts, reasons, peers, wonVsMedian] = await Promise.all([
		countActivity(userId, since, now),
		lostReasons(userId, since, now),
		peerResponses(userId, since, now),
		wonAgainstMedian(userId, since, now),
	])
	const { samples, medianSeconds, ...figures } = counts
	const decided = figures.won + figures.lost
	return {
		days,
		...figures,
		lostReasons: reasons,
		winRate: decided ? figures.won / decided : null,
		response: samples && medianSeconds !== null ? { medianSeconds, samples } : null,
		peers,
		wonVsMedian,
	}
}
