// When a job is decided (an offer accepted, the job closed, or left undecided), every
// other pending bidder is told, with the client's optional reason: the offers are closed and the
// emails enqueued in the writer's transaction; the in-app notifications follow the commit.
import { bidderOutcomeEmail } from '#app/emails/templates/bidder-outcome.server.tsx'
import { type OfferOutcomeReason } from '#app/generated/prisma/enums.ts'
import { type Prisma } from '#app/generated/prisma/client.ts'
import { getEnv } from '#app/lib/env.server.ts'
import { notify } from '#app/models/notifications/notify.server.ts'
import { enqueue } from '#app/queue/queue.server.ts'
import { type OutcomeKind, outcomeText } from './bidder-outcome.ts'
import { offerLink } from './offer-status.ts'

export type BidderNotice = { craftsmanId: string; offerId: string; text: string }

/** Rejects the job's pending offers (but `exceptOfferId`) with the outcome; returns whom to notify. */
export async function closeLosingOffers(
	tx: Prisma.TransactionClient,
	{
		jobId,
		jobTitle,
		kind,
		reason = null,
		exceptOfferId,
	}: {
		jobId: string
		jobTitle: string
		kind: OutcomeKind
		reason?: OfferOutcomeReason | null
		exceptOfferId?: string
	},
): Promise<BidderNotice[]> {
	const losers = await tx.offer.findMany({
		where: { jobId, status: 'pending', ...(exceptOfferId && { id: { not: exceptOfferId } }) },
		select: { id: true, craftsmanId: true, craftsman: { select: { email: true, name: true, blockedAt: true } } },
	})
	if (!losers.length) return []
	await tx.offer.updateMany({
		where: { id: { in: losers.map((offer) => offer.id) }, status: 'pending' },
		data: { status: 'rejected', outcomeAt: new Date(), outcomeReason: reason },
	})
	const text = outcomeText(kind, jobTitle, reason)
	for (const offer of losers) {
		if (offer.craftsman.blockedAt) continue
		const link = `${getEnv().SITE_ORIGIN}${offerLink(offer.id)}`
		await enqueue(tx, 'email', {
			to: offer.craftsman.email,
			...bidderOutcomeEmail({ name: offer.craftsman.name, outcome: text, link }),
			tag: 'bidder-outcome',
			key: `bidder-outcome-${offer.id}`,
		})
	}
	return losers.map((offer) => ({ craftsmanId: offer.craftsmanId, offerId: offer.id, text }))
}

/** After the commit: the in-app notification of each told bidder. */
export async function notifyBidders(notices: BidderNotice[]) {
	for (const notice of notices)
		await notify(
			notice.craftsmanId,
			{ text: notice.text, link: offerLink(notice.offerId) },
			{ push: { kind: 'offer', title: 'Decisión sobre tu oferta' } },
		)
}
