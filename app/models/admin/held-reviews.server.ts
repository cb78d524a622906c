// The queue of reviews held for an admin (app/models/reviews/review-holds.server.ts): the admin
// reads the review, the parties and why it was held — never an address or a device — and publishes
// or rejects it. The decision and its audit entry share a transaction; a decision taken twice (two
// admins at once) changes nothing the second time. Publishing tells the craftsman as a new review
// would have; both tell the author.
import { AppError } from '#app/lib/app-error.ts'
import { prisma } from '#app/lib/db.server.ts'
import { paths } from '#app/lib/paths.ts'
import { recordAdminAction } from '#app/models/audit/audit.server.ts'
import { notify } from '#app/models/notifications/notify.server.ts'
import { notifyReviewReceived, pushReview } from '#app/models/reviews/reviews.server.ts'

export const HELD_REVIEWS_PAGE_SIZE = 20

export const HELD_REVIEW_MESSAGES = {
	released: 'Opinión publicada',
	rejected: 'Opinión rechazada: no se publicará',
	notHeld: 'Esta opinión ya no está pendiente de revisión',
} as const

/** Held and not yet decided. */
const pendingWhere = { heldAt: { not: null }, rejectedAt: null } as const

/** One page (from 1) of the reviews waiting for an admin, oldest first: the longest wait goes first. */
export async function listHeldReviews({ page }: { page: number }) {
	const [reviews, total] = await Promise.all([
		prisma.review.findMany({
			where: pendingWhere,
			orderBy: [{ heldAt: 'asc' }, { id: 'asc' }],
			skip: (page - 1) * HELD_REVIEWS_PAGE_SIZE,
			take: HELD_REVIEWS_PAGE_SIZE,
			select: {
				id: true,
				rating: true,
				comment: true,
				heldAt: true,
				heldReasons: true,
				createdAt: true,
				author: { select: { name: true, email: true, createdAt: true } },
				craftsman: { select: { companyName: true, companySlug: true, user: { select: { email: true } } } },
			},
		}),
		prisma.review.count({ where: pendingWhere }),
	])
	return { reviews, total }
}

export async function countHeldReviews() {
	return prisma.review.count({ where: pendingWhere })
}

/** Publishes (`release`) or rejects a held review, audited. */
export async function decideHeldReview({
	id,
	decision,
	adminId,
	now = new Date(),
}: {
	id: string
	decision: 'release' | 'reject'
	adminId: string
	now?: Date
}) {
	const review = await prisma.$transaction(async (tx) => {
		const data =
			decision === 'release'
				? { heldAt: null, releasedAt: now, decidedById: adminId }
				: { rejectedAt: now, decidedById: adminId }
		// the expected state is in the where: a decided review is not decided again
		const { count } = await tx.review.updateMany({ where: { id, ...pendingWhere }, data })
		if (count !== 1) {
			const exists = await tx.review.count({ where: { id } })
			throw exists
				? new AppError('conflict', HELD_REVIEW_MESSAGES.notHeld)
				: new AppError('not_found', 'Opinión no encontrada')
		}
		const decided = await tx.review.findUniqueOrThrow({
			where: { id },
			select: {
				rating: true,
				heldReasons: true,
				authorId: true,
				craftsman: { select: { id: true, userId: true, companyName: true, companySlug: true } },
			},
		})
		await recordAdminAction(
			{
				actorId: adminId,
				action: `review.${decision}`,
				targetType: 'review',
				targetId: id,
				details: {
					heldReasons: decided.heldReasons,
					rating: decided.rating,
					companyName: decided.craftsman.companyName,
				},
			},
			tx,
		)
		return decided
	})
	const { craftsman, authorId, rating } = review
	if (decision === 'release') {
		pushReview([craftsman.userId, authorId], { reviewId: id, craftsmanId: craftsman.id, action: 'updated' })
		await notifyReviewReceived(craftsman.userId, craftsman.companySlug, rating)
	}
	if (authorId) {
		const text =
			decision === 'release'
				? `Hemos publicado tu valoración de ${craftsman.companyName} tras revisarla.`
				: `Tu valoración de ${craftsman.companyName} no se ha publicado tras revisarla.`
		await notify(authorId, { text, link: paths.clientJobs() })
	}
	return { message: decision === 'release' ? HELD_REVIEW_MESSAGES.released : HELD_REVIEW_MESSAGES.rejected }
}
