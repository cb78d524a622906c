// Forms and /api bodies of the admin's craftsman verification and user blocking.
// Shared by the pages, their actions and /api, so every client gets the same Spanish messages.
import { z } from 'zod'
import { multiLine, singleLine } from '#app/lib/single-line.ts'

export const REASON_REQUIRED = 'Indica el motivo'
export const REASON_TOO_LONG = 'Máximo 1000 caracteres'

const reason = multiLine({ error: REASON_REQUIRED }).trim().min(1, REASON_REQUIRED).max(1000, REASON_TOO_LONG)

/** A refusal through PUT /api/user/craftman: its `message` is the reason the craftsman reads (required). */
export const LegacyRefusalSchema = z.object({ message: reason })

/** The two buttons of the verification page: verify, or refuse with a reason. */
export const VerificationDecisionSchema = z.discriminatedUnion('intent', [
	z.object({ intent: z.literal('verificar') }),
	z.object({ intent: z.literal('rechazar'), reason }),
])

/** PUT /api/user/craftman/{id}: {status: 'verified'} or {status: 'refused', reason}. */
export const VerificationApiSchema = z.discriminatedUnion(
	'status',
	[z.object({ status: z.literal('verified') }), z.object({ status: z.literal('refused'), reason })],
	{ error: 'El estado debe ser verified o refused' },
)

/**
 * PUT /api/user/craftman from an admin, as the contract's admin clients send it: the craftsman's
 * new `status` for the user `user`, and a `message` for the email to him (the reason when refusing).
 */
export const LegacyVerificationApiSchema = z.object({
	status: z.enum(['verified', 'unverified', 'refused'], { error: 'El estado debe ser verified o unverified' }),
	user: singleLine({ error: 'Indica el oficial (user)' })
		.trim()
		.min(1, 'Indica el oficial (user)')
		.max(50, 'Oficial no válido'),
	message: multiLine().trim().max(1000, REASON_TOO_LONG).optional(),
})

/** The user page: block (a reason is required) or unblock. */
export const BlockDecisionSchema = z.discriminatedUnion('intent', [
	z.object({ intent: z.literal('bloquear'), reason }),
	z.object({ intent: z.literal('desbloquear') }),
])

/** The queue's status filter: the page's Spanish values and the /api's legacy ones. */
export const REVIEW_FILTERS = ['pendiente', 'rechazado', 'verificado', 'todos'] as const
export type ReviewFilter = (typeof REVIEW_FILTERS)[number]

export function readReviewFilter(value: string | null): ReviewFilter {
	return (REVIEW_FILTERS as readonly string[]).includes(value ?? '') ? (value as ReviewFilter) : 'pendiente'
}

export const ADMIN_PAGE_SIZE = 20
