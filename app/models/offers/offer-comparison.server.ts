// The client compares every offer of one own job side by side — total with VAT,
// start, duration, the craftsman's rating, response time and verification. Scoped by the owner in
// the query; a job of someone else is not found.
import { prisma } from '#app/lib/db.server.ts'
import { getPriceRanges } from '#app/models/prices/prices.server.ts'
import { compareWithMedian, expectedRange } from '#app/models/prices/prices.ts'
import { getResponseTimes } from '#app/models/response-time/response-time.server.ts'
import { responseTimeLabel } from '#app/models/response-time/response-time.ts'
import { averageRating } from '#app/models/reviews/rating.ts'
import { verifiedProfileIds } from '#app/models/verification/verified-badge.server.ts'
import { type ComparisonOrder } from './offer-comparison.ts'
import { bidderProfileSelect, offerDetailsSelect, readOfferDetails } from './offer-details.server.ts'

/** The job (own only) and its offers that still stand or were decided (withdrawn ones are gone). */
export async function compareJobOffers(ownerId: string, jobId: string, order: ComparisonOrder) {
	const job = await prisma.job.findFirst({
		where: { id: jobId, ownerId },
		select: {
			id: true,
			listingId: true,
			serviceTitle: true,
			otherTitle: true,
			status: true,
			serviceId: true,
			squareMeters: true,
			postalCode: { select: { province: true } },
			offers: {
				where: { status: { not: 'withdrawn' } },
				orderBy: { createdAt: 'asc' },
				select: {
					id: true,
					price: true,
					status: true,
					craftsmanId: true,
					...offerDetailsSelect,
					...bidderProfileSelect,
				},
			},
		},
	})
	if (!job) return null
	const profiles = job.offers.flatMap((offer) => offer.craftsman.craftsman ?? [])
	const [verified, times, ranges] = await Promise.all([
		verifiedProfileIds(profiles.map((profile) => profile.id)),
		getResponseTimes(job.offers.map((offer) => offer.craftsmanId)),
		getPriceRanges({ serviceId: job.serviceId, title: job.serviceTitle, province: job.postalCode.province }),
	])
	// each offer against what this kind of job was accepted for (price guides), once there is a range
	const expected = expectedRange(ranges, job.squareMeters)
	const offers = job.offers.map(({ craftsman, price, ...offer }) => {
		const profile = craftsman.craftsman
		const ratings = profile?.reviews.map((review) => review.rating) ?? []
		const time = times.get(offer.craftsmanId)
		const responseTime = responseTimeLabel(time)
		return {
			id: offer.id,
			status: offer.status,
			companyName: profile?.companyName ?? 'Profesional',
			companySlug: profile?.companySlug ?? null,
			verified: profile ? verified.has(profile.id) : false,
			avgRating: averageRating(ratings),
			reviewCount: ratings.length,
			responseTime,
			// only a published label ranks: below the minimum of waits there is no figure to compare
			responseSeconds: responseTime && time ? time.medianSeconds : null,
			priceComparison: expected
				? (compareWithMedian(price.toNumber(), expected.median, expected.range)?.text ?? null)
				: null,
			...readOfferDetails(offer, price.toNumber()),
		}
	})
	const { serviceId: _serviceId, squareMeters: _squareMeters, postalCode: _postalCode, ...jobFields } = job
	return {
		job: { ...jobFields, offers: undefined },
		offers: sortOffers(offers, order),
		expected: expected
			? {
					p25: expected.p25,
					median: expected.median,
					p75: expected.p75,
					province: expected.range.province,
					comparable: expected.comparable,
					label: expected.label,
				}
			: null,
	}
}

export type ComparedOffer = NonNullable<Awaited<ReturnType<typeof compareJobOffers>>>['offers'][number]

type Sortable = {
	totals: { totalCents: number }
	earliestStart: string | null
	durationDays: number | null
	avgRating: number
	reviewCount: number
	responseSeconds: number | null
}

/** Missing values (no start date, no figure) go last whatever the order; ties by the cheaper. */
function sortOffers<T extends Sortable>(offers: T[], order: ComparisonOrder): T[] {
	const key = (offer: T): number | null => {
		switch (order) {
			case 'precio':
				return offer.totals.totalCents
			case 'inicio':
				return offer.earliestStart ? Date.parse(offer.earliestStart) : null
			case 'duracion':
				return offer.durationDays
			case 'valoracion':
				// best first: the average, then more reviews
				return offer.reviewCount ? -(offer.avgRating * 10_000 + Math.min(offer.reviewCount, 9_999)) : null
			case 'respuesta':
				return offer.responseSeconds
		}
	}
	return [...offers].sort((a, b) => {
		const [x, y] = [key(a), key(b)]
		if (x === y) return a.totals.totalCents - b.totals.totalCents
		if (x === null) return 1
		if (y === null) return -1
		return x - y
	})
}
