// The claims of one job as /api lists them, for either party: the job's client, or the craftsman
// whose offer was hired on it (docs/decisions/055). Anyone else gets the 404 of a missing job.
import { type Prisma } from '#app/generated/prisma/client.ts'
import { type Role } from '#app/generated/prisma/enums.ts'
import { AppError } from '#app/lib/app-error.ts'
import { prisma } from '#app/lib/db.server.ts'
import { CLAIM_MESSAGES, claimSelect, hiredOfferSelect, hiredWarranty, presentClaim } from './warranty-claims.server.ts'

/** The job's warranty and its claims, newest first, each with the moves `viewer` may make now. */
export async function listJobClaims(viewer: { id: string; role: Role }, jobId: string, now = new Date()) {
	const actor = viewer.role === 'cliente' ? 'client' : viewer.role === 'oficial' ? 'craftsman' : null
	if (!actor) throw new AppError('not_found', CLAIM_MESSAGES.jobNotFound)
	const party: Prisma.JobWhereInput =
		actor === 'client'
			? { ownerId: viewer.id }
			: { offers: { some: { craftsmanId: viewer.id, status: { in: ['accepted', 'completed'] } } } }
	const job = await prisma.job.findFirst({
		where: { id: jobId, ...party },
		select: {
			id: true,
			status: true,
			completedAt: true,
			offers: hiredOfferSelect,
			warrantyClaims: {
				where: actor === 'craftsman' ? { craftsmanId: viewer.id } : {},
				orderBy: { createdAt: 'desc' },
				select: claimSelect,
			},
		},
	})
	if (!job) throw new AppError('not_found', CLAIM_MESSAGES.jobNotFound)
	return {
		jobId: job.id,
		warranty: hiredWarranty(job, job.offers[0], now),
		claims: job.warrantyClaims.map((claim) => presentClaim(claim, actor, now)),
	}
}
