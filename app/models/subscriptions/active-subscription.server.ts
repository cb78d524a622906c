import { prisma } from '#app/lib/db.server.ts'

/**
 * The subscription a craftsman has in force now, or null. Subscriptions whose end date has passed
 * are marked expired on the way: expiry is checked wherever a gated feature is used, not only by
 * a scheduled job (issue 6).
 */
/** A plan in force at `now`: the one rule, for this function and the read-only craftsman gate. */
export const activeSubscriptionWhere = (now: Date) => ({ status: 'active' as const, endDate: { gt: now } })

export async function getActiveSubscription(userId: string, now = new Date()) {
	await prisma.subscription.updateMany({
		where: { userId, status: 'active', endDate: { lte: now } },
		data: { status: 'expired' },
	})
	return prisma.subscription.findFirst({
		where: { userId, ...activeSubscriptionWhere(now) },
		orderBy: { endDate: 'desc' },
		select: { id: true, endDate: true, plan: { select: { id: true, name: true, durationInDays: true } } },
	})
}
