// Pure rules about jobs, one place each, tested in tests/integration/jobs/jobs-policy.test.ts.
import { type Role } from '#app/models/auth/roles.ts'

export type JobViewer = { id: string; role: Role } | null

/**
 * How much of a client's contact a viewer of one job sees (spec 001 §1: «contact details are
 * visible only to craftspeople who contacted the client»):
 * - `none`: nothing (anonymous visitors, other clients, any craftsman before contacting, and every
 *   list: the feed, job cards and alerts never carry contact details);
 * - `contact`: the name and email, for a craftsman who passes the gate and has contacted the client
 *   about this job (an offer on it, or a message in its conversation);
 * - `phone`: the phone too, for that craftsman once they revealed it (a recorded action), and for
 *   the job's own client and admins.
 */
export type ContactAccess = 'none' | 'contact' | 'phone'

export type ContactFacts = {
	ownerId: string
	/** the viewer is a craftsman who passes the 'phone' gate: verified, with a plan in force */
	craftsmanMayCall: boolean
	/** the viewer sent an offer on this job or wrote to its client about it */
	contacted: boolean
	/** the viewer revealed this job's phone before (a PhoneReveal row) */
	phoneRevealed: boolean
}

export function clientContactAccess(viewer: JobViewer, facts: ContactFacts): ContactAccess {
	if (!viewer) return 'none'
	if (viewer.role === 'admin' || viewer.id === facts.ownerId) return 'phone'
	if (!mayRevealClientPhone(viewer, facts)) return 'none'
	return facts.phoneRevealed ? 'phone' : 'contact'
}

/** Whether the viewer may reveal (or has revealed) the phone: a craftsman past the gate who contacted the client. */
export function mayRevealClientPhone(viewer: JobViewer, facts: Omit<ContactFacts, 'phoneRevealed'>) {
	return viewer?.role === 'oficial' && viewer.id !== facts.ownerId && facts.craftsmanMayCall && facts.contacted
}
