// Pure rules about jobs, one place each (issue 12), tested in tests/integration/jobs/jobs-policy.test.ts.
import { type Role } from '#app/models/auth/roles.ts'

export type JobViewer = { id: string; role: Role } | null

/**
 * Who sees a client's contact details on a job (spec 001 §6): an admin, the job's own client, or a
 * craftsman who passes the 'phone' gate (verified, with a plan in force: `craftsmanMayCall`).
 */
export function mayViewClientContact(viewer: JobViewer, ownerId: string, craftsmanMayCall: boolean) {
	if (!viewer) return false
	if (viewer.role === 'admin' || viewer.id === ownerId) return true
	return viewer.role === 'oficial' && craftsmanMayCall
}
