import { z } from 'zod'
import { outcomeReasonField } from './bidder-outcome.ts'

export const PRICE_MESSAGE = 'El precio debe ser un número mayor o igual que 1'
export const MAX_PRICE = 1_000_000

/** An offer's price in euros (spec: a number of at least 1); a Spanish decimal comma is accepted. */
export const offerPrice = z.preprocess(
	(value) =>
		value === '' || value === null ? undefined : typeof value === 'string' ? value.trim().replace(',', '.') : value,
	z.coerce
		.number({ error: PRICE_MESSAGE })
		.min(1, PRICE_MESSAGE)
		.max(MAX_PRICE, 'El precio no puede superar 1.000.000 €')
		.transform((price) => Math.round(price * 100) / 100),
)

/** The offer form on the job detail. */
export const OfferFormSchema = z.object({ price: offerPrice })

/** POST /api/offers (spec 000 §7): client, job, price, handymanName. */
export const ApiOfferSchema = z.object({
	job: z.string({ error: 'Se requiere el trabajo' }).trim().min(1, 'Se requiere el trabajo'),
	client: z.string().trim().optional(),
	price: offerPrice,
	handymanName: z.string().optional(),
})

/** PUT /api/offers (spec 000 §7): {offerId, jobId, notifyUser, data {status}}. */
export const ApiOfferUpdateSchema = z.object({
	offerId: z.string({ error: 'Se requiere la oferta' }).trim().min(1, 'Se requiere la oferta'),
	jobId: z.string().trim().optional(),
	notifyUser: z.unknown().optional(),
	data: z.object(
		{
			status: z.enum(['pending', 'open', 'accepted', 'rejected', 'completed', 'withdrawn'], {
				error: 'Estado de oferta no válido',
			}),
			/** on acceptance: why the other bidders were not chosen (issue 17 §3) */
			reason: outcomeReasonField,
		},
		{ error: 'Se requiere el nuevo estado' },
	),
})

/** The withdraw form of 'Tu viaje artesanal'. */
export const WithdrawOfferSchema = z.object({
	intent: z.literal('retirar'),
	offerId: z.string({ error: 'Se requiere la oferta' }).trim().min(1, 'Se requiere la oferta'),
})
