// Reading a craftsman's plans and orders. Every query is scoped by the viewer's id.
import { type PaymentStatus, type SubscriptionStatus } from '#app/generated/prisma/enums.ts'
import { prisma } from '#app/lib/db.server.ts'
import { getActiveSubscription } from './active-subscription.server.ts'
import { daysRemaining, planLabel } from './plan-labels.ts'

const planSelect = { id: true, name: true, priceCents: true, durationInDays: true, retiredAt: true } as const

export const orderSelect = {
	id: true,
	userId: true,
	// who ordered, as the admin's payments table names them
	user: {
		select: { name: true, lastName: true, email: true, craftsman: { select: { id: true, companyName: true } } },
	},
	status: true,
	startDate: true,
	endDate: true,
	createdAt: true,
	plan: { select: planSelect },
	payment: {
		select: {
			paymentId: true,
			amountCents: true,
			method: true,
			status: true,
			confirmedAt: true,
			invoice: { select: { number: true } },
		},
	},
} as const

/** Plans that can be ordered (not retired), shortest first. */
export function listOrderablePlans() {
	return prisma.plan.findMany({
		where: { retiredAt: null },
		orderBy: [{ durationInDays: 'asc' }, { priceCents: 'asc' }],
		select: planSelect,
	})
}

export async function listPlansPage({ page, pageSize, all }: { page: number; pageSize: number; all: boolean }) {
	const where = { retiredAt: null }
	const [plans, total] = await Promise.all([
		prisma.plan.findMany({
			where,
			orderBy: [{ durationInDays: 'asc' }, { priceCents: 'asc' }],
			select: planSelect,
			...(all ? {} : { skip: (page - 1) * pageSize, take: pageSize }),
		}),
		prisma.plan.count({ where }),
	])
	return { plans, total }
}

export function getOrderablePlan(planId: string) {
	return prisma.plan.findUnique({ where: { id: planId }, select: planSelect })
}

/**
 * The plans screen: each plan with its days remaining and button label (spec 000 §2, §4).
 * Expired subscriptions are marked on the way, so an end date that passed shows at once.
 */
export async function getPlansScreen(userId: string, now = new Date()) {
	await getActiveSubscription(userId, now)
	const [plans, orders] = await Promise.all([
		listOrderablePlans(),
		prisma.subscription.findMany({
			where: { userId, status: { in: ['pending', 'active', 'expired'] } },
			orderBy: [{ endDate: { sort: 'desc', nulls: 'last' } }, { createdAt: 'desc' }],
			select: orderSelect,
		}),
	])
	return plans.map((plan) => {
		const ofPlan = orders.filter((order) => order.plan.id === plan.id)
		const pending = ofPlan.find((order) => order.status === 'pending') ?? null
		// the latest paid subscription of this plan: the active one reaching furthest, or the last expired
		const held =
			ofPlan.find((order) => order.status === 'active') ?? ofPlan.find((order) => order.status === 'expired') ?? null
		const remaining = held?.status === 'active' ? daysRemaining(held.endDate, now) : 0
		return {
			plan,
			daysRemaining: remaining,
			label: planLabel({
				hasPendingOrder: !!pending,
				daysRemaining: remaining,
				status: held?.status,
				paymentStatus: held?.payment?.status,
			}),
			pendingPaymentId: pending?.payment?.paymentId ?? null,
			held: held ? { status: held.status, endDate: held.endDate } : null,
		}
	})
}

export type OrderFilters = { status?: SubscriptionStatus; paymentStatus?: PaymentStatus; paymentId?: string }

/** The viewer's own orders, newest first. */
export async function listOwnOrders(
	userId: string,
	{ page, pageSize, filters = {} }: { page: number; pageSize: number; filters?: OrderFilters },
) {
	await getActiveSubscription(userId)
	return listOrders(userId, { page, pageSize, filters })
}

/** Every craftsman's orders, newest first, with the same filters (the admin's GET /api/subscription). */
export function listAllOrders(paging: { page: number; pageSize: number; filters?: OrderFilters }) {
	return listOrders(null, paging)
}

async function listOrders(
	userId: string | null,
	{ page, pageSize, filters = {} }: { page: number; pageSize: number; filters?: OrderFilters },
) {
	const where = {
		...(userId && { userId }),
		...(filters.status && { status: filters.status }),
		...((filters.paymentStatus || filters.paymentId) && {
			payment: {
				...(filters.paymentStatus && { status: filters.paymentStatus }),
				...(filters.paymentId && { paymentId: filters.paymentId.trim().toUpperCase() }),
			},
		}),
	}
	const [orders, total] = await Promise.all([
		prisma.subscription.findMany({
			where,
			orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
			skip: (page - 1) * pageSize,
			take: pageSize,
			select: orderSelect,
		}),
		prisma.subscription.count({ where }),
	])
	return { orders, total }
}

export function listOwnPendingOrders(userId: string) {
	return prisma.subscription.findMany({
		where: { userId, status: 'pending' },
		orderBy: { createdAt: 'desc' },
		select: orderSelect,
	})
}

/** One of the viewer's own orders by its payment reference; someone else's is not found. */
export function getOwnOrderByPaymentId(userId: string, paymentId: string) {
	return prisma.subscription.findFirst({
		where: { userId, payment: { paymentId: paymentId.trim().toUpperCase() } },
		select: orderSelect,
	})
}

export type OrderRow = NonNullable<Awaited<ReturnType<typeof getOwnOrderByPaymentId>>>
