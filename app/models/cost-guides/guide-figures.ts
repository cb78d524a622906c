// A cost guide's summary and table from one set of figures: its editorial rows, each replaced by
// the accepted offers' figures when the guide's own service has some (never the whole trade's: a
// guide about showers must not quote tap changes). Isomorphic: the page and its meta description.
import { isComparable, type PriceRange } from '#app/models/prices/prices.ts'
import { type CostGuide, type GuideRow } from './guides.ts'
import { onFirstUse } from '#app/lib/format.ts'

const amount = onFirstUse(() => new Intl.NumberFormat('es-ES', { maximumFractionDigits: 2, useGrouping: 'always' }))

/** The same rounding as every published price: tens of euros from 100 €, whole euros from 10 €. */
function rounded(euros: number) {
	if (euros >= 100) return Math.round(euros / 10) * 10
	if (euros >= 10) return Math.round(euros)
	return Math.round(euros * 100) / 100
}

export type GuideFigure = { concept: string; low: number; high: number; unit: string; from: string | null }

/** A row's figures: the accepted offers' middle half when the row stands for one of them, else the editorial ones. */
function figureOf(row: GuideRow, ranges: { total: PriceRange | null; m2: PriceRange | null }): GuideFigure {
	const range = row.live ? ranges[row.live.metric] : null
	if (!row.live || !range || !isComparable(range))
		return { concept: row.concept, low: row.low, high: row.high, unit: row.unit, from: null }
	const factor = row.live.squareMeters ?? 1
	return {
		concept: row.concept,
		low: rounded(range.p25 * factor),
		high: rounded(range.p75 * factor),
		unit: row.unit,
		from: `presupuestos aceptados en ${range.province ?? 'España'}`,
	}
}

/** «1.400 – 2.500 €» for the table. */
export const figureRange = (figure: GuideFigure) =>
	`${amount().format(figure.low)} – ${amount().format(figure.high)} ${figure.unit}`

/** «entre 1.400 y 2.500 €» for a sentence. */
export const figureBetween = (figure: GuideFigure) =>
	`entre ${amount().format(figure.low)} y ${amount().format(figure.high)} ${figure.unit}`

/** The guide's table and its summary, whose {n} are row n's figures. */
export function guideFigures(guide: CostGuide, ranges: { total: PriceRange | null; m2: PriceRange | null }) {
	const rows = guide.prices.map((row) => figureOf(row, ranges))
	const summary = guide.summary.replace(/\{(\d+)\}/g, (_, index: string) => {
		const figure = rows[Number(index)]
		if (!figure) throw new Error(`Guide ${guide.slug}: its summary names row ${index}, which it does not have`)
		return figureBetween(figure)
	})
	return { summary, rows }
}
