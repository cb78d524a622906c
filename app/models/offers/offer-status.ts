// Spec 000 §4: the stored offer statuses and their dashboard labels, in one place for every screen.
import { type JobStatus, type OfferStatus } from '#app/generated/prisma/enums.ts'
import { paths } from '#app/lib/paths.ts'

/**
 * What an offer shows: its stored status, or 'closed' (not stored) for a turned-down offer whose
 * job ended closed; spec 001 §4 lists «cerca» among the labels displayed, and that is the state
 * it names (written «cerrada»: «cerca» means «near», docs/decisions/005-texts-in-correct-spanish.md).
 */
export type OfferDisplayStatus = OfferStatus | 'closed'

export const OFFER_STATUS_LABELS = {
	pending: 'pendiente',
	accepted: 'aceptada',
	rejected: 'rechazada',
	completed: 'terminada',
	withdrawn: 'retirada',
	open: 'abierta',
	closed: 'cerrada',
} as const satisfies Record<OfferDisplayStatus, string>

/** The order the legend shows them in. */
export const OFFER_STATUSES = Object.keys(OFFER_STATUS_LABELS) as OfferDisplayStatus[]

/** A turned-down offer whose job ended closed (not one that went ahead with another offer) shows as 'closed'. */
export function offerDisplayStatus(status: OfferStatus, jobStatus: JobStatus): OfferDisplayStatus {
	return status === 'rejected' && jobStatus === 'closed' ? 'closed' : status
}

/** The Spanish label of a status; an unknown value (older data, another client) reads as itself. */
export function offerStatusLabel(status: string): string {
	return (OFFER_STATUS_LABELS as Record<string, string>)[status] ?? status
}

/** An offer is 'nuevo' for 48 hours after it was sent (no per-viewer seen state is stored). */
export const NEW_OFFER_MS = 48 * 60 * 60 * 1000

export function isNewOffer(createdAt: Date, now = new Date()): boolean {
	return now.getTime() - createdAt.getTime() < NEW_OFFER_MS
}

/** Spec 000 §9: the next page is fetched while currentPage + 1 <= totalPages. */
export function hasNextPage(currentPage: number, totalPages: number): boolean {
	return currentPage + 1 <= totalPages
}

export const OFFERS_PAGE_SIZE = 5

/** Where a craftsman reads one of their offers in «Tu viaje artesanal». */
export const offerLink = (offerId: string) => paths.craftsmanOffers(offerId)
