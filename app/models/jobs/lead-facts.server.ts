// The facts about a job and its client that a craftsman sees before offering. Only
// counts and dates about the client: never their contact details.
import { prisma } from '#app/lib/db.server.ts'
import { countTakenPlaces } from '#app/models/offers/offer-cap.server.ts'
import { type LeadFacts } from './lead-facts.ts'

/** A past job "ended with a hired craftsman" when the client accepted one of its offers. */
const HIRED_OFFER_STATUSES = ['accepted', 'completed'] as const

export async function getLeadFacts(job: { id: string; ownerId: string; createdAt: Date }): Promise<LeadFacts> {
	const past = { ownerId: job.ownerId, id: { not: job.id }, createdAt: { lt: job.createdAt } }
	const [owner, taken, pastJobs, pastJobsHired] = await Promise.all([
		prisma.user.findUniqueOrThrow({ where: { id: job.ownerId }, select: { emailVerified: true, createdAt: true } }),
		countTakenPlaces([job.id]),
		prisma.job.count({ where: past }),
		prisma.job.count({ where: { ...past, offers: { some: { status: { in: [...HIRED_OFFER_STATUSES] } } } } }),
	])
	return {
		postedAt: job.createdAt,
		offerCount: taken.get(job.id) ?? 0,
		clientEmailVerified: owner.emailVerified,
		clientMemberSince: owner.createdAt,
		pastJobs,
		pastJobsHired,
	}
}
