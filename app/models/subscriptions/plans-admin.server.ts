// The admin's plans: create, edit, retire and bring back. Orders store their own
// amount (Payment.amountCents), so a new price never changes an order already placed; a retired
// plan can no longer be ordered, but subscriptions to it run until their end date.
import { AppError } from '#app/lib/app-error.ts'
import { prisma } from '#app/lib/db.server.ts'
import { recordAdminAction } from '#app/models/audit/audit.server.ts'
import { type PlanInput } from './plans-admin.schema.ts'
import { activeSubscriptionWhere } from './active-subscription.server.ts'

export const PLAN_ADMIN_MESSAGES = {
	created: 'Plan creado',
	updated: 'Plan guardado',
	retired: 'Plan retirado: ya no se puede pedir',
	restored: 'Plan disponible de nuevo',
	notFound: 'Plan no encontrado',
	alreadyRetired: 'Este plan ya está retirado',
	notRetired: 'Este plan ya está disponible',
} as const

const planFields = { id: true, name: true, priceCents: true, durationInDays: true, retiredAt: true } as const

/** Every plan, available ones first, with how many subscriptions are in force and pending. */
export async function listPlansForAdmin(now = new Date()) {
	const [plans, active, pending] = await Promise.all([
		prisma.plan.findMany({
			orderBy: [{ retiredAt: { sort: 'desc', nulls: 'first' } }, { durationInDays: 'asc' }, { priceCents: 'asc' }],
			select: planFields,
		}),
		prisma.subscription.groupBy({
			by: ['planId'],
			where: activeSubscriptionWhere(now),
			_count: { _all: true },
		}),
		prisma.subscription.groupBy({ by: ['planId'], where: { status: 'pending' }, _count: { _all: true } }),
	])
	const count = (rows: typeof active, planId: string) => rows.find((row) => row.planId === planId)?._count._all ?? 0
	return plans.map((plan) => ({ ...plan, activeCount: count(active, plan.id), pendingCount: count(pending, plan.id) }))
}

export function getPlanForAdmin(planId: string) {
	return prisma.plan.findUnique({ where: { id: planId }, select: planFields })
}

const toColumns = (input: PlanInput) => ({
	name: input.name,
	priceCents: Math.round(input.price * 100),
	durationInDays: input.durationInDays,
})

export function createPlan({ input, adminId }: { input: PlanInput; adminId: string }) {
	return prisma.$transaction(async (tx) => {
		const plan = await tx.plan.create({ data: toColumns(input), select: planFields })
		await recordAdminAction(
			{ actorId: adminId, action: 'plan.create', targetType: 'plan', targetId: plan.id, details: toColumns(input) },
			tx,
		)
		return plan
	})
}

export function updatePlan({ planId, input, adminId }: { planId: string; input: PlanInput; adminId: string }) {
	return prisma.$transaction(async (tx) => {
		const before = await tx.plan.findUnique({
			where: { id: planId },
			select: { name: true, priceCents: true, durationInDays: true },
		})
		if (!before) throw new AppError('not_found', PLAN_ADMIN_MESSAGES.notFound)
		const plan = await tx.plan.update({ where: { id: planId }, data: toColumns(input), select: planFields })
		await recordAdminAction(
			{
				actorId: adminId,
				action: 'plan.update',
				targetType: 'plan',
				targetId: planId,
				details: { before, after: toColumns(input) },
			},
			tx,
		)
		return plan
	})
}

/** Retires (`retired`) or brings back a plan; asking for the state it already has is refused. */
export function setPlanRetired({
	planId,
	retired,
	adminId,
	now = new Date(),
}: {
	planId: string
	retired: boolean
	adminId: string
	now?: Date
}) {
	return prisma.$transaction(async (tx) => {
		// the state is part of the where: two admins clicking at once cannot both succeed
		const { count } = await tx.plan.updateMany({
			where: { id: planId, retiredAt: retired ? null : { not: null } },
			data: { retiredAt: retired ? now : null },
		})
		if (!count) {
			const exists = await tx.plan.count({ where: { id: planId } })
			if (!exists) throw new AppError('not_found', PLAN_ADMIN_MESSAGES.notFound)
			throw new AppError('conflict', retired ? PLAN_ADMIN_MESSAGES.alreadyRetired : PLAN_ADMIN_MESSAGES.notRetired)
		}
		await recordAdminAction(
			{ actorId: adminId, action: retired ? 'plan.retire' : 'plan.restore', targetType: 'plan', targetId: planId },
			tx,
		)
	})
}
