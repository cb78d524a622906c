import { Prisma } from '#app/generated/prisma/client.ts'
import { prisma } from '#app/lib/db.server.ts'

/** A plan in force at `now`: the one rule, for this function and the read-only craftsman gate. */
export const activeSubscriptionWhere = (now: Date) => ({ status: 'active' as const, endDate: { gt: now } })

/** The same rule in SQL over `Subscription` rows aliased `alias`, for a statement that reads more. */
export const activeSubscriptionSql = (alias: string, now: Date) =>
	Prisma.sql`${Prisma.raw(alias)}."status" = 'active' AND ${Prisma.raw(alias)}."endDate" > ${now}`

/**
 * The subscription a craftsman has in force now, or null. Subscriptions whose end date has passed
 * are marked expired on the way: expiry is checked wherever a gated feature is used, not only by
 * a scheduled job.
 */
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

export type CurrentSubscription = {
	plan: { id: string; name: string; priceCents: number; durationInDays: number }
	/** 'active' while in force, 'expired' once its end date passed (or it was cancelled) */
	status: 'active' | 'expired'
	endDate: Date
}

/**
 * Each craftsman's `current_subscription` (spec 000 §3, 001 §3): the paid subscription reaching
 * furthest, whether still in force or not; none for a craftsman who never had one paid. Orders
 * waiting for their transfer are not a subscription yet. Read-only: the status is decided against
 * `now`, so an end date that passed reads 'expired' before the sweep marks it.
 */
export async function getCurrentSubscriptions(userIds: string[], now = new Date()) {
	const rows = await prisma.subscription.findMany({
		where: { userId: { in: userIds }, status: { in: ['active', 'expired', 'cancelled'] }, endDate: { not: null } },
		orderBy: { endDate: 'desc' },
		select: {
			userId: true,
			status: true,
			endDate: true,
			plan: { select: { id: true, name: true, priceCents: true, durationInDays: true } },
		},
	})
	const byUser = new Map<string, CurrentSubscription>()
	for (const row of rows) {
		if (byUser.has(row.userId) || !row.endDate) continue
		const inForce = row.status === 'active' && row.endDate > now
		byUser.set(row.userId, { plan: row.plan, status: inForce ? 'active' : 'expired', endDate: row.endDate })
	}
	return byUser
}

export async function getCurrentSubscription(userId: string, now = new Date()) {
	return (await getCurrentSubscriptions([userId], now)).get(userId) ?? null
}
