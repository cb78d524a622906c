// Pure rules about offers, one place each. Who may ask for which change of an offer's
// status; whether the offer is still in a state that allows it is checked by the model function
// that writes it (inside its transaction), so a stale request is refused there.
import { type OfferStatus } from '#app/generated/prisma/enums.ts'

export type OfferMove = 'withdraw' | 'accept' | 'reject'

/** Each change of an offer: the status it must be in, and the one it gets (written in the update's `where`). */
export const OFFER_MOVES = {
	withdraw: { from: 'pending', to: 'withdrawn' },
	accept: { from: 'pending', to: 'accepted' },
	reject: { from: 'pending', to: 'rejected' },
} as const satisfies Record<OfferMove, { from: OfferStatus; to: OfferStatus }>

/**
 * The change `viewerId` may make by asking for status `to` (spec 000 §7): the craftsman who sent
 * the offer may withdraw it; the job's client may accept or reject it; anything else is refused
 * (null). Completing goes through the job (the client marks the work done), never the offer.
 */
export function offerMoveFor(
	viewerId: string,
	offer: { craftsmanId: string; job: { ownerId: string } },
	to: string,
): OfferMove | null {
	if (to === OFFER_MOVES.withdraw.to) return offer.craftsmanId === viewerId ? 'withdraw' : null
	if (offer.job.ownerId !== viewerId) return null
	if (to === OFFER_MOVES.accept.to) return 'accept'
	if (to === OFFER_MOVES.reject.to) return 'reject'
	return null
}
