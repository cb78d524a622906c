// The reviews a client wrote (GET /api/reviews as a client): all of hers, also the ones held for an
// admin or hidden, each with its state, so that her app shows what she sees on her jobs page.
import { prisma } from '#app/lib/db.server.ts'
import { disputeState } from './review-disputes.server.ts'
import { canEditReview } from './reviews.server.ts'

export type WrittenReviewState = 'published' | 'pending' | 'rejected' | 'hidden'

/** One page (from 1) of the reviews `authorId` wrote, newest first. */
export async function listWrittenReviews(authorId: string, { page, pageSize }: { page: number; pageSize: number }) {
	const where = { authorId }
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
				heldAt: true,
				rejectedAt: true,
				hiddenAt: true,
				disputedAt: true,
				disputeReason: true,
				disputeHiddenAt: true,
				disputeDecidedAt: true,
				disputeUpheld: true,
				disputeMessage: true,
				author: { select: { name: true } },
				craftsman: { select: { id: true, userId: true, companyName: true, companySlug: true } },
			},
		}),
		prisma.review.count({ where }),
	])
	return {
		rows: rows.map((row) => ({ ...row, state: stateOf(row), dispute: disputeState(row), canEdit: canEditReview(row) })),
		total,
	}
}

function stateOf(review: { heldAt: Date | null; rejectedAt: Date | null; hiddenAt: Date | null }): WrittenReviewState {
	if (review.heldAt) return review.rejectedAt ? 'rejected' : 'pending'
	return review.hiddenAt ? 'hidden' : 'published'
}
