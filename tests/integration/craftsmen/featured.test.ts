import { expect, test } from 'vitest'
import { prisma } from '#app/lib/db.server.ts'
import { listFeaturedCraftsmen } from '#app/models/craftsmen/featured.server.ts'
import { createUser } from '#tests/factories/users.ts'

async function craftsmanWithRatings(
	ratings: number[],
	options: { status?: 'verified' | 'unverified'; blocked?: boolean; hidden?: number } = {},
) {
	const user = await createUser({
		role: 'oficial',
		craftsmanStatus: options.status ?? 'verified',
		blockedAt: options.blocked ? new Date() : undefined,
		checkedDocument: (options.status ?? 'verified') === 'verified',
	})
	const profile = await prisma.craftsmanProfile.findUniqueOrThrow({ where: { userId: user.id } })
	for (const [index, rating] of ratings.entries()) {
		await prisma.review.create({
			data: {
				craftsmanId: profile.id,
				rating,
				comment: 'Bien',
				hiddenAt: index < (options.hidden ?? 0) ? new Date() : null,
			},
		})
	}
	return profile
}

test('featured craftsmen: verified and not blocked, best average (2 decimals) first, then more reviews', async () => {
	const best = await craftsmanWithRatings([5, 5, 4]) // 4.67
	const moreReviews = await craftsmanWithRatings([4, 4, 4, 4])
	const fewerReviews = await craftsmanWithRatings([4])
	await craftsmanWithRatings([5, 5], { status: 'unverified' })
	await craftsmanWithRatings([5, 5], { blocked: true })
	const hiddenLow = await craftsmanWithRatings([1, 5], { hidden: 1 }) // the hidden 1 does not count: 5
	await craftsmanWithRatings([])

	const featured = await listFeaturedCraftsmen(10)
	expect(featured.map((craftsman) => craftsman.companySlug)).toEqual([
		hiddenLow.companySlug,
		best.companySlug,
		moreReviews.companySlug,
		fewerReviews.companySlug,
	])
	expect(featured[1]).toMatchObject({ averageRating: 4.67, reviewCount: 3 })
	expect(await listFeaturedCraftsmen(2)).toHaveLength(2)

	// the list is kept for 5 minutes, then ranked again
	const newcomer = await craftsmanWithRatings([5, 5, 5, 5, 5])
	expect((await listFeaturedCraftsmen(10))[0].companySlug).toBe(hiddenLow.companySlug)
	expect((await listFeaturedCraftsmen(10, Date.now() + 5 * 60_000 + 1))[0].companySlug).toBe(newcomer.companySlug)
})
