// What each role sees first on its dashboard.
import { prisma } from '#app/lib/db.server.ts'
import { type SessionUser } from '#app/models/auth/guards.server.ts'
import { countFailedJobs } from '#app/models/admin/queue-jobs.server.ts'

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
		return { role: 'cliente' as const, jobs, jobCount: await prisma.job.count({ where: { ownerId: user.id } }) }
	}
	if (user.role === 'oficial') {
		const [craftsman, subscription, offerCount] = await Promise.all([
			prisma.craftsmanProfile.findUnique({
				where: { userId: user.id },
				select: { status: true, companyName: true, companySlug: true, refusedReason: true },
			}),
			prisma.subscription.findFirst({
				where: { userId: user.id, status: 'active', endDate: { gt: new Date() } },
				orderBy: { endDate: 'desc' },
				select: { endDate: true, plan: { select: { name: true } } },
			}),
			prisma.offer.count({ where: { craftsmanId: user.id } }),
		])
		return { role: 'oficial' as const, craftsman, subscription, offerCount }
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
