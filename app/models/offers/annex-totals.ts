// An annex's amount and the job's current total, in integer cents (docs/decisions/054-change-annexes.md).
// Pure: the model that refuses a negative total, the pages, the PDF and /api all call it.
import { DEFAULT_VAT_RATE, offerTotals, type OfferLine, type VatRate } from './offer-totals.ts'

export type AnnexLine = OfferLine & { replacesPosition: number | null }

/**
 * What an annex adds to the total, VAT included, at the offer's rate (21 % when the offer names
 * none): its lines minus the offer lines they replace, each side rounded as an offer is.
 */
export function annexTotalCents({
	lines,
	offerLines,
	vatRate,
}: {
	lines: AnnexLine[]
	/** the accepted offer's lines by position */
	offerLines: ReadonlyMap<number, OfferLine>
	vatRate: VatRate | null
}) {
	const rate = vatRate ?? DEFAULT_VAT_RATE
	const replaced = lines.flatMap((line) => {
		const old = line.replacesPosition === null ? undefined : offerLines.get(line.replacesPosition)
		return old ? [old] : []
	})
	const added = offerTotals({ items: lines, vatRate: rate }).totalCents
	const removed = replaced.length ? offerTotals({ items: replaced, vatRate: rate }).totalCents : 0
	return added - removed
}

/** The offer's total plus every accepted annex (pending and rejected ones do not count). */
export const currentTotalCents = (
	offerTotalCents: number,
	annexes: ReadonlyArray<{ status: string; totalCents: number }>,
) => annexes.reduce((sum, annex) => sum + (annex.status === 'accepted' ? annex.totalCents : 0), offerTotalCents)

export const ANNEX_STATUS_LABELS = {
	pending: 'Pendiente de la decisión del cliente',
	accepted: 'Aceptado',
	rejected: 'Rechazado',
} as const
