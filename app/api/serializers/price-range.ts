import { type PriceRange } from '#app/models/prices/prices.ts'

/** A range as /api answers it: euros rounded to cents, the level and its sample sizes. */
export function serializePriceRange(range: PriceRange) {
	const euros = (value: number) => Math.round(value * 100) / 100
	return {
		level: range.level,
		province: range.province,
		title: range.title,
		offers: range.offers,
		craftsmen: range.craftsmen,
		p25: euros(range.p25),
		median: euros(range.median),
		p75: euros(range.p75),
		computedAt: range.computedAt,
	}
}
