// Price ranges from real offers (the price guides): the published rules and how a range reads.
// Isomorphic: pages, emails and /api share these words and thresholds.
import { formatEuros, formatNumber, plural, onFirstUse } from '#app/lib/format.ts'

// whole euros, grouped like every other amount («1.690 €»)
const wholeEuros = onFirstUse(
	() =>
		new Intl.NumberFormat('es-ES', {
			style: 'currency',
			currency: 'EUR',
			maximumFractionDigits: 0,
			useGrouping: 'always',
		}),
)

/** The window: accepted offers made in the last 12 months. */
export const PRICE_WINDOW_MONTHS = 12
/** A figure needs at least this many accepted offers… */
export const MIN_PRICE_OFFERS = 8
/** …from at least this many distinct craftsmen, so no figure is one craftsman's price. */
export const MIN_PRICE_CRAFTSMEN = 4
/**
 * Two published groups where one holds the other (a title within its trade, a province within
 * Spain) hold the same offers or differ by at least this many: one offer between them would place
 * that craftsman's price (the narrower group is then left out; readers fall back to the wider).
 */
export const MIN_PRICE_GROUP_GAP = 4
/** Published figures are rounded: totals to 5 €, prices per m² to 0,50 € (never a cent-exact price). */
export const PRICE_ROUNDING: Record<PriceMetric, number> = { total: 5, m2: 0.5 }
/** Bars of the distribution chart. */
export const PRICE_BINS = 10

export type PriceMetric = 'total' | 'm2'

/** How wide the group behind a range is, from the narrowest to the widest. */
export type PriceLevel = 'title-province' | 'service-province' | 'title-spain' | 'service-spain'

export type PriceRange = {
	metric: PriceMetric
	level: PriceLevel
	/** the province the figures are for, or null for all Spain */
	province: string | null
	/** the service title the figures are for, or null for the whole trade */
	title: string | null
	offers: number
	craftsmen: number
	p25: number
	median: number
	p75: number
	low: number
	high: number
	bins: number[]
	computedAt: string
	/** the trade's name («Fontanería»), to name a wider group */
	serviceName: string
}

/** A range of the same service (title) as the job: the only one a price may be compared with. */
export const isComparable = (range: Pick<PriceRange, 'level'>) => range.level.startsWith('title-')

/**
 * A figure as people read a price: whole tens of euros from 100 € (1.690 €), whole euros below,
 * cents only under 10 € (a price per m² of 8,50 €).
 */
export function formatPrice(euros: number) {
	if (euros >= 100) return wholeEuros().format(Math.round(euros / 10) * 10)
	if (euros >= 10) return wholeEuros().format(Math.round(euros))
	return formatEuros(Math.round(euros * 100) / 100)
}

/** «1.150 €», «15 €/m²». */
export const formatRangeValue = (range: Pick<PriceRange, 'metric'>, euros: number) =>
	range.metric === 'm2' ? `${formatPrice(euros)}/m²` : formatPrice(euros)

/** «En Madrid», «En España»: where the figures are from, with and without JavaScript alike. */
export const rangePlace = (range: Pick<PriceRange, 'province'>) =>
	range.province ? `En ${range.province}` : 'En España'

/**
 * How a range is introduced: the place for jobs like this one («En Madrid»); for a wider group,
 * the group by name with its sample («Fontanería en Madrid, todos los trabajos: 14 precios»).
 */
export function rangeLabel(range: Pick<PriceRange, 'province' | 'level' | 'serviceName' | 'offers'>) {
	if (isComparable(range)) return rangePlace(range)
	const where = range.province ? `en ${range.province}` : 'en toda España'
	return `${range.serviceName} ${where}, todos los trabajos: ${plural(range.offers, 'precio')}`
}

/**
 * «En Madrid, los clientes aceptaron presupuestos de 1.150 € a 2.400 € para pintar un piso;
 * mediana 1.690 €; 37 presupuestos de 19 profesionales en los últimos 12 meses.» `what` is the
 * job in words («para pintar un piso»), or nothing.
 */
