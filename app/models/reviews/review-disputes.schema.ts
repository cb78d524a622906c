// Isomorphic schemas of review disputes: the craftsman's dispute, the admin's decision, the
// client's deletion of her own review.
import { z } from 'zod'
import { ID_MAX_LENGTH } from '#app/lib/field-limits.ts'
import { multiLine, singleLine } from '#app/lib/single-line.ts'

export const DISPUTE_REASONS = ['not_client', 'not_about_job', 'offensive'] as const
export type DisputeReason = (typeof DISPUTE_REASONS)[number]

/** What each reason reads as, for the craftsman's form, the admin's queue and the client's notice. */
export const DISPUTE_REASON_LABELS: Record<DisputeReason, string> = {
	not_client: 'No es cliente mío: no hice este trabajo para quien la escribe',
	not_about_job: 'No habla del trabajo que hice',
	offensive: 'Es ofensiva (insultos, datos personales, discriminación)',
}

export const DISPUTE_TEXT_MAX = 1000
export const DISPUTE_MESSAGE_MAX = 1000
const TEXT_REQUIRED = 'Explica por qué la opinión incumple las normas'
const MESSAGE_REQUIRED = 'Escribe el mensaje para el profesional y el cliente'
const REASON_REQUIRED = 'Elige el motivo'

const reviewId = singleLine({ error: 'Se requiere la opinión' })
	.trim()
	.min(1, 'Se requiere la opinión')
	.max(ID_MAX_LENGTH, 'Opinión no válida')

/** A craftsman disputes a review of his (once). */
export const ReviewDisputeSchema = z.object({
	intent: z.literal('reclamar'),
	reviewId,
	reason: z.enum(DISPUTE_REASONS, { error: REASON_REQUIRED }),
	text: multiLine({ error: TEXT_REQUIRED })
		.trim()
		.min(1, TEXT_REQUIRED)
		.max(DISPUTE_TEXT_MAX, `Máximo ${DISPUTE_TEXT_MAX} caracteres`),
})

/** An admin hides a clearly abusive disputed review while deciding, or decides the dispute. */
export const DisputeDecisionSchema = z.discriminatedUnion(
	'intent',
	[
		z.object({ intent: z.literal('ocultar'), reviewId }),
		z.object({
			intent: z.enum(['retirar', 'mantener']),
			reviewId,
			message: multiLine({ error: MESSAGE_REQUIRED })
				.trim()
				.min(1, MESSAGE_REQUIRED)
				.max(DISPUTE_MESSAGE_MAX, `Máximo ${DISPUTE_MESSAGE_MAX} caracteres`),
		}),
	],
	{ error: 'Acción no válida' },
)

/** The client deletes her own review. */
export const DeleteReviewSchema = z.object({ intent: z.literal('eliminar'), reviewId })
