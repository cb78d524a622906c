// Jobs with offers and no decision. DECISION_DUE_DAYS after the last offer the client
// is asked to decide; DECISION_GRACE_DAYS later, with no newer offer, the job closes and every
// bidder is told. Run hourly by the queue ('undecided-jobs'); each step claims its rows in the
// update, so two overlapping runs never ask or close twice.
import { decideJobEmail } from '#app/emails/templates/bidder-outcome.server.tsx'
import { getEnv } from '#app/lib/env.server.ts'
import { prisma } from '#app/lib/db.server.ts'
import { announceJobChange } from '#app/models/job-rules/job-events.server.ts'
import { notify } from '#app/models/notifications/notify.server.ts'
import { enqueue } from '#app/queue/queue.server.ts'
import { DECISION_DUE_DAYS, DECISION_GRACE_DAYS } from './bidder-outcome.ts'
import { closeLosingOffers, notifyBidders } from './bidder-outcome.server.ts'
import { jobTitle } from '#app/models/job-rules/job-title.ts'
import { paths } from '#app/lib/paths.ts'
import { onFirstUse } from '#app/lib/format.ts'

const DAY = 86_400_000
const CLIENT_JOBS = paths.clientJobs()
const dateFormat = onFirstUse(
	() => new Intl.DateTimeFormat('es-ES', { day: 'numeric', month: 'long', timeZone: 'Europe/Madrid' }),
)

/** Open jobs with pending offers whose newest offer is older than `before`, and the newest offer's date. */
function undecidedJobs(before: Date) {
	return prisma.$queryRaw<Array<{ id: string; lastOfferAt: Date; decisionRequestedAt: Date | null }>>`
		SELECT j."id", last."at" AS "lastOfferAt", j."decisionRequestedAt"
		FROM "Job" j
		CROSS JOIN LATERAL (SELECT max(o."createdAt") AS "at" FROM "Offer" o WHERE o."jobId" = j."id") last
		WHERE j."status" = 'open'
		  AND EXISTS (SELECT 1 FROM "Offer" o WHERE o."jobId" = j."id" AND o."status" = 'pending')
		  AND last."at" <= ${before}`
}

/** Asks each client who has not decided DECISION_DUE_DAYS after the last offer (once per offer round). */
async function askClients(now: Date) {
	let asked = 0
	for (const row of await undecidedJobs(new Date(now.getTime() - DECISION_DUE_DAYS * DAY))) {
		// asked already, and no offer since: nothing new to ask
		if (row.decisionRequestedAt && row.decisionRequestedAt >= row.lastOfferAt) continue
		const job = await prisma.$transaction(async (tx) => {
			const claimed = await tx.job.updateMany({
				where: { id: row.id, status: 'open', decisionRequestedAt: row.decisionRequestedAt },
				data: { decisionRequestedAt: now },
			})
			if (claimed.count !== 1) return null
			const job = await tx.job.findUniqueOrThrow({
				where: { id: row.id },
				select: {
					serviceTitle: true,
					otherTitle: true,
					owner: { select: { id: true, email: true, name: true, blockedAt: true } },
					_count: { select: { offers: { where: { status: 'pending' } } } },
				},
			})
			const closesOn = dateFormat().format(new Date(now.getTime() + DECISION_GRACE_DAYS * DAY))
			if (!job.owner.blockedAt) {
				const link = `${getEnv().SITE_ORIGIN}${CLIENT_JOBS}#trabajo-${row.id}`
				const email = decideJobEmail({
					name: job.owner.name,
					jobTitle: jobTitle(job, 'tu trabajo'),
					offers: job._count.offers,
					closesOn,
					link,
				})
				await enqueue(tx, 'email', {
					to: job.owner.email,
					...email,
					tag: 'decide-job',
					key: `decide-${row.id}-${now.getTime()}`,
				})
			}
			return { ...job, closesOn }
		})
		if (!job) continue
		asked++
		await notify(job.owner.id, {
			text: `«${jobTitle(job, 'tu trabajo')}» tiene ofertas esperando: acepta una o cierra el trabajo antes del ${job.closesOn}`,
			link: `${CLIENT_JOBS}#trabajo-${row.id}`,
		})
	}
	return asked
}

/** Closes the jobs whose client was asked DECISION_GRACE_DAYS ago and got no offer since. */
async function closeExpired(now: Date) {
	let closed = 0
	const deadline = new Date(now.getTime() - DECISION_GRACE_DAYS * DAY)
	for (const row of await undecidedJobs(deadline)) {
		if (!row.decisionRequestedAt || row.decisionRequestedAt > deadline || row.decisionRequestedAt < row.lastOfferAt)
			continue
		const done = await prisma.$transaction(async (tx) => {
			const claimed = await tx.job.updateMany({ where: { id: row.id, status: 'open' }, data: { status: 'closed' } })
			if (claimed.count !== 1) return null
			const job = await tx.job.findUniqueOrThrow({
				where: { id: row.id },
				select: { id: true, openToOthers: true, serviceTitle: true, otherTitle: true, ownerId: true },
			})
			const told = await closeLosingOffers(tx, {
				jobId: row.id,
				jobTitle: jobTitle(job, 'tu trabajo'),
				kind: 'expired',
			})
			return { job, told }
		})
		if (!done) continue
		closed++
		announceJobChange(done.job, 'closed')
		await notifyBidders(done.told)
		await notify(done.job.ownerId, {
			text: `Hemos cerrado «${jobTitle(done.job, 'tu trabajo')}»: no elegiste ninguna oferta a tiempo`,
			link: `${CLIENT_JOBS}#trabajo-${row.id}`,
		})
	}
	return closed
}

/** One run: first the closings due, then the new questions. */
export async function runUndecidedJobs(now = new Date()) {
	const closed = await closeExpired(now)
	const asked = await askClients(now)
	return { asked, closed }
}
