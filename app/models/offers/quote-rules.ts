// The legal content of a quote (docs/decisions/051-quote-and-signed-acceptance.md): what each line is, the
// 10 % VAT's materials limit, the trades that need an installer's registry number or carry a legal
// minimum guarantee, and the advance the comparison flags. Pure: the form, the model, the
// comparison, /api and the PDF all call these.
import { formatNumber } from '#app/lib/format.ts'
import { lineTotalCents, type OfferLine } from './offer-totals.ts'

export const OFFER_ITEM_KINDS = ['materials', 'labour', 'other'] as const
export type OfferItemKind = (typeof OFFER_ITEM_KINDS)[number]

const ITEM_KIND_LABELS: Record<OfferItemKind, string> = {
	materials: 'Materiales',
	labour: 'Mano de obra',
	other: 'Otros',
}

/** «Materiales», «Mano de obra», «Otros». */
export const itemKindLabel = (kind: OfferItemKind) => ITEM_KIND_LABELS[kind]

/** Ley 37/1992 art. 91.Uno.2.10º: materials supplied by the craftsman at most 40 % of the taxable base. */
export const REDUCED_VAT_MAX_MATERIALS_PERCENT = 40
export const REDUCED_VAT_RATE = 10
export const GENERAL_VAT_RATE = 21
/** OCU's advice: no more than a quarter of the price before the work starts. */
export const UPFRONT_WARNING_PERCENT = 25
export const GUARANTEE_MAX_MONTHS = 120

/** The PDF's line where the client accepted a 10 % offer without declaring (an /api accept without `acceptance`). */
export const REDUCED_VAT_UNDECLARED =
	'IVA al tipo reducido del 10 % aplicado por el profesional. El cliente no ha declarado en la plataforma que la obra sea en una vivienda particular con más de dos años de antigüedad.'

export const REDUCED_VAT_LEGAL_MENTION =
	'IVA al tipo reducido del 10 % conforme al artículo 91.Uno.2.10º de la Ley 37/1992 del IVA: obra de renovación o reparación de una vivienda particular con más de dos años de antigüedad, declarada por el cliente, con materiales aportados por el profesional que no superan el 40 % de la base imponible.'

type KindLine = OfferLine & { kind: OfferItemKind }

/** Materials' share of the base, exactly: `materialsCents` and `subtotalCents` (cents, integers). */
export function materialsShare(items: KindLine[]) {
	let materialsCents = 0
	let subtotalCents = 0
	for (const item of items) {
		const cents = lineTotalCents(item)
		subtotalCents += cents
		if (item.kind === 'materials') materialsCents += cents
	}
	return { materialsCents, subtotalCents }
}

/** The 10 % rate's own condition on the quote: at most 40 % of the base in materials (exact in cents). */
export function materialsWithinReducedVat(items: KindLine[]) {
	const { materialsCents, subtotalCents } = materialsShare(items)
	return materialsCents * 100 <= REDUCED_VAT_MAX_MATERIALS_PERCENT * subtotalCents
}

/**
 * The refusal when the 10 % is asked for a quote it does not fit; null when it fits. A single
 * price has no lines to measure: the craftsman keeps the final word there, as before the line kinds.
 */
export function reducedVatIssue(items: KindLine[]) {
	if (!items.length || materialsWithinReducedVat(items)) return null
	const { materialsCents, subtotalCents } = materialsShare(items)
	const percent = formatNumber(Math.round((materialsCents * 10_000) / subtotalCents) / 100)
	return `El IVA del 10 % solo se aplica si los materiales no superan el ${REDUCED_VAT_MAX_MATERIALS_PERCENT} % de la base imponible (aquí son el ${percent} %). Elige el 21 %.`
}

/** What a job's trade asks of its quote: an installer's registry, a legal minimum guarantee. */
type TradeRule = { registry?: string; minGuaranteeMonths?: number }

// REBT (RD 842/2002) for low-voltage electrical installers; RITE (RD 1027/2007) for thermal
// installations (heating, air conditioning, hot water); RD 58/1988 art. 6.2: repairs and installations
// of household appliances that use energy are guaranteed at least three months.
const TRADE_RULES: Record<string, TradeRule> = {
	electrician: { registry: 'instalador en baja tensión (REBT)' },
	'air-conditioning': { registry: 'empresa instaladora térmica (RITE)', minGuaranteeMonths: 3 },
	'climate-technicians': { registry: 'empresa instaladora térmica (RITE)', minGuaranteeMonths: 3 },
	heating: { registry: 'empresa instaladora térmica (RITE)', minGuaranteeMonths: 3 },
	plumbing: { registry: 'empresa instaladora de fontanería / térmica (RITE)' },
}

export const tradeRule = (serviceId: string | null | undefined): TradeRule =>
	(serviceId && TRADE_RULES[serviceId]) || {}

type TradeFields = { items?: unknown[]; guaranteeMonths?: number; upfrontPercent?: number; registryNumber?: string }

/**
 * Whether an offer is a full quote (lines, a guarantee or an advance stated) rather than the spec's
 * single price. Only a full quote owes the trade's registry number: an /api client from before the
 * quote fields sends a bare price and must keep working unchanged (docs/decisions/051-quote-and-signed-acceptance.md).
 */
export const isFullQuote = (details: TradeFields) =>
	Boolean(details.items?.length) || details.guaranteeMonths !== undefined || details.upfrontPercent !== undefined

/** The trade's demands the quote misses, as field issues (the form shows them; the model refuses). */
export function tradeIssues(details: TradeFields, serviceId: string | null | undefined) {
	const rule = tradeRule(serviceId)
	const issues: Array<{ path: 'registryNumber' | 'guaranteeMonths'; message: string }> = []
	if (rule.registry && isFullQuote(details) && !details.registryNumber)
		issues.push({
			path: 'registryNumber',
			message: `Este oficio exige tu número de registro industrial como ${rule.registry}`,
		})
	if (
		rule.minGuaranteeMonths &&
		details.items?.length &&
		details.guaranteeMonths !== undefined &&
		details.guaranteeMonths < rule.minGuaranteeMonths
	)
		issues.push({
			path: 'guaranteeMonths',
			message: `La ley exige al menos ${rule.minGuaranteeMonths} meses de garantía en este oficio (RD 58/1988, art. 6)`,
		})
	return issues
}

/** What the client saves with the 10 % against the 21 %, on this base (cents). */
export const reducedVatSavingCents = (subtotalCents: number) =>
	Math.round((subtotalCents * (GENERAL_VAT_RATE - REDUCED_VAT_RATE)) / 100)

/** The comparison's warnings about one offer's terms. */
export function quoteFlags(offer: { guaranteeMonths: number | null; upfrontPercent: number | null }) {
	const flags: string[] = []
	if (!offer.guaranteeMonths) flags.push('Sin garantía')
	if (offer.upfrontPercent !== null && offer.upfrontPercent > UPFRONT_WARNING_PERCENT)
		flags.push(`Adelanto superior al ${UPFRONT_WARNING_PERCENT} %`)
	return flags
}

/** «6 meses», «1 mes», «Sin garantía». */
export const guaranteeLabel = (months: number | null) =>
	months ? `${formatNumber(months)} ${months === 1 ? 'mes' : 'meses'}` : 'Sin garantía'

/** «30 % antes de empezar», «Nada por adelantado», «—» when the offer does not say. */
export const upfrontLabel = (percent: number | null) =>
	percent === null ? '—' : percent === 0 ? 'Nada por adelantado' : `${formatNumber(percent)} % antes de empezar`
