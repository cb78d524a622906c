// Every bidder learns the outcome. The reasons a client may give, and how a bidder
// reads the outcome: one place for the notification, the email and «Tu viaje artesanal».
import { type OfferOutcomeReason } from '#app/generated/prisma/enums.ts'

export const OUTCOME_REASON_LABELS = {
	precio: 'precio',
	plazo: 'plazo',
	otro_profesional: 'otro profesional',
	ya_no_lo_necesito: 'ya no lo necesito',
} as const satisfies Record<OfferOutcomeReason, string>

export const OUTCOME_REASONS = Object.keys(OUTCOME_REASON_LABELS) as OfferOutcomeReason[]

/** How the job ended for the other bidders. */
export type OutcomeKind = 'accepted' | 'closed' | 'expired'

/** Days after the last offer before an undecided client is asked to decide, then days until it closes. */
export const DECISION_DUE_DAYS = 30
export const DECISION_GRACE_DAYS = 7

/** The sentence a losing bidder reads, e.g. «El cliente eligió otra oferta para «Pintar» (motivo: precio)». */
export function outcomeText(kind: OutcomeKind, jobTitle: string, reason: OfferOutcomeReason | null) {
	const what =
		kind === 'accepted'
			? `El cliente eligió otra oferta para «${jobTitle}»`
			: kind === 'closed'
				? `El cliente cerró «${jobTitle}» sin elegir ninguna oferta`
				: `«${jobTitle}» se cerró porque el cliente no decidió en ${DECISION_DUE_DAYS + DECISION_GRACE_DAYS} días`
	return reason ? `${what} (motivo: ${OUTCOME_REASON_LABELS[reason]})` : what
}

/** The short line on the offer's card in «Tu viaje artesanal». */
export function outcomeNote(reason: OfferOutcomeReason | null) {
	return reason ? `Motivo del cliente: ${OUTCOME_REASON_LABELS[reason]}` : 'El cliente no indicó motivo'
}
