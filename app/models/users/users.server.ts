import { prisma } from '#app/lib/db.server.ts'
import { getCurrentSubscription } from '#app/models/subscriptions/active-subscription.server.ts'
import { visibleReviewWhere } from '#app/models/reviews/visible.server.ts'

/** A user's own profile fields, as /api serializes them; the admin pages start from it too. */
export const profileSelect = {
	id: true,
	email: true,
	name: true,
	lastName: true,
	phone: true,
	streetAddress: true,
	role: true,
	profilePhoto: true,
	emailVerified: true,
	postalCode: { select: { id: true, code: true, placeName: true, latitude: true, longitude: true } },
} as const

export function getUserProfile(userId: string) {
	return prisma.user.findUniqueOrThrow({ where: { id: userId }, select: profileSelect })
}

export function findUserRole({ email, id }: { email?: string; id?: string }) {
	if (!email && !id) return Promise.resolve(null)
	return prisma.user.findFirst({
		where: email ? { email: email.trim().toLowerCase() } : { id },
		select: { id: true, role: true },
	})
}

/** The user with the company profile, for the /api answers of one's own profile (and of GET /api/auth/login). */
export async function getUserDetails(userId: string) {
	const user = await prisma.user.findUniqueOrThrow({
		where: { id: userId },
		select: {
			...profileSelect,
			craftsman: {
				select: {
					id: true,
					status: true,
					companyName: true,
					companySlug: true,
					description: true,
					images: true,
					services: { select: { service: { select: { name: true } } } },
					documents: { orderBy: { createdAt: 'asc' }, select: { type: true, url: true } },
					// the reviews the public profile shows (spec 000 §3: each _id, comment, rating)
					reviews: {
						where: visibleReviewWhere,
						orderBy: { createdAt: 'desc' },
						// the newest; GET /api/reviews pages through all of them
						take: 50,
						select: { id: true, comment: true, rating: true },
					},
				},
			},
		},
	})
	// the plan state a legacy or mobile client shows (spec 000 §3 current_subscription)
	const currentSubscription = user.craftsman ? await getCurrentSubscription(userId) : null
	return { ...user, currentSubscription }
}
