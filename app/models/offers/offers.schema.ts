import { z } from 'zod'
import { singleLine } from '#app/lib/single-line.ts'
import { ID_MAX_LENGTH } from '#app/lib/field-limits.ts'
import { outcomeReasonField } from './bidder-outcome.schema.ts'
import { checkOfferTotal, offerDetailsShape } from './offer-details.schema.ts'
import { AcceptanceSchema } from './offer-acceptance.schema.ts'

export { MAX_PRICE, offerPrice, PRICE_MESSAGE } from './offer-price.ts'

/** The offer form on the job detail: a price, or lines, and the optional details. */
export const OfferFormSchema = z.object(offerDetailsShape).superRefine(checkOfferTotal)

/** POST /api/offers (spec 000 §7): client, job, price, handymanName; offers with lines add the details. */
export const ApiOfferSchema = z
	.object({
		job: singleLine({ error: 'Se requiere el trabajo' })
			.trim()
			.min(1, 'Se requiere el trabajo')
			.max(ID_MAX_LENGTH, 'Trabajo no válido'),
		client: singleLine().trim().max(100).optional(),
		handymanName: singleLine().max(200).optional(),
		...offerDetailsShape,
	})
	.superRefine(checkOfferTotal)

/** PUT /api/offers (spec 000 §7): {offerId, jobId, notifyUser, data {status}}. */
export const ApiOfferUpdateSchema = z.object({
	offerId: singleLine({ error: 'Se requiere la oferta' })
		.trim()
		.min(1, 'Se requiere la oferta')
		.max(64, 'Oferta no válida'),
	jobId: singleLine().trim().max(64, 'Trabajo no válido').optional(),
	// the contract names it, but who is told is the server's rule: accepted and dropped
	notifyUser: z
		.unknown()
		.transform(() => undefined)
		.optional(),
	data: z.object(
		{
			status: z.enum(['pending', 'open', 'accepted', 'rejected', 'completed', 'withdrawn'], {
				error: 'Estado de oferta no válido',
			}),
			/** on acceptance: why the other bidders were not chosen */
			reason: outcomeReasonField,
		},
		{ error: 'Se requiere el nuevo estado' },
	),
	/** the client's signature on accepting; optional (older clients send none) */
	acceptance: AcceptanceSchema.optional(),
})

/** The withdraw form of 'Tu viaje artesanal'. */
export const WithdrawOfferSchema = z.object({
	intent: z.literal('retirar'),
	offerId: singleLine({ error: 'Se requiere la oferta' })
		.trim()
		.min(1, 'Se requiere la oferta')
		.max(64, 'Oferta no válida'),
})
