import { type OfferStatus } from '#app/generated/prisma/enums.ts'
import { prisma } from '#app/lib/db.server.ts'
import { sessionCookie } from '#tests/helpers/requests.ts'
import { createJob } from './jobs.ts'
import { createUser } from './users.ts'

/** A craftsman with `count` offers, one a minute, each on its own job ('Trabajo n'); the newest comes last. */
export async function craftsmanWithOffers(count: number, { status = 'pending' }: { status?: OfferStatus } = {}) {
	const craftsman = await createUser({ role: 'oficial' })
	const base = Date.now() - count * 60_000
	const offers = []
	for (let i = 0; i < count; i++) {
		const job = await createJob({ title: `Trabajo ${i + 1}` })
		offers.push(
			await prisma.offer.create({
				data: {
					jobId: job.id,
					craftsmanId: craftsman.id,
					price: 100 + i,
					status,
					createdAt: new Date(base + i * 60_000),
				},
			}),
		)
	}
	return { craftsman, offers, cookie: await sessionCookie(craftsman.id) }
}
