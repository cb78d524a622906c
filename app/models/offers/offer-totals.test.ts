import { describe, expect, test } from 'vitest'
import { lineTotalCents, offerTotals, toCents } from './offer-totals.ts'

// Every figure below was worked out by hand, on paper, before the code ran.
describe('offer totals in integer cents', () => {
	const bathroom = [
		{ quantity: 12.5, unitPriceCents: 3240 }, // alicatado 12,5 m² × 32,40 € = 405,00 €
		{ quantity: 1, unitPriceCents: 18999 }, // plato de ducha 189,99 €
		{ quantity: 16, unitPriceCents: 2875 }, // mano de obra 16 h × 28,75 € = 460,00 €
	]

	test('a bathroom at 10 %: subtotal 1.054,99 €, VAT 105,50 € (105,499 rounded up), total 1.160,49 €', () => {
		expect(offerTotals({ items: bathroom, vatRate: 10 })).toEqual({
			itemized: true,
			lineCents: [40500, 18999, 46000],
			subtotalCents: 105499,
			vatCents: 10550,
			vatRate: 10,
			totalCents: 116049,
		})
	})

	test('the same at 21 % (the default when lines name no rate): VAT 221,55 € (221,5479), total 1.276,54 €', () => {
		const totals = offerTotals({ items: bathroom })
		expect([totals.vatRate, totals.vatCents, totals.totalCents]).toEqual([21, 22155, 127654])
	})

	test('each line is rounded to the cent, half up; sums that drift in floats do not here', () => {
		expect(lineTotalCents({ quantity: 0.33, unitPriceCents: 10 })).toBe(3) // 3,3 cents
		expect(lineTotalCents({ quantity: 2.5, unitPriceCents: 1 })).toBe(3) // 2,5 cents, half up
		expect(lineTotalCents({ quantity: 3, unitPriceCents: toCents(0.29) })).toBe(87) // 0.29 * 3 = 0.8699999… in floats
		// 0,10 € + 0,20 € is 30 cents, not 0.30000000000000004 €; VAT 6,3 → 6 cents
		expect(
			offerTotals({
				items: [
					{ quantity: 1, unitPriceCents: toCents(0.1) },
					{ quantity: 1, unitPriceCents: toCents(0.2) },
				],
				vatRate: 21,
			}),
		).toMatchObject({ subtotalCents: 30, vatCents: 6, totalCents: 36 })
	})

	test('the largest offer stays exact: 100.000 × 1.000.000 €', () => {
		expect(offerTotals({ items: [{ quantity: 100_000, unitPriceCents: 100_000_000 }], vatRate: 21 })).toMatchObject({
			subtotalCents: 10_000_000_000_000,
			vatCents: 2_100_000_000_000,
			totalCents: 12_100_000_000_000,
		})
	})

	test('a single-price offer is its total, VAT included; a named rate takes the base out of it', () => {
		expect(offerTotals({ priceCents: 121000 })).toEqual({
			itemized: false,
			lineCents: [],
			subtotalCents: null,
			vatCents: null,
			vatRate: null,
			totalCents: 121000,
		})
		// 1.210 € at 21 %: base 1.000 €, VAT 210 €
		expect(offerTotals({ priceCents: 121000, vatRate: 21 })).toMatchObject({ subtotalCents: 100000, vatCents: 21000 })
		// 1.000 € at 10 %: base 909,0909… → 909,09 €, VAT the rest, 90,91 €
		expect(offerTotals({ priceCents: 100000, vatRate: 10 })).toMatchObject({
			subtotalCents: 90909,
			vatCents: 9091,
			totalCents: 100000,
		})
	})
})
