import { prisma } from '#app/lib/db.server.ts'
import { averageRating } from '#app/models/reviews/rating.ts'

/** Verified craftsmen with the best reviews, for the home page. */
export async function listFeaturedCraftsmen(limit: number) {
	const craftsmen = await prisma.craftsmanProfile.findMany({
		where: { status: 'verified', user: { blockedAt: null } },
		select: {
			companyName: true,
			companySlug: true,
			user: { select: { postalCode: { select: { placeName: true } } } },
			services: { select: { service: { select: { name: true } } }, take: 3 },
			reviews: { where: { hiddenAt: null }, select: { rating: true } },
		},
	})
	return craftsmen
		.map(({ reviews, user, services, ...craftsman }) => ({
			...craftsman,
			placeName: user.postalCode?.placeName ?? '',
			services: services.map((item) => item.service.name),
			reviewCount: reviews.length,
			averageRating: averageRating(reviews.map((review) => review.rating)),
		}))
		.sort((a, b) => b.averageRating - a.averageRating || b.reviewCount - a.reviewCount)
		.slice(0, limit)
}
