// Where a warranty claim stands and who may move it where: the one table the model, the pages and
// /api read (issue 43.5). The model writes every move with its `from` in the where of the update,
// so a stale page or a second click changes nothing.
import { type WarrantyClaimStatus } from '#app/generated/prisma/enums.ts'

export type ClaimStatus = WarrantyClaimStatus

/** Days the craftsman has to answer before he is reminded and the client may escalate. */
export const CLAIM_ANSWER_DAYS = 7

export const CLAIM_STATUS_LABELS: Record<ClaimStatus, string> = {
	open: 'Esperando respuesta del profesional',
	resolved: 'El profesional dice que está resuelta',
	not_applicable: 'El profesional dice que no procede',
	confirmed: 'Cerrada: confirmada por el cliente',
	escalated: 'En revisión por el equipo de Reformas',
	upheld: 'Decidida a favor del cliente',
	dismissed: 'Decidida a favor del profesional',
}

/** Claims still waiting for someone: one at a time per job. */
export const UNFINISHED_CLAIM_STATUSES = [
	'open',
	'resolved',
	'not_applicable',
	'escalated',
] as const satisfies ClaimStatus[]

export type ClaimActor = 'client' | 'craftsman' | 'admin'

export const CLAIM_MOVES = {
	/** the craftsman: «Resuelto» */
	resolve: { by: 'craftsman', from: ['open'], to: 'resolved' },
	/** the craftsman: «No procede», with a reason */
	reject: { by: 'craftsman', from: ['open'], to: 'not_applicable' },
	/** the client accepts the answer */
	confirm: { by: 'client', from: ['resolved', 'not_applicable'], to: 'confirmed' },
	/** the client asks an admin: after an answer, or when none came within CLAIM_ANSWER_DAYS */
	escalate: { by: 'client', from: ['resolved', 'not_applicable', 'open'], to: 'escalated' },
	/** the admin decides for the client */
	uphold: { by: 'admin', from: ['escalated'], to: 'upheld' },
	/** the admin decides for the craftsman */
	dismiss: { by: 'admin', from: ['escalated'], to: 'dismissed' },
} as const satisfies Record<string, { by: ClaimActor; from: readonly ClaimStatus[]; to: ClaimStatus }>

export type ClaimMove = keyof typeof CLAIM_MOVES

/** Whether the client may escalate an unanswered claim yet (its clock ran out). */
export const answerOverdue = (createdAt: Date, now = new Date()) =>
	now.getTime() - createdAt.getTime() >= CLAIM_ANSWER_DAYS * 86_400_000

/** The moves `actor` may make on a claim in `status` at `now` (the buttons a page shows). */
export function allowedMoves(actor: ClaimActor, claim: { status: ClaimStatus; createdAt: Date }, now = new Date()) {
	return (Object.keys(CLAIM_MOVES) as ClaimMove[]).filter((move) => {
		const rule = CLAIM_MOVES[move]
		if (rule.by !== actor || !(rule.from as readonly ClaimStatus[]).includes(claim.status)) return false
		return !(move === 'escalate' && claim.status === 'open' && !answerOverdue(claim.createdAt, now))
	})
}
