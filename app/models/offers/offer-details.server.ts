// Reading an offer's breakdown back. One select and one mapper, used by the offer
// history, /api and the client's comparison.
import { annexTotalCents, currentTotalCents } from './annex-totals.ts'
import { offerTotals, toCents, type VatRate } from './offer-totals.ts'
import { type OfferItemKind } from './quote-rules.ts'
import { visibleReviewWhere } from '#app/models/reviews/visible.server.ts'

/** The bidder's public profile beside an offer: name, link, status and visible ratings. */
export const bidderProfileSelect = {
	craftsman: {
		select: {
			craftsman: {
				select: {
					id: true,
					companyName: true,
					companySlug: true,
					status: true,
					reviews: { where: visibleReviewWhere, select: { rating: true } },
				},
			},
		},
	},
} as const

export const offerDetailsSelect = {
	vatRate: true,
	validUntil: true,
	earliestStart: true,
	durationDays: true,
	guaranteeMonths: true,
	upfrontPercent: true,
	registryNumber: true,
	included: true,
	excluded: true,
	items: {
		orderBy: { position: 'asc' },
		select: { position: true, concept: true, quantity: true, unit: true, unitPriceCents: true, kind: true },
	},
	acceptance: { select: { name: true, acceptedAt: true, sha256: true } },
	annexes: {
		orderBy: { createdAt: 'asc' },
		select: {
			id: true,
			reason: true,
			status: true,
			createdAt: true,
			decidedAt: true,
			name: true,
			sha256: true,
			items: {
				orderBy: { position: 'asc' },
				select: {
					concept: true,
					quantity: true,
					unit: true,
					unitPriceCents: true,
					kind: true,
					replacesPosition: true,
				},
			},
		},
	},
} as const

type StoredDetails = {
	vatRate: number | null
	validUntil: Date | null
	earliestStart: Date | null
	durationDays: number | null
	guaranteeMonths: number | null
	upfrontPercent: number | null
	registryNumber: string | null
	included: string | null
	excluded: string | null
	items: Array<{
		position: number
		concept: string
		quantity: { toNumber(): number }
		unit: string
		unitPriceCents: number
		kind: OfferItemKind
	}>
	acceptance: { name: string | null; acceptedAt: Date; sha256: string } | null
	annexes?: Array<{
		id: string
		reason: string
		status: 'pending' | 'accepted' | 'rejected'
		createdAt: Date
		decidedAt: Date | null
		name: string | null
		sha256: string | null
		items: Array<{
			concept: string
			quantity: { toNumber(): number }
			unit: string
			unitPriceCents: number
			kind: OfferItemKind
			replacesPosition: number | null
		}>
	}>
}

const isoDay = (date: Date | null) => (date ? date.toISOString().slice(0, 10) : null)

/** The stored breakdown with its totals (recomputed by the same pure function that set the price). */
export function readOfferDetails(row: StoredDetails, price: number) {
	const items = row.items.map((item) => ({
		concept: item.concept,
		quantity: item.quantity.toNumber(),
		unit: item.unit,
		unitPriceCents: item.unitPriceCents,
		kind: item.kind,
	}))
	const totals = offerTotals({ items, vatRate: row.vatRate as VatRate | null, priceCents: toCents(price) })
	const offerLines = new Map(row.items.map((item, index) => [item.position, items[index]!]))
	const annexes = (row.annexes ?? []).map((annex) => {
		const lines = annex.items.map((item) => ({
			concept: item.concept,
			quantity: item.quantity.toNumber(),
			unit: item.unit,
			unitPriceCents: item.unitPriceCents,
			kind: item.kind,
			replacesPosition: item.replacesPosition,
			replaces: item.replacesPosition === null ? null : (offerLines.get(item.replacesPosition)?.concept ?? null),
		}))
		return {
			id: annex.id,
			reason: annex.reason,
			status: annex.status,
			createdAt: annex.createdAt.toISOString(),
			lines,
			totalCents: annexTotalCents({ lines, offerLines, vatRate: totals.vatRate }),
			acceptance:
				annex.status === 'accepted' && annex.decidedAt && annex.sha256
					? { name: annex.name, acceptedAt: annex.decidedAt.toISOString(), sha256: annex.sha256 }
					: null,
			decidedAt: annex.decidedAt?.toISOString() ?? null,
		}
	})
	return {
		vatRate: totals.vatRate,
		validUntil: isoDay(row.validUntil),
		earliestStart: isoDay(row.earliestStart),
		durationDays: row.durationDays,
		guaranteeMonths: row.guaranteeMonths,
		upfrontPercent: row.upfrontPercent,
		registryNumber: row.registryNumber,
		acceptance: row.acceptance
			? {
					name: row.acceptance.name,
					acceptedAt: row.acceptance.acceptedAt.toISOString(),
					sha256: row.acceptance.sha256,
				}
			: null,
		included: row.included,
		excluded: row.excluded,
		items: items.map((item, index) => ({ ...item, totalCents: totals.lineCents[index]! })),
		totals,
		/** change annexes, oldest first, each with what it adds (VAT included) */
		annexes,
		/** the offer's total plus its accepted annexes */
		currentTotalCents: currentTotalCents(totals.totalCents, annexes),
	}
}

export type OfferBreakdown = ReturnType<typeof readOfferDetails>
