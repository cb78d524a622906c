// The reviews a craftsman received (/tablero/oficial/opinionesycomentarios): visible ones only,
// the author's first name only.
import { prisma } from '#app/lib/db.server.ts'
import { averageRating } from './rating.ts'

export async function getReceivedReviews(userId: string) {
	const reviews = await prisma.review.findMany({
		where: { hiddenAt: null, craftsman: { userId } },
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
		},
	})
	return {
		reviews: reviews.map(({ author, craftsman, ...review }) => ({
			...review,
			authorName: author?.name ?? null,
			companyName: craftsman.companyName,
		})),
		average: averageRating(reviews.map((review) => review.rating)),
		count: reviews.length,
	}
}
