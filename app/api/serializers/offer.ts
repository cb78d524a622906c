// Offer → the legacy /api shape (spec 000 §3 'Job offer').
import { type HistoryOffer } from '#app/models/offers/offer-history.server.ts'
import { type OfferBreakdown } from '#app/models/offers/offer-details.server.ts'
import { isNewOffer } from '#app/models/offers/offer-status.ts'
import { serializeJobLocation } from './job.ts'

const euros = (cents: number | null) => (cents === null ? null : cents / 100)

/** The breakdown in euros (2 decimals, computed in cents); nulls and [] for a single-price offer. */
export function serializeOfferDetails(details: OfferBreakdown) {
	return {
		vatRate: details.vatRate,
		subtotal: euros(details.totals.subtotalCents),
		vat: euros(details.totals.vatCents),
		total: details.totals.totalCents / 100,
		items: details.items.map((item) => ({
			concept: item.concept,
			quantity: item.quantity,
			unit: item.unit,
			unitPrice: item.unitPriceCents / 100,
			total: item.totalCents / 100,
			kind: item.kind,
		})),
		validUntil: details.validUntil,
		earliestStart: details.earliestStart,
		durationDays: details.durationDays,
		guaranteeMonths: details.guaranteeMonths,
		upfrontPercent: details.upfrontPercent,
		registryNumber: details.registryNumber,
		// the client's signed acceptance of this exact version (null until accepted)
		acceptance: details.acceptance,
		included: details.included,
		excluded: details.excluded,
		// change annexes after acceptance, oldest first; `currentTotal` = total + accepted annexes
		annexes: details.annexes.map((annex) => ({
			id: annex.id,
			reason: annex.reason,
			status: annex.status,
			createdAt: annex.createdAt,
			lines: annex.lines.map((line) => ({
				concept: line.concept,
				quantity: line.quantity,
				unit: line.unit,
				unitPrice: line.unitPriceCents / 100,
				kind: line.kind,
				replacesPosition: line.replacesPosition,
				replaces: line.replaces,
			})),
			total: annex.totalCents / 100,
			decidedAt: annex.decidedAt,
			acceptance: annex.acceptance,
		})),
		// the accepted quote's own total, named beside the current one (equal to `total`)
		originalTotal: details.totals.totalCents / 100,
		currentTotal: details.currentTotalCents / 100,
	}
}

export function serializeOffer(offer: HistoryOffer, now = new Date()) {
	return {
		_id: offer.id,
		price: offer.price,
		createdAt: offer.createdAt.toISOString(),
		isNew: isNewOffer(offer.createdAt, now),
		status: offer.status,
		...serializeOfferDetails(offer.details),
		// Set when the job went to another bidder, closed or expired
		outcome: offer.outcomeAt ? { at: offer.outcomeAt.toISOString(), reason: offer.outcomeReason } : null,
		job: {
			_id: offer.job.id,
			listingId: offer.job.listingId,
			serviceTitle: { service_title: offer.job.serviceTitle ?? '', other_title: offer.job.otherTitle ?? '' },
			additional_job_description: offer.job.description,
			location: serializeJobLocation(offer.job.postalCode),
		},
		client: { _id: offer.job.ownerId },
		// the legacy spelling: a client reads `craftman.company_name` of an offer it received
		craftman: serializeOfferCraftsman(offer.craftsman),
	}
}

function serializeOfferCraftsman(user: HistoryOffer['craftsman']) {
	return {
		_id: user.craftsman?.id ?? null,
		user: user.id,
		name: user.name,
		lastName: user.lastName,
		profile_photo: user.profilePhoto,
		company_name: user.craftsman?.companyName ?? '',
		company_slug: user.craftsman?.companySlug ?? null,
		status: user.craftsman?.status ?? null,
	}
}
