// One job as a signed-in viewer may see it (spec 001 §2 'Job detail'). Who may see what lives in
// the query: craftsmen see open, visible jobs (and any job they made an offer on), a client only
// their own jobs, an admin any job.
import { type Prisma, type Role } from '#app/generated/prisma/client.ts'
import { prisma } from '#app/lib/db.server.ts'
import { countTakenPlaces } from '#app/models/offers/offer-cap.server.ts'
import { getLiveOffer } from '#app/models/offers/offers.server.ts'
import { offeredToWhere } from '#app/models/job-rules/job-visibility.server.ts'
import { distanceBetweenPlaces, publicJobSelect } from './job-feed.server.ts'

export type Viewer = { id: string; role: Role }

export function jobVisibleTo(viewer: Viewer, jobId: string): Prisma.JobWhereInput {
	if (viewer.role === 'admin') return { id: jobId }
	if (viewer.role === 'cliente') return { id: jobId, ownerId: viewer.id }
	return {
		id: jobId,
		hiddenAt: null,
		OR: [{ status: 'open' }, { offers: { some: { craftsmanId: viewer.id } } }],
		// a direct request only for its craftsman unless the client opened it to others
		AND: [offeredToWhere(viewer.id)],
	}
}

/**
 * What a client may read of another client's job on the job page: what the home page lists to
 * anyone (open, visible, open to all). Read-only; a client tapping such a job there met a 404.
 */
function listedJobWhere(jobId: string): Prisma.JobWhereInput {
	return { id: jobId, hiddenAt: null, status: 'open', openToOthers: true }
}

/**
 * The job, the distance from the viewer's postal code, this craftsman's live offer and the offers
 * so far; null if not visible. `listedToClients`: a client also reads the jobs listed publicly.
 */
export async function getJobForViewer(viewer: Viewer, jobId: string, { listedToClients = false } = {}) {
	const where =
		listedToClients && viewer.role === 'cliente'
			? { OR: [jobVisibleTo(viewer, jobId), listedJobWhere(jobId)] }
			: jobVisibleTo(viewer, jobId)
	const job = await prisma.job.findFirst({ where, select: publicJobSelect })
	if (!job) return null
	const [user, offer, taken] = await Promise.all([
		prisma.user.findUnique({ where: { id: viewer.id }, select: { postalCodeId: true } }),
		viewer.role === 'oficial' ? getLiveOffer(viewer.id, job.id) : null,
		countTakenPlaces([job.id]),
	])
	const distanceKm = await distanceBetweenPlaces(user?.postalCodeId, job.postalCode.id)
	return { ...job, distanceKm, offer, offerCount: taken.get(job.id) ?? 0 }
}

export type JobForViewer = NonNullable<Awaited<ReturnType<typeof getJobForViewer>>>

/** The owner of a job the viewer may see, for contacting them; null if not visible. */
export function getVisibleJobOwner(viewer: Viewer, jobId: string) {
	return prisma.job.findFirst({
		where: jobVisibleTo(viewer, jobId),
		select: { id: true, ownerId: true },
	})
}
