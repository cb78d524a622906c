// The reviews a craftsman received (/tablero/oficial/opinionesycomentarios): visible ones only,
// the author's first name only.
import { prisma } from '#app/lib/db.server.ts'
import { averageRating } from './rating.ts'

export async function getReceivedReviews(userId: string) {
	const reviews = await prisma.review.findMany({
		where: { hiddenAt: null, craftsman: { userId } },
		orderBy: { createdAt: 'desc' },
		select: { id: true, comment: true, rating: true, createdAt: true, author: { select: { name: true } } },
	})
	return {
		reviews: reviews.map(({ author, ...review }) => ({ ...review, authorName: author?.name ?? null })),
		average: averageRating(reviews.map((review) => review.rating)),
		count: reviews.length,
	}
}
