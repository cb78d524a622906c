// A craftsman answers a review of their work once, publicly. Ownership, visibility
// and "not answered yet" are in the update's where, so a second post or another craftsman's
// attempt changes nothing.
import { AppError } from '#app/lib/app-error.ts'
import { prisma } from '#app/lib/db.server.ts'
import { notify } from '#app/models/notifications/notify.server.ts'
import { pushReview } from './reviews.server.ts'
import { visibleReviewWhere } from '#app/models/reviews/visible.server.ts'

export const REPLY_MESSAGES = {
	notFound: 'Opinión no encontrada',
	alreadyAnswered: 'Ya has respondido a esta opinión',
	sent: 'Respuesta publicada',
} as const

export async function replyToReview({
	craftsmanUserId,
	reviewId,
	reply,
}: {
	craftsmanUserId: string
	reviewId: string
	reply: string
}) {
	const own = { id: reviewId, ...visibleReviewWhere, craftsman: { userId: craftsmanUserId } }
	const { count } = await prisma.review.updateMany({
		where: { ...own, reply: null },
		data: { reply, repliedAt: new Date() },
	})
	const review = await prisma.review.findFirst({
		where: own,
		select: {
			id: true,
			authorId: true,
			craftsman: { select: { id: true, companyName: true, companySlug: true } },
		},
	})
	if (!review) throw new AppError('not_found', REPLY_MESSAGES.notFound)
	if (count !== 1) throw new AppError('conflict', REPLY_MESSAGES.alreadyAnswered, { field: 'reply' })
	pushReview([craftsmanUserId, review.authorId], {
		reviewId: review.id,
		craftsmanId: review.craftsman.id,
		action: 'replied',
	})
	if (review.authorId) {
		await notify(review.authorId, {
			text: `${review.craftsman.companyName} ha respondido a tu opinión`,
			link: `/oficial/${review.craftsman.companySlug}#opinion-${review.id}`,
		})
	}
	return { reviewId: review.id, message: REPLY_MESSAGES.sent }
}
