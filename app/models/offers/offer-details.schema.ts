// What an offer may carry besides its price — lines, VAT rate, dates, duration and
// what is included or excluded. One shape for the job-detail form (JavaScript on or off) and
// POST /api/offers; every field optional, so the spec's single-price offer stays valid.
import { z } from 'zod'
import { multiLine, singleLine } from '#app/lib/single-line.ts'
import { MAX_PRICE, offerPrice, PRICE_MESSAGE } from './offer-price.ts'
import { offerTotals, toCents, VAT_RATES, type VatRate } from './offer-totals.ts'
import { GUARANTEE_MAX_MONTHS, OFFER_ITEM_KINDS, REDUCED_VAT_RATE, reducedVatIssue } from './quote-rules.ts'

export const OFFER_LIMITS = {
	items: 30,
	concept: 120,
	quantity: 100_000,
	unitPrice: 1_000_000,
	text: 1000,
	durationDays: 365,
	/** how far ahead a validity or start date may be */
	aheadDays: 730,
	registryNumber: 40,
} as const

/** Units a line may be counted in (a closed list keeps the comparison readable). */
export const OFFER_UNITS = ['ud', 'm²', 'm', 'm³', 'h', 'día', 'kg', 'l', 'global'] as const

export const OFFER_DETAIL_MESSAGES = {
	concept: `Escribe el concepto (hasta ${OFFER_LIMITS.concept} caracteres)`,
	quantity: 'La cantidad debe ser un número entre 0,01 y 100.000',
	unit: 'Elige una unidad de la lista',
	unitPrice: 'El precio unitario debe ser un número entre 0 y 1.000.000 €',
	items: `Una oferta puede tener como máximo ${OFFER_LIMITS.items} líneas`,
	total: 'El total de la oferta debe estar entre 1 € y 1.000.000 €',
	vatRate: 'El IVA debe ser del 21 % o del 10 %',
	date: 'Escribe una fecha válida (AAAA-MM-DD) desde hoy y en los próximos dos años',
	duration: `La duración debe ser un número entero de días entre 1 y ${OFFER_LIMITS.durationDays}`,
	text: `Como máximo ${OFFER_LIMITS.text} caracteres`,
	kind: 'Elige el tipo de línea: materiales, mano de obra u otros',
	guaranteeRequired: 'Indica los meses de garantía del trabajo (0 si no das garantía)',
	guarantee: `La garantía debe ser un número entero de meses entre 0 y ${GUARANTEE_MAX_MONTHS}`,
	upfront: 'El adelanto debe ser un porcentaje entero entre 0 y 100',
	registryNumber: `El número de registro industrial tiene como máximo ${OFFER_LIMITS.registryNumber} caracteres`,
} as const

const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value)

/** A decimal with a Spanish comma accepted, at most 2 decimals kept. */
const decimal = (message: string, min: number, max: number) =>
	z.preprocess(
		(value) => (typeof value === 'string' ? value.trim().replace(',', '.') : value),
		z.coerce
			.number({ error: message })
			.min(min, message)
			.max(max, message)
			.transform((n) => Math.round(n * 100) / 100),
	)

export const offerItem = z.object({
	concept: singleLine({ error: OFFER_DETAIL_MESSAGES.concept })
		.trim()
		.min(1, OFFER_DETAIL_MESSAGES.concept)
		.max(OFFER_LIMITS.concept, OFFER_DETAIL_MESSAGES.concept),
	quantity: decimal(OFFER_DETAIL_MESSAGES.quantity, 0.01, OFFER_LIMITS.quantity),
	unit: z.enum(OFFER_UNITS, { error: OFFER_DETAIL_MESSAGES.unit }),
	unitPrice: decimal(OFFER_DETAIL_MESSAGES.unitPrice, 0, OFFER_LIMITS.unitPrice),
	// an /api client from before the kinds sends none: «Otros»
	kind: z.preprocess(
		blankToUndefined,
		z.enum(OFFER_ITEM_KINDS, { error: OFFER_DETAIL_MESSAGES.kind }).default('other'),
	),
})

export type OfferItemInput = z.infer<typeof offerItem>

/** Today in Madrid as YYYY-MM-DD (the dates an offer names are Spanish calendar days). */
export const madridToday = (now = new Date()) => now.toLocaleDateString('sv-SE', { timeZone: 'Europe/Madrid' })

