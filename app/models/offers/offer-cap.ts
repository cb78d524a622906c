// At most this many offers per job. Craftsmen see the count before they spend time
// on a job, and a full job leaves the feed and the alerts.
import { type OfferStatus } from '#app/generated/prisma/enums.ts'
import { formatNumber } from '#app/lib/format.ts'

export const MAX_OFFERS_PER_JOB = 5

/**
 * The offers that hold a place. A withdrawn offer frees its place, and so does one the client
 * rejected: the client said no and may want another price.
 */
export const PLACE_HOLDING_STATUSES = ['pending', 'open', 'accepted', 'completed'] as const satisfies OfferStatus[]

export const OFFERS_FULL = `Este trabajo ya tiene ${MAX_OFFERS_PER_JOB} ofertas, el máximo. No admite más.`

/** «2 de 5 ofertas». */
export function offerPlacesLabel(taken: number) {
	return `${formatNumber(taken)} de ${formatNumber(MAX_OFFERS_PER_JOB)} ofertas`
}

export const isJobFull = (taken: number) => taken >= MAX_OFFERS_PER_JOB

/** The refusal of an offer on a job that is no longer open (assigned, completed, closed). */
export const JOB_CLOSED = 'Este trabajo ya no acepta ofertas'
