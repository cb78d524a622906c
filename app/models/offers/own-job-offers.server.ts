// The offers on one of the client's jobs, as her job page lists them (with «Preguntar»).
import { prisma } from '#app/lib/db.server.ts'

/** Offers still standing or decided (withdrawn ones are gone), oldest first; [] for anyone else's job. */
export async function listOwnJobOffers(ownerId: string, jobId: string) {
	const offers = await prisma.offer.findMany({
		where: { jobId, status: { not: 'withdrawn' }, job: { ownerId } },
		orderBy: { createdAt: 'asc' },
		select: {
			id: true,
			price: true,
			status: true,
			craftsman: { select: { craftsman: { select: { companyName: true } } } },
		},
	})
	return offers.map((offer) => ({
		id: offer.id,
		price: offer.price.toNumber(),
		status: offer.status,
		companyName: offer.craftsman.craftsman?.companyName ?? 'Profesional',
	}))
}