const isoDay = z.preprocess(
	blankToUndefined,
	singleLine({ error: OFFER_DETAIL_MESSAGES.date })
		.trim()
		.regex(/^\d{4}-\d{2}-\d{2}$/, OFFER_DETAIL_MESSAGES.date)
		.refine((day) => {
			const date = new Date(`${day}T00:00:00Z`)
			if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== day) return false
			const today = new Date(`${madridToday()}T00:00:00Z`).getTime()
			return date.getTime() >= today && date.getTime() <= today + OFFER_LIMITS.aheadDays * 86_400_000
		}, OFFER_DETAIL_MESSAGES.date)
		.optional(),
)

const wholeNumber = (message: string, max: number) =>
	z.preprocess(
		blankToUndefined,
		z.coerce.number({ error: message }).int(message).min(0, message).max(max, message).optional(),
	)

const longText = z.preprocess(
	blankToUndefined,
	multiLine({ error: OFFER_DETAIL_MESSAGES.text }).trim().max(OFFER_LIMITS.text, OFFER_DETAIL_MESSAGES.text).optional(),
)

export const offerDetailsShape = {
	/** the single price (VAT included); ignored when there are lines, which give the total */
	price: z.preprocess(blankToUndefined, offerPrice.optional()),
	items: z
		.array(offerItem, { error: OFFER_DETAIL_MESSAGES.items })
		.max(OFFER_LIMITS.items, OFFER_DETAIL_MESSAGES.items)
		.optional(),
	vatRate: z.preprocess(
		blankToUndefined,
		z.coerce
			.number({ error: OFFER_DETAIL_MESSAGES.vatRate })
			.refine((rate): rate is VatRate => (VAT_RATES as readonly number[]).includes(rate), OFFER_DETAIL_MESSAGES.vatRate)
			.optional(),
	),
	validUntil: isoDay,
	earliestStart: isoDay,
	durationDays: z.preprocess(
		blankToUndefined,
		z.coerce
			.number({ error: OFFER_DETAIL_MESSAGES.duration })
			.int(OFFER_DETAIL_MESSAGES.duration)
			.min(1, OFFER_DETAIL_MESSAGES.duration)
			.max(OFFER_LIMITS.durationDays, OFFER_DETAIL_MESSAGES.duration)
			.optional(),
	),
	/** months of guarantee; required once the offer has lines */
	guaranteeMonths: wholeNumber(OFFER_DETAIL_MESSAGES.guarantee, GUARANTEE_MAX_MONTHS),
	/** the share of the total asked before work starts */
	upfrontPercent: wholeNumber(OFFER_DETAIL_MESSAGES.upfront, 100),
	/** the installer's industrial registry number, where the job's trade needs one (quote-rules.ts) */
	registryNumber: z.preprocess(
		blankToUndefined,
		singleLine({ error: OFFER_DETAIL_MESSAGES.registryNumber })
			.trim()
			.min(1, OFFER_DETAIL_MESSAGES.registryNumber)
			.max(OFFER_LIMITS.registryNumber, OFFER_DETAIL_MESSAGES.registryNumber)
			.optional(),
	),
	included: longText,
	excluded: longText,
}

type Details = {
	price?: number
	items?: OfferItemInput[]
	vatRate?: number
	guaranteeMonths?: number
}

/**
 * Lines give the total; without them a price is required (the spec's message). With lines the
 * guarantee must be stated, and the 10 % rate must fit its materials limit (quote-rules.ts).
 */
export function checkOfferTotal(value: Details, ctx: z.RefinementCtx) {
	const lines = (value.items ?? []).map((item) => ({ ...item, unitPriceCents: toCents(item.unitPrice) }))
	if (value.vatRate === REDUCED_VAT_RATE) {
		const issue = reducedVatIssue(lines)
		if (issue) ctx.addIssue({ code: 'custom', path: ['vatRate'], message: issue })
	}
	if (!value.items?.length) {
		if (value.price === undefined) ctx.addIssue({ code: 'custom', path: ['price'], message: PRICE_MESSAGE })
		return
	}
	if (value.guaranteeMonths === undefined)
		ctx.addIssue({ code: 'custom', path: ['guaranteeMonths'], message: OFFER_DETAIL_MESSAGES.guaranteeRequired })
	const { totalCents } = offerTotals({
		items: value.items.map((item) => ({ quantity: item.quantity, unitPriceCents: toCents(item.unitPrice) })),
		vatRate: value.vatRate as VatRate | undefined,
	})
	if (totalCents < 100 || totalCents > MAX_PRICE * 100)
		ctx.addIssue({ code: 'custom', path: ['items'], message: OFFER_DETAIL_MESSAGES.total })
}

export const OfferDetailsSchema = z.object(offerDetailsShape).superRefine(checkOfferTotal)
export type OfferDetails = z.infer<typeof OfferDetailsSchema>
