// Email to the client about new offers on one of their jobs. Offers arriving together make one
// email: each offer queues the `new-offer-email` job of its job and minute, with an id derived
// from both, so the second offer of the same minute inserts nothing (pg-boss skips a known id).
// The job runs just after the minute ends and writes one email about the offers of that minute
// that are still pending; if they were all withdrawn, it writes none.
import { createHash } from 'node:crypto'
import { newOfferEmail, newOffersEmail } from '#app/emails/templates/new-offer.server.tsx'
import { type Prisma } from '#app/generated/prisma/client.ts'
import { prisma } from '#app/lib/db.server.ts'
import { getEnv } from '#app/lib/env.server.ts'
import { formatEuros } from '#app/lib/format.ts'
import { dashboardPath } from '#app/models/auth/roles.ts'
import { jobTitle } from '#app/models/job-rules/job-title.ts'
import { enqueue } from '#app/queue/queue.server.ts'

/** Offers on one job within this window share one email. */
export const NEW_OFFER_EMAIL_WINDOW_MS = 60_000
/** How long after its window the email job runs (offers committing at the window's end). */
const SETTLE_MS = 5_000

/** A UUID that is the same for the same text: one queue job per job and window. */
function stableUuid(text: string) {
	const hex = createHash('sha256').update(text).digest('hex')
	return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`
}

/** In the offer's transaction: the email job of the offer's window (no-op when already queued). */
export async function enqueueNewOfferEmail(
	tx: Prisma.TransactionClient,
	{ jobId, offeredAt }: { jobId: string; offeredAt: Date },
) {
	const from = Math.floor(offeredAt.getTime() / NEW_OFFER_EMAIL_WINDOW_MS) * NEW_OFFER_EMAIL_WINDOW_MS
	const to = from + NEW_OFFER_EMAIL_WINDOW_MS
	await enqueue(
		tx,
		'new-offer-email',
		{ jobId, from: new Date(from).toISOString(), to: new Date(to).toISOString() },
		{ id: stableUuid(`new-offer:${jobId}:${from}`), startAfter: new Date(to + SETTLE_MS) },
	)
}

export type NewOfferEmailOutcome = 'queued' | 'no-offers' | 'no-recipient'

/** The `new-offer-email` job: one email for the window's offers still pending. Idempotent by key. */
export async function emailNewOffers({ jobId, from, to }: { jobId: string; from: string; to: string }) {
	const job = await prisma.job.findUnique({
		where: { id: jobId },
		select: {
			serviceTitle: true,
			otherTitle: true,
			owner: { select: { email: true, name: true, role: true, blockedAt: true, deletedAt: true } },
		},
	})
	if (!job || job.owner.blockedAt || job.owner.deletedAt) return 'no-recipient' satisfies NewOfferEmailOutcome
	const offers = await prisma.offer.findMany({
		where: { jobId, status: 'pending', createdAt: { gte: new Date(from), lt: new Date(to) } },
		orderBy: { createdAt: 'asc' },
		select: { price: true, craftsman: { select: { name: true, craftsman: { select: { companyName: true } } } } },
	})
	if (!offers.length) return 'no-offers' satisfies NewOfferEmailOutcome
	const { owner } = job
	const link = `${getEnv().SITE_ORIGIN}${dashboardPath(owner.role)}`
	const title = jobTitle(job, 'tu trabajo')
	const listed = offers.map((offer) => ({
		companyName: offer.craftsman.craftsman?.companyName ?? offer.craftsman.name ?? 'un profesional',
		price: formatEuros(offer.price.toNumber()),
	}))
	const email =
		listed.length === 1
			? newOfferEmail({ name: owner.name, jobTitle: title, link, ...listed[0]! })
			: newOffersEmail({ name: owner.name, jobTitle: title, link, offers: listed })
	await enqueue(prisma, 'email', { to: owner.email, ...email, tag: 'new-offer', key: `new-offer:${jobId}:${from}` })
	return 'queued' satisfies NewOfferEmailOutcome
}
