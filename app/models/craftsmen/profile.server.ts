// The public craftsman profile /oficial/{company slug} (spec 001 §2 'Public craftsman profile').
// Public: it never selects the phone, the email or the street address.
import { prisma } from '#app/lib/db.server.ts'
import { getResponseTime } from '#app/models/response-time/response-time.server.ts'
import { responseTimeLabel } from '#app/models/response-time/response-time.ts'
import { averageRating } from '#app/models/reviews/rating.ts'
import { checkedItems } from '#app/models/verification/document-checks.ts'
import { verifiedProfileIds } from '#app/models/verification/verified-badge.server.ts'
import { visibleReviewWhere } from '#app/models/reviews/visible.server.ts'

/** The profile of `companySlug`, or null when there is none or its account is blocked. */
export async function getPublicProfile(companySlug: string) {
	const profile = await prisma.craftsmanProfile.findFirst({
		where: { companySlug, user: { blockedAt: null, role: 'oficial' } },
		select: {
			id: true,
			companyName: true,
			companySlug: true,
			status: true,
			pausedUntil: true,
			description: true,
			images: true,
			user: {
				select: {
					id: true,
					name: true,
					lastName: true,
					profilePhoto: true,
					postalCode: { select: { code: true, placeName: true, province: true } },
				},
			},
			services: { select: { service: { select: { slug: true, name: true, icon: true, position: true } } } },
			reviews: {
				where: visibleReviewWhere,
				orderBy: { createdAt: 'desc' },
				select: { id: true, comment: true, rating: true, createdAt: true, reply: true, repliedAt: true },
			},
			// Only what was checked and when, never the document's file
			documents: { select: { type: true, decision: true, decidedAt: true, expiresAt: true } },
		},
	})
	if (!profile) return null
	const { services, user, documents, id, pausedUntil, ...rest } = profile
	const [time, verified] = await Promise.all([getResponseTime(user.id), verifiedProfileIds([id])])
	const responseTime = responseTimeLabel(time)
	const now = new Date()
	return {
		responseTime,
		...rest,
		// «Modo vacaciones»: the day leads come back (none once it has passed)
		pausedUntil: pausedUntil && pausedUntil > new Date() ? pausedUntil : null,
		// the badge's one rule (verified-badge.server.ts): an expired required document takes it away
		status: verified.has(id) ? profile.status : ('unverified' as const),
		checked: checkedItems(documents, now),
		name: user.name,
		lastName: user.lastName,
		profilePhoto: user.profilePhoto,
		place: user.postalCode,
		services: services.map((item) => item.service).sort((a, b) => a.position - b.position),
		avgRating: averageRating(profile.reviews.map((review) => review.rating)),
		reviewCount: profile.reviews.length,
	}
}

export type PublicProfile = NonNullable<Awaited<ReturnType<typeof getPublicProfile>>>

/** schema.org LocalBusiness for search engines; the rating only when there are reviews. */
export function profileStructuredData(profile: PublicProfile, url: string) {
	return {
		'@context': 'https://schema.org',
		'@type': 'LocalBusiness',
		name: profile.companyName,
		url,
		description: profile.description || undefined,
		image: profile.images[0] ?? profile.profilePhoto ?? undefined,
		address: profile.place
			? {
					'@type': 'PostalAddress',
					addressLocality: profile.place.placeName,
					postalCode: profile.place.code,
					addressRegion: profile.place.province,
					addressCountry: 'ES',
				}
			: undefined,
		aggregateRating: profile.reviewCount
			? {
					'@type': 'AggregateRating',
					ratingValue: profile.avgRating,
					reviewCount: profile.reviewCount,
					bestRating: 5,
					worstRating: 1,
				}
			: undefined,
	}
}
