// What each role sees first on its dashboard.
import { prisma } from '#app/lib/db.server.ts'
import { type SessionUser } from '#app/models/auth/guards.server.ts'
import { countFailedJobs } from '#app/models/admin/queue-jobs.server.ts'
import { countUnseenConversations } from '#app/models/conversations/conversation-queries.server.ts'
import { getLeadsPause } from '#app/models/craftsmen/pause.server.ts'
import { activeSubscriptionWhere } from '#app/models/subscriptions/active-subscription.server.ts'

/** How many jobs waiting on the client «Resumen» lists first. */
export const WAITING_JOBS_SHOWN = 10

/**
 * What waits for the client, first on «Resumen»: open jobs with offers not yet answered (newest
 * offer first, whatever page of «Mis trabajos» they fall on) and conversations with unread messages.
 */
async function whatWaitsForClient(clientId: string) {
	const pending = { status: 'pending' } as const
	const [jobs, unreadConversations] = await Promise.all([
		prisma.job.findMany({
			where: { ownerId: clientId, status: 'open', offers: { some: pending } },
			select: {
				id: true,
				serviceTitle: true,
				otherTitle: true,
				listingId: true,
				_count: { select: { offers: { where: pending } } },
				offers: { where: pending, orderBy: { createdAt: 'desc' }, take: 1, select: { createdAt: true } },
			},
		}),
		countUnseenConversations(clientId),
	])
	const newest = (job: (typeof jobs)[number]) => job.offers[0]?.createdAt.getTime() ?? 0
	return {
		jobs: jobs
			.sort((a, b) => newest(b) - newest(a))
			.slice(0, WAITING_JOBS_SHOWN)
			.map(({ offers, _count, ...job }) => ({ ...job, pendingOffers: _count.offers })),
		unreadConversations,
	}
}

/**
 * What waits for the craftsman, first on «Resumen»: unread conversations, offers the client has
 * not answered yet, and accepted jobs still to finish.
 */
async function whatWaitsForCraftsman(craftsmanId: string) {
	const [unreadConversations, pendingOffers, acceptedJobs] = await Promise.all([
		countUnseenConversations(craftsmanId),
		prisma.offer.count({ where: { craftsmanId, status: 'pending' } }),
		prisma.offer.count({ where: { craftsmanId, status: 'accepted', job: { status: 'assigned' } } }),
	])
	return { unreadConversations, pendingOffers, acceptedJobs }
}

export async function getDashboardHome(user: SessionUser) {
	if (user.role === 'cliente') {
		const jobs = await prisma.job.findMany({
			where: { ownerId: user.id },
			orderBy: { createdAt: 'desc' },
			take: 5,
			select: {
				id: true,
				serviceTitle: true,
				otherTitle: true,
				status: true,
				createdAt: true,
				_count: { select: { offers: true } },
			},
		})
		const [jobCount, waiting] = await Promise.all([
			prisma.job.count({ where: { ownerId: user.id } }),
			whatWaitsForClient(user.id),
		])
		return { role: 'cliente' as const, jobs, jobCount, waiting }
	}
	if (user.role === 'oficial') {
		const [craftsman, subscription, offerCount, pausedUntil, waiting] = await Promise.all([
			prisma.craftsmanProfile.findUnique({
				where: { userId: user.id },
				select: { status: true, companyName: true, companySlug: true, refusedReason: true },
			}),
			prisma.subscription.findFirst({
				where: { userId: user.id, ...activeSubscriptionWhere(new Date()) },
				orderBy: { endDate: 'desc' },
				select: { endDate: true, plan: { select: { name: true } } },
			}),
			prisma.offer.count({ where: { craftsmanId: user.id } }),
			getLeadsPause(user.id),
			whatWaitsForCraftsman(user.id),
		])
		return { role: 'oficial' as const, craftsman, subscription, offerCount, pausedUntil, waiting }
	}
	const [unverified, pendingPayments, users, failedJobs] = await Promise.all([
		// the queue's default tab: refused profiles wait for the craftsman, not for an admin
		prisma.craftsmanProfile.count({ where: { status: 'unverified', refusedReason: null, user: { deletedAt: null } } }),
		prisma.payment.count({ where: { status: 'pending' } }),
		prisma.user.count(),
		countFailedJobs(),
	])
	return { role: 'admin' as const, unverified, pendingPayments, users, failedJobs }
}
