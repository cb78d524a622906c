import { z } from 'zod'
import { singleLine } from '#app/lib/single-line.ts'
import { ID_MAX_LENGTH } from '#app/lib/field-limits.ts'
import { AcceptanceSchema } from '#app/models/offers/offer-acceptance.schema.ts'

/** PUT /api/jobpost/offer_status: the client's decision on a pending offer. */
export const OfferStatusSchema = z.object({
	offerId: singleLine({ error: 'Se requiere la oferta (offerId)' })
		.trim()
		.min(1, 'Se requiere la oferta (offerId)')
		.max(ID_MAX_LENGTH, 'Oferta no válida'),
	status: z.enum(['accepted', 'rejected'], { error: 'El estado debe ser accepted o rejected' }),
	/** the client's signature on accepting; optional (older clients send none) */
	acceptance: AcceptanceSchema.optional(),
})

/** PUT /api/jobpost/complete: the job (id) whose work is done. */
export const CompleteJobSchema = z.object({
	id: singleLine({ error: 'Se requiere el trabajo (id)' })
		.trim()
		.min(1, 'Se requiere el trabajo (id)')
		.max(ID_MAX_LENGTH, 'Trabajo no válido'),
})

/** POST /api/jobpost/reveal_phone: the job whose client's phone a craftsman reveals. */
export const RevealPhoneSchema = z.object({
	jobId: singleLine({ error: 'Se requiere el trabajo (jobId)' })
		.trim()
		.min(1, 'Se requiere el trabajo (jobId)')
		.max(40),
})