export function rangeSentence(range: PriceRange, what?: string) {
	const value = (euros: number) => formatRangeValue(range, euros)
	return (
		`${rangePlace(range)}, los clientes aceptaron presupuestos de ${value(range.p25)} a ${value(range.p75)}` +
		`${what ? ` ${what}` : ''}; mediana ${value(range.median)}; ` +
		`${plural(range.offers, 'presupuesto')} de ${plural(range.craftsmen, 'profesional', 'profesionales')} ` +
		`en los últimos ${PRICE_WINDOW_MONTHS} meses.`
	)
}

/** The place of a comparison: «en tu provincia» when the figures are the province's. */
export const comparisonPlace = (range: Pick<PriceRange, 'province'>) =>
	range.province ? 'en tu provincia' : 'en España'

/**
 * «un 12 % por debajo de la mediana en tu provincia», «un 8 % por encima…», «en la mediana…»
 * (within half a percent); null against a wider group than the job's own service. `price` is the offer's total with VAT, `median` the expected one.
 */
export function compareWithMedian(price: number, median: number, range: Pick<PriceRange, 'province' | 'level'>) {
	// a wider group (the whole trade) holds other kinds of jobs: no comparison against it
	if (!isComparable(range)) return null
	const percent = Math.round(((price - median) / median) * 100)
	const place = comparisonPlace(range)
	if (percent === 0) return { percent, text: `en la mediana ${place}` }
	const direction = percent < 0 ? 'por debajo' : 'por encima'
	return { percent, text: `un ${formatNumber(Math.abs(percent))} % ${direction} de la mediana ${place}` }
}

/**
 * The one choice of the range a job is shown and compared with: the same service first (per m²
 * when the job gives its size, else totals), then a wider, named group; within each, the province
 * before Spain (getPriceRanges already picked the narrowest row per metric). Values in euros;
 * `comparable` false means the figures are the whole trade's and no offer is measured against them.
 */
export function expectedRange(
	ranges: { total: PriceRange | null; m2: PriceRange | null },
	squareMeters?: number | null,
) {
	const sized = Boolean(squareMeters && squareMeters > 0)
	const candidates = [sized ? ranges.m2 : null, ranges.total].filter((range): range is PriceRange => Boolean(range))
	const range = candidates.find(isComparable) ?? candidates[0]
	if (!range) return null
	const factor = range.metric === 'm2' ? squareMeters! : 1
	return {
		range,
		p25: range.p25 * factor,
		median: range.median * factor,
		p75: range.p75 * factor,
		bySize: range.metric === 'm2',
		comparable: isComparable(range),
		label: rangeLabel(range),
	}
}

/**
 * The wizard's hint: «En Madrid, trabajos así se contrataron por entre 1.150 € y 2.400 € para
 * 80 m² (mediana 1.690 €), según 37 presupuestos aceptados de 19 profesionales en los últimos 12
 * meses.» For a wider group it names the group and says it is not this job's. Null without a range.
 */
export function expectedRangeText(
	ranges: { total: PriceRange | null; m2: PriceRange | null },
	squareMeters?: number | null,
) {
	const expected = expectedRange(ranges, squareMeters)
	if (!expected) return null
	const { range } = expected
	const size = expected.bySize ? ` para ${formatNumber(squareMeters!)} m²` : ''
	const between = `entre ${formatPrice(expected.p25)} y ${formatPrice(expected.p75)}${size} (mediana ${formatPrice(expected.median)})`
	const months = `en los últimos ${PRICE_WINDOW_MONTHS} meses`
	const craftsmen = plural(range.craftsmen, 'profesional', 'profesionales')
	if (!expected.comparable)
		return `Aún no hay bastantes precios de trabajos como este. ${expected.label} de ${craftsmen} ${months}, ${between}.`
	const sample = `${plural(range.offers, 'presupuesto aceptado', 'presupuestos aceptados')} de ${craftsmen} ${months}`
	return `${expected.label}, trabajos así se contrataron por ${between}, según ${sample}.`
}
