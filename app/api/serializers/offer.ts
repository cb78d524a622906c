// Offer → the legacy /api shape (spec 000 §3 'Job offer').
import { type HistoryOffer } from '#app/models/offers/offer-history.server.ts'
import { isNewOffer } from '#app/models/offers/offer-status.ts'

export function serializeOffer(offer: HistoryOffer, now = new Date()) {
	return {
		_id: offer.id,
		price: offer.price,
		createdAt: offer.createdAt.toISOString(),
		isNew: isNewOffer(offer.createdAt, now),
		status: offer.status,
		// issue 17 §3: set when the job went to another bidder, closed or expired
		outcome: offer.outcomeAt ? { at: offer.outcomeAt.toISOString(), reason: offer.outcomeReason } : null,
		job: {
			_id: offer.job.id,
			listingId: offer.job.listingId,
			serviceTitle: { service_title: offer.job.serviceTitle ?? '', other_title: offer.job.otherTitle ?? '' },
			additional_job_description: offer.job.description,
		},
		client: { _id: offer.job.ownerId },
	}
}
