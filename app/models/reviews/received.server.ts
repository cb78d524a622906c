// The reviews a craftsman received (/tablero/oficial/opinionesycomentarios): visible ones only,
// the author's first name only.
import { prisma } from '#app/lib/db.server.ts'
import { averageRating } from './rating.ts'
import { disputeState } from './review-disputes.server.ts'
import { visibleReviewWhere } from '#app/models/reviews/visible.server.ts'

export async function getReceivedReviews(userId: string) {
	const reviews = await prisma.review.findMany({
		where: { ...visibleReviewWhere, craftsman: { userId } },
		orderBy: { createdAt: 'desc' },
		select: {
			id: true,
			comment: true,
			rating: true,
			createdAt: true,
			reply: true,
			repliedAt: true,
			author: { select: { name: true } },
			craftsman: { select: { companyName: true } },
			disputedAt: true,
			disputeDecidedAt: true,
			disputeUpheld: true,
			disputeHiddenAt: true,
			disputeMessage: true,
		},
	})
	return {
		reviews: reviews.map(
			({ author, craftsman, disputedAt, disputeDecidedAt, disputeUpheld, disputeHiddenAt, ...review }) => ({
				...review,
				dispute: disputeState({ disputedAt, disputeDecidedAt, disputeUpheld, disputeHiddenAt }),
				authorName: author?.name ?? null,
				companyName: craftsman.companyName,
			}),
		),
		average: averageRating(reviews.map((review) => review.rating)),
		count: reviews.length,
	}
}

/** One page (from 1) of the visible reviews a craftsman received, newest first (GET /api/reviews). */
export async function listReceivedReviews(userId: string, { page, pageSize }: { page: number; pageSize: number }) {
	const where = { ...visibleReviewWhere, craftsman: { userId } }
	const [rows, total] = await Promise.all([
		prisma.review.findMany({
			where,
			orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
			skip: (page - 1) * pageSize,
			take: pageSize,
			select: {
				id: true,
				jobId: true,
				comment: true,
				rating: true,
				createdAt: true,
				reply: true,
				repliedAt: true,
				author: { select: { name: true } },
				craftsman: { select: { companyName: true } },
			},
		}),
		prisma.review.count({ where }),
	])
	return { rows, total }
}
