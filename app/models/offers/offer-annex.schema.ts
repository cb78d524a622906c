// A change annex («anexo», docs/decisions/054-change-annexes.md): what the craftsman sends after the
// client accepted the quote (lines added or changed, each with its kind, and a reason) and what the
// client signs to accept it. One shape for the pages (JavaScript on or off) and /api.
import { z } from 'zod'
import { multiLine } from '#app/lib/single-line.ts'
import { acceptanceShape, checkbox } from './offer-acceptance.schema.ts'
import { OFFER_LIMITS, offerItem } from './offer-details.schema.ts'

export const ANNEX_LIMITS = { reason: 1000, items: 10 } as const

export const ANNEX_MESSAGES = {
	reason: `Explica el motivo del cambio (de 3 a ${ANNEX_LIMITS.reason} caracteres)`,
	items: `Un anexo tiene de 1 a ${ANNEX_LIMITS.items} líneas`,
	replaces: 'Elige una línea del presupuesto o «Línea nueva»',
	received: 'Confirma que has recibido el anexo antes de que se hagan los cambios',
} as const

export const ANNEX_TEXTS = {
	received: 'He recibido el anexo antes de la ejecución de los cambios que describe',
} as const

const replacesPosition = z.preprocess(
	(value) => (value === '' || value === null || value === 'new' ? undefined : value),
	z.coerce
		.number({ error: ANNEX_MESSAGES.replaces })
		.int(ANNEX_MESSAGES.replaces)
		.min(0, ANNEX_MESSAGES.replaces)
		.max(OFFER_LIMITS.items - 1, ANNEX_MESSAGES.replaces)
		.optional(),
)

const isBlankRow = (row: unknown) =>
	typeof row === 'object' &&
	row !== null &&
	['concept', 'quantity', 'unitPrice'].every((key) => {
		const value = (row as Record<string, unknown>)[key]
		return value === undefined || value === null || (typeof value === 'string' && value.trim() === '')
	})

export const annexItem = offerItem.extend({ replacesPosition })

export const AnnexSchema = z.object({
	reason: multiLine({ error: ANNEX_MESSAGES.reason })
		.trim()
		.min(3, ANNEX_MESSAGES.reason)
		.max(ANNEX_LIMITS.reason, ANNEX_MESSAGES.reason),
	// the page offers a few empty rows (no JavaScript needed): a row left blank is no line
	items: z.preprocess(
		(rows) => (Array.isArray(rows) ? rows.filter((row) => !isBlankRow(row)) : rows),
		z
			.array(annexItem, { error: ANNEX_MESSAGES.items })
			.min(1, ANNEX_MESSAGES.items)
			.max(ANNEX_LIMITS.items, ANNEX_MESSAGES.items),
	),
})
export type AnnexInput = z.infer<typeof AnnexSchema>

export const AnnexAcceptanceSchema = z.object({
	name: acceptanceShape.name,
	// the annex's own words: the offer's receipt message would name the quote
	received: checkbox(ANNEX_MESSAGES.received).refine((value) => value, ANNEX_MESSAGES.received),
})
export type AnnexAcceptanceInput = z.infer<typeof AnnexAcceptanceSchema>

/**
 * /api: the client's decision on a pending annex. `acceptance` is optional as in the offer's accept
 * (docs/decisions/051): an old client's accept is recorded without a typed name, hash included.
 */
export const ApiAnnexDecisionSchema = z.object({
	status: z.enum(['accepted', 'rejected'], { error: 'El estado debe ser accepted o rejected' }),
	acceptance: z.object(AnnexAcceptanceSchema.shape, { error: 'La aceptación debe ser un objeto' }).optional(),
})
export type ApiAnnexDecisionInput = z.infer<typeof ApiAnnexDecisionSchema>
