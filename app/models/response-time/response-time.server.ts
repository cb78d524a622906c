// The median time a craftsman takes to answer a client, in SQL (percentile_cont).
// The formula, as published on /ayuda/tiempo-de-respuesta:
//  - a "wait" starts with a client's message in a conversation with the craftsman when it is the
//    first message there, or the first since the craftsman last wrote (a second message before
//    the answer does not start another wait);
//  - it ends with the craftsman's first message after it; a wait still unanswered counts with the
//    time it has lasted so far (silence must not flatter);
//  - waits that started in the last RESPONSE_WINDOW_DAYS days count; the median of their lengths
//    is shown when there are at least MIN_RESPONSE_SAMPLES.
import { Prisma } from '#app/generated/prisma/client.ts'
import { prisma } from '#app/lib/db.server.ts'
import { RESPONSE_WINDOW_DAYS, type ResponseTime } from './response-time.ts'

/** Median and number of waits per craftsman user id, measured at `now`; absent ids had no wait. */
export async function getResponseTimes(userIds: string[], now = new Date()): Promise<Map<string, ResponseTime>> {
	if (!userIds.length) return new Map()
	const since = new Date(now.getTime() - RESPONSE_WINDOW_DAYS * 86_400_000)
	const rows = await prisma.$queryRaw<Array<{ userId: string; samples: number; medianSeconds: number }>>`
		WITH thread AS (
			SELECT p."userId", m."conversationId", m."createdAt" AS "at", m."senderId" = p."userId" AS "mine",
				lag(m."senderId" = p."userId") OVER (PARTITION BY p."userId", m."conversationId" ORDER BY m."createdAt", m."id") AS "previousMine"
			FROM "ConversationParticipant" p
			JOIN "Message" m ON m."conversationId" = p."conversationId"
			WHERE p."userId" IN (${Prisma.join(userIds)}) AND m."senderId" IS NOT NULL AND m."createdAt" <= ${now}
		),
		waits AS (
			SELECT w."userId",
				EXTRACT(EPOCH FROM (COALESCE(
					(SELECT min(r."at") FROM thread r
					 WHERE r."userId" = w."userId" AND r."conversationId" = w."conversationId" AND r."mine" AND r."at" > w."at"),
					${now}::timestamp) - w."at")) AS "seconds"
			FROM thread w
			WHERE NOT w."mine" AND (w."previousMine" IS NULL OR w."previousMine") AND w."at" >= ${since}
		)
		SELECT "userId", count(*)::int AS "samples",
			percentile_cont(0.5) WITHIN GROUP (ORDER BY "seconds")::float8 AS "medianSeconds"
		FROM waits GROUP BY "userId"`
	return new Map(rows.map((row) => [row.userId, { samples: row.samples, medianSeconds: row.medianSeconds }]))
}

/** One craftsman's response time, or null without any wait in the window. */
export async function getResponseTime(userId: string, now = new Date()) {
	return (await getResponseTimes([userId], now)).get(userId) ?? null
}
