// Isomorphic schemas of warranty claims, shared by the forms (conform) and the actions: the
// client's claim, the craftsman's answer, the client's reply, the admin's decision.
import { z } from 'zod'
import { ID_MAX_LENGTH } from '#app/lib/field-limits.ts'
import { multiLine, singleLine } from '#app/lib/single-line.ts'

export const CLAIM_TEXT_MIN = 20
export const CLAIM_TEXT_MAX = 2000
export const CLAIM_ANSWER_MAX = 2000
export const CLAIM_DECISION_MAX = 1000
/** Photos one claim may carry (each through the upload limits every page uses). */
export const CLAIM_PHOTOS_MAX = 4

const id = (what: string) =>
	singleLine({ error: `Se requiere ${what}` })
		.trim()
		.min(1, `Se requiere ${what}`)
		.max(ID_MAX_LENGTH, `${what} no válido`)

const CLAIM_TEXT_REQUIRED = 'Describe qué falla'

/** «Reclamar en garantía»: the photos travel as files beside it (images, at most CLAIM_PHOTOS_MAX). */
export const WarrantyClaimSchema = z.object({
	intent: z.literal('reclamar'),
	jobId: id('el trabajo'),
	text: multiLine({ error: CLAIM_TEXT_REQUIRED })
		.trim()
		.min(CLAIM_TEXT_MIN, `Describe qué falla con al menos ${CLAIM_TEXT_MIN} caracteres`)
		.max(CLAIM_TEXT_MAX, `Máximo ${CLAIM_TEXT_MAX} caracteres`),
})

const REASON_REQUIRED = 'Explica al cliente por qué no procede'

/** The craftsman's answer: «Resuelto» (a note optional) or «No procede» (a reason required). */
export const WarrantyAnswerFields = z.object({
	intent: z.enum(['resuelto', 'no_procede'], { error: 'Acción no válida' }),
	claimId: id('la reclamación'),
	answer: multiLine().trim().max(CLAIM_ANSWER_MAX, `Máximo ${CLAIM_ANSWER_MAX} caracteres`).optional(),
})
export const WarrantyAnswerSchema = WarrantyAnswerFields.refine(
	(value) => value.intent !== 'no_procede' || Boolean(value.answer),
	{
		message: REASON_REQUIRED,
		path: ['answer'],
	},
)

/** The client's reply to the answer. */
export const WarrantyReplySchema = z.object({
	intent: z.enum(['confirmar', 'escalar'], { error: 'Acción no válida' }),
	claimId: id('la reclamación'),
})

const MESSAGE_REQUIRED = 'Escribe el mensaje para el cliente y el profesional'

/** The admin's decision on an escalated claim, with a message both parties read. */
export const WarrantyDecisionSchema = z.object({
	intent: z.enum(['a_favor_cliente', 'a_favor_profesional'], { error: 'Acción no válida' }),
	claimId: id('la reclamación'),
	message: multiLine({ error: MESSAGE_REQUIRED })
		.trim()
		.min(1, MESSAGE_REQUIRED)
		.max(CLAIM_DECISION_MAX, `Máximo ${CLAIM_DECISION_MAX} caracteres`),
})

/** /api: photos are the addresses POST /api/upload answered (the client's own uploads). */
export const ApiWarrantyClaimSchema = WarrantyClaimSchema.omit({ intent: true }).extend({
	images: z
		.array(singleLine().trim().min(1, 'Foto no válida').max(500, 'Foto no válida'), {
			error: 'Las fotos van en una lista de direcciones (images)',
		})
		.max(CLAIM_PHOTOS_MAX, `Puedes adjuntar hasta ${CLAIM_PHOTOS_MAX} fotos`)
		.optional(),
})
