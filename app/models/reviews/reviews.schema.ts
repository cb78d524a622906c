import { z } from 'zod'
import { multiLine, singleLine } from '#app/lib/single-line.ts'
import { ID_MAX_LENGTH } from '#app/lib/field-limits.ts'

export const RATING_MESSAGE = 'La valoración debe estar entre 1 y 5'
export const COMMENT_MESSAGE = 'Se requiere un comentario'

/** A client's review of the craftsman who completed their job (spec 000 §5 feedback form). */
export const ReviewSchema = z.object({
	jobId: singleLine({ error: 'Se requiere el trabajo' })
		.trim()
		.min(1, 'Se requiere el trabajo')
		.max(ID_MAX_LENGTH, 'Trabajo no válido'),
	rating: z.coerce.number({ error: RATING_MESSAGE }).int(RATING_MESSAGE).min(1, RATING_MESSAGE).max(5, RATING_MESSAGE),
	comment: multiLine({ error: COMMENT_MESSAGE }).trim().min(1, COMMENT_MESSAGE).max(2000, 'Máximo 2000 caracteres'),
})

export const REPLY_MAX = 1000
export const REPLY_MESSAGE = 'Escribe tu respuesta'

/** A craftsman's one public answer to a review. */
export const ReviewReplySchema = z.object({
	reviewId: singleLine({ error: 'Se requiere la opinión' })
		.trim()
		.min(1, 'Se requiere la opinión')
		.max(ID_MAX_LENGTH, 'Opinión no válida'),
	reply: multiLine({ error: REPLY_MESSAGE })
		.trim()
		.min(1, REPLY_MESSAGE)
		.max(REPLY_MAX, `Máximo ${REPLY_MAX} caracteres`),
})

export const REVIEW_TARGET_MESSAGE = 'Se requiere la oferta (offerId) o el trabajo (jobId)'
const optionalId = (message: string) => singleLine().trim().max(ID_MAX_LENGTH, message).optional()

/**
 * /api/reviews: the contract's clients name the offer that completed the job (`offerId`); `jobId`
 * stays accepted. Rating and comment as in the page's form.
 */
export const ApiReviewSchema = ReviewSchema.pick({ rating: true, comment: true })
	.extend({ offerId: optionalId('Oferta no válida'), jobId: optionalId('Trabajo no válido') })
	.refine((input) => Boolean(input.offerId || input.jobId), { error: REVIEW_TARGET_MESSAGE })
