// A client's job with pending offers from several craftsmen, for the client-side journeys.
import { prisma } from '#app/lib/db.server.ts'
import { createJob } from '#tests/factories/jobs.ts'
import { createUser } from '#tests/factories/users.ts'

export async function jobWithOffers(craftsmen = 2, { status = 'open' as const } = {}) {
	const client = await createUser()
	const job = await createJob({ ownerId: client.id, status, title: 'Pintar el salón' })
	const offers = []
	for (let index = 0; index < craftsmen; index++) {
		// verified, with the checked document «Verificada» stands on
		const craftsman = await createUser({ role: 'oficial', checkedDocument: true })
		offers.push(
			await prisma.offer.create({
				data: { jobId: job.id, craftsmanId: craftsman.id, price: 100 + index * 50, status: 'pending' },
			}),
		)
	}
	return { client, job, offers }
}

export const statuses = async (offerIds: string[]) =>
	(await prisma.offer.findMany({ where: { id: { in: offerIds } }, select: { id: true, status: true } }))
		.sort((a, b) => offerIds.indexOf(a.id) - offerIds.indexOf(b.id))
		.map((offer) => offer.status)

export const jobStatus = async (jobId: string) =>
	(await prisma.job.findUniqueOrThrow({ where: { id: jobId }, select: { status: true } })).status

export const notificationsOf = (userId: string) =>
	prisma.notification.findMany({ where: { userId }, select: { text: true, link: true }, orderBy: { createdAt: 'asc' } })

/** Rows any client command could write: a refusal must leave all of them unchanged. */
export async function footprint() {
	const [jobs, offers, reviews, notifications] = await Promise.all([
		prisma.job.findMany({ select: { id: true, status: true, updatedAt: true }, orderBy: { id: 'asc' } }),
		prisma.offer.findMany({ select: { id: true, status: true }, orderBy: { id: 'asc' } }),
		prisma.review.findMany({ select: { id: true, rating: true, comment: true }, orderBy: { id: 'asc' } }),
		prisma.notification.count(),
	])
	return { jobs, offers, reviews, notifications }
}
