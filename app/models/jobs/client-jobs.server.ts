// The client's own jobs on the dashboard (issue §1 'My jobs'): each job with the offers it got,
// and the client's commands on a job. Every query is scoped by `ownerId`.
import { type OfferOutcomeReason } from '#app/generated/prisma/enums.ts'
import { prisma } from '#app/lib/db.server.ts'
import { announceJobChange } from '#app/models/job-rules/job-events.server.ts'
import { closeLosingOffers, notifyBidders } from '#app/models/offers/bidder-outcome.server.ts'
import { bidderProfileSelect } from '#app/models/offers/offer-details.server.ts'
import { averageRating } from '#app/models/reviews/rating.ts'
import { verifiedProfileIds } from '#app/models/verification/verified-badge.server.ts'
import { jobTitle } from '#app/models/job-rules/job-title.ts'

export const CLIENT_JOBS_PAGE_SIZE = 10

export const JOB_MESSAGES = {
	notFound: 'Trabajo no encontrado',
	updated: 'Trabajo actualizado correctamente',
	closed: 'Trabajo cerrado',
	deleted: 'Trabajo eliminado',
	notClosable: 'Solo puedes cerrar un trabajo abierto o asignado',
} as const

/**
 * «Mis trabajos» at the page that lists this job, anchored on its card: after accepting, closing
 * or reviewing, the client lands where the job is (page 2 when it is on page 2). The list as
 * listClientJobs orders it; a job that is not theirs (or is gone) gives the first page.
 */
export async function clientJobPath(ownerId: string, jobId: string, base: string) {
	const job = await prisma.job.findFirst({ where: { id: jobId, ownerId }, select: { createdAt: true } })
	if (!job) return base
	const before = await prisma.job.count({
		where: {
			ownerId,
			OR: [{ createdAt: { gt: job.createdAt } }, { createdAt: job.createdAt, id: { gt: jobId } }],
		},
	})
	const page = Math.floor(before / CLIENT_JOBS_PAGE_SIZE) + 1
	return `${base}${page > 1 ? `?pagina=${page}` : ''}#trabajo-${jobId}`
}

/** One page of the client's jobs, newest first, with offers and what the client needs to choose. */
export async function listClientJobs(ownerId: string, page: number) {
	const [jobs, total] = await Promise.all([
		prisma.job.findMany({
			where: { ownerId },
			// id breaks ties, so a job's page (clientJobPath) is the page it is listed on
			orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
			skip: (page - 1) * CLIENT_JOBS_PAGE_SIZE,
			take: CLIENT_JOBS_PAGE_SIZE,
			select: {
				id: true,
				listingId: true,
				serviceTitle: true,
				otherTitle: true,
				status: true,
				createdAt: true,
				hiddenAt: true,
				hiddenReason: true,
				review: { select: { id: true, rating: true, comment: true, createdAt: true, heldAt: true, rejectedAt: true } },
				conversations: { select: { id: true, participants: { select: { userId: true } } } },
				offers: {
					where: { status: { not: 'withdrawn' } },
					orderBy: { createdAt: 'asc' },
					select: {
						id: true,
						price: true,
						status: true,
						createdAt: true,
						craftsmanId: true,
						...bidderProfileSelect,
					},
				},
			},
		}),
		prisma.job.count({ where: { ownerId } }),
	])
	const verified = await verifiedProfileIds(
		jobs.flatMap((job) => job.offers.flatMap((offer) => offer.craftsman.craftsman?.id ?? [])),
	)
	return {
		total,
		totalPages: Math.max(1, Math.ceil(total / CLIENT_JOBS_PAGE_SIZE)),
		jobs: jobs.map(({ conversations, offers, ...job }) => ({
			...job,
			offers: offers.map(({ craftsman, price, ...offer }) => {
				const profile = craftsman.craftsman
				const ratings = profile?.reviews.map((review) => review.rating) ?? []
				const conversation = conversations.find((item) =>
					item.participants.some((participant) => participant.userId === offer.craftsmanId),
				)
				return {
					...offer,
					price: price.toNumber(),
					companyName: profile?.companyName ?? 'Profesional',
					companySlug: profile?.companySlug ?? null,
					verified: profile ? verified.has(profile.id) : false,
					avgRating: averageRating(ratings),
					reviewCount: ratings.length,
					conversationId: conversation?.id ?? null,
				}
			}),
		})),
	}
}

export type ClientJob = Awaited<ReturnType<typeof listClientJobs>>['jobs'][number]

/** The editable fields of one own job, or null. */
export function getOwnJobForEdit(ownerId: string, jobId: string) {
	return prisma.job.findFirst({
		where: { id: jobId, ownerId },
		select: {
			id: true,
			serviceTitle: true,
			otherTitle: true,
			description: true,
			squareMeters: true,
			rooms: true,
			floors: true,
			workingSchedule: true,
			status: true,
		},
	})
}

/**
 * Closes an own open or assigned job; false when it is not the caller's or not in such a state.
 * Every pending bidder is told, with the client's optional reason.
 */
export async function closeOwnJob(ownerId: string, jobId: string, reason: OfferOutcomeReason | null = null) {
	const told = await prisma.$transaction(async (tx) => {
		const { count } = await tx.job.updateMany({
			where: { id: jobId, ownerId, status: { in: ['open', 'assigned'] } },
			data: { status: 'closed' },
		})
		if (count !== 1) return null
		const job = await tx.job.findUniqueOrThrow({
			where: { id: jobId },
			select: { id: true, openToOthers: true, serviceTitle: true, otherTitle: true },
		})
		const losers = await closeLosingOffers(tx, { jobId, jobTitle: jobTitle(job, 'un trabajo'), kind: 'closed', reason })
		return { job, losers }
	})
	if (!told) return false
	announceJobChange(told.job, 'closed')
	await notifyBidders(told.losers)
	return true
}

/** Deletes an own job (its offers go with it; a review keeps its row without the job). */
export async function deleteOwnJob(ownerId: string, jobId: string) {
	const job = await prisma.job.findFirst({ where: { id: jobId, ownerId }, select: { id: true, openToOthers: true } })
	if (!job) return false
	const { count } = await prisma.job.deleteMany({ where: { id: jobId, ownerId } })
	if (count === 1) announceJobChange(job, 'closed')
	return count === 1
}
