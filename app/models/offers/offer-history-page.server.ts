// 'Tu viaje artesanal': one page of the craftsman's offers, ready to show (spec 000 §2, §9).
import { outcomeNote } from './bidder-outcome.ts'
import { isNewOffer, offerDisplayStatus, OFFER_STATUS_LABELS } from './offer-status.ts'
import { type HistoryOffer, getOfferForViewer, listCraftsmanOffers } from './offer-history.server.ts'
import { formatDate, formatEuros } from '#app/lib/format.ts'
import { jobTitle } from '#app/models/job-rules/job-title.ts'

function toCard(offer: HistoryOffer, now: Date) {
	const status = offerDisplayStatus(offer.status, offer.job.status)
	return {
		id: offer.id,
		price: formatEuros(offer.price),
		// the lines the craftsman sent, folded under the price
		items: offer.details.items,
		// the original total, the change annexes and the current total, shown together
		annexDetails: {
			annexes: offer.details.annexes,
			currentTotalCents: offer.details.currentTotalCents,
			totals: { totalCents: offer.details.totals.totalCents },
		},
		date: formatDate(offer.createdAt),
		dateTime: offer.createdAt.toISOString(),
		isNew: isNewOffer(offer.createdAt, now),
		status,
		statusLabel: OFFER_STATUS_LABELS[status],
		jobId: offer.job.id,
		listingId: offer.job.listingId,
		title: jobTitle(offer.job),
		// The outcome the client gave when the job went elsewhere, closed or expired
		outcome: offer.outcomeAt ? outcomeNote(offer.outcomeReason) : null,
	}
}

export type OfferCard = ReturnType<typeof toCard>

export async function loadOfferHistoryPage(craftsmanId: string, page: number) {
	const list = await listCraftsmanOffers(craftsmanId, { page })
	const now = new Date()
	return {
		currentPage: page,
		totalPages: list.totalPages,
		total: list.total,
		items: list.items.map((o) => toCard(o, now)),
	}
}

/** The offer awaiting the no-JS confirmation step; only one's own pending offer. */
export async function loadWithdrawCandidate(craftsmanId: string, offerId: string) {
	const offer = await getOfferForViewer(offerId, craftsmanId)
	return offer && offer.craftsmanId === craftsmanId && offer.status === 'pending' ? toCard(offer, new Date()) : null
}

export type OfferHistoryPage = Awaited<ReturnType<typeof loadOfferHistoryPage>>
