// The offer cap in SQL: the feed, the alert digests and the offer insert read the
// same count of place-holding offers.
import { Prisma } from '#app/generated/prisma/client.ts'
import { AppError } from '#app/lib/app-error.ts'
import { prisma } from '#app/lib/db.server.ts'
import { JOB_CLOSED, MAX_OFFERS_PER_JOB, OFFERS_FULL, PLACE_HOLDING_STATUSES } from './offer-cap.ts'

const holding = Prisma.join(PLACE_HOLDING_STATUSES.map((status) => Prisma.sql`${status}::"OfferStatus"`))

/** The number of places taken on the job aliased `jobAlias` (a correlated subquery). */
export function takenPlacesSql(jobAlias: string) {
	return Prisma.sql`(SELECT count(*)::int FROM "Offer" o WHERE o."jobId" = ${Prisma.raw(`${jobAlias}."id"`)} AND o."status" IN (${holding}))`
}

/** A condition: the job aliased `jobAlias` still has a free place. */
export function hasFreePlaceSql(jobAlias: string) {
	return Prisma.sql`${takenPlacesSql(jobAlias)} < ${MAX_OFFERS_PER_JOB}`
}

/** Places taken per job id (jobs with none are absent). */
export async function countTakenPlaces(jobIds: string[]) {
	if (!jobIds.length) return new Map<string, number>()
	const rows = await prisma.offer.groupBy({
		by: ['jobId'],
		where: { jobId: { in: jobIds }, status: { in: [...PLACE_HOLDING_STATUSES] } },
		_count: { _all: true },
	})
	return new Map(rows.map((row) => [row.jobId, row._count._all]))
}

/**
 * Inside the offer's transaction, before the insert: locks the job row, so two offers for the
 * last place are serialised and the second one counts the first. Throws when the job is full, or
 * when it stopped taking offers since the caller read it: a client accepting another offer holds
 * the same row lock, so an offer sent meanwhile is refused instead of staying pending on an
 * assigned job.
 */
export async function claimOfferPlace(tx: Prisma.TransactionClient, jobId: string) {
	const [job] = await tx.$queryRaw<Array<{ status: string }>>`
		SELECT "status"::text AS status FROM "Job" WHERE "id" = ${jobId} FOR UPDATE`
	if (job?.status !== 'open') throw new AppError('conflict', JOB_CLOSED)
	const taken = await tx.offer.count({ where: { jobId, status: { in: [...PLACE_HOLDING_STATUSES] } } })
	if (taken >= MAX_OFFERS_PER_JOB) throw new AppError('conflict', OFFERS_FULL)
}
