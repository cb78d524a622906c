// An offer's totals, in integer cents (no float drift). Pure: the form's preview, the
// model that stores the price, the comparison and /api all call it.

/** 21 % general rate; 10 % for qualifying home renovations (chosen by the craftsman). */
export const VAT_RATES = [21, 10] as const
export type VatRate = (typeof VAT_RATES)[number]
export const DEFAULT_VAT_RATE: VatRate = 21

export type OfferLine = {
	/** up to 2 decimals (2,5 m²) */
	quantity: number
	unitPriceCents: number
}

export type OfferTotals = {
	/** true when the price comes from the lines */
	itemized: boolean
	lineCents: number[]
	/** before VAT; null for a single-price offer that names no rate */
	subtotalCents: number | null
	vatCents: number | null
	vatRate: VatRate | null
	/** what the client pays, VAT included: the offer's `price` */
	totalCents: number
}

/** Euros with at most 2 decimals → cents (0,29 → 29, not 28.999…). */
export const toCents = (euros: number) => Math.round(euros * 100)

/** a / b rounded half up, exactly (both non-negative integers). */
function divRound(a: number, b: number) {
	return Number((2n * BigInt(a) + BigInt(b)) / (2n * BigInt(b)))
}

/** A line's amount: quantity × unit price, rounded to the cent. */
export const lineTotalCents = (line: OfferLine) => divRound(toCents(line.quantity) * line.unitPriceCents, 100)

/**
 * With lines: subtotal = Σ lines, VAT = subtotal × rate (rounded once, on the subtotal, as an
 * invoice does), total = subtotal + VAT. Without lines the single price is the total, VAT
 * included as it always was; when a rate is named the base is taken out of it.
 */
export function offerTotals({
	items = [],
	vatRate,
	priceCents,
}: {
	items?: OfferLine[]
	vatRate?: VatRate | null
	priceCents?: number | null
}): OfferTotals {
	if (items.length > 0) {
		const rate = vatRate ?? DEFAULT_VAT_RATE
		const lineCents = items.map(lineTotalCents)
		const subtotalCents = lineCents.reduce((sum, cents) => sum + cents, 0)
		const vatCents = divRound(subtotalCents * rate, 100)
		return { itemized: true, lineCents, subtotalCents, vatCents, vatRate: rate, totalCents: subtotalCents + vatCents }
	}
	const totalCents = priceCents ?? 0
	if (!vatRate)
		return { itemized: false, lineCents: [], subtotalCents: null, vatCents: null, vatRate: null, totalCents }
	const subtotalCents = divRound(totalCents * 100, 100 + vatRate)
	return { itemized: false, lineCents: [], subtotalCents, vatCents: totalCents - subtotalCents, vatRate, totalCents }
}
