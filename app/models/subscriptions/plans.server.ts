import { prisma } from '#app/lib/db.server.ts'

/** The plans a craftsman can order now (not retired), shortest first (spec 000 §2). */
export function listPlans() {
	return prisma.plan.findMany({
		where: { retiredAt: null },
		orderBy: [{ durationInDays: 'asc' }, { priceCents: 'asc' }],
		select: { id: true, name: true, priceCents: true, durationInDays: true },
	})
}

export type PlanSummary = Awaited<ReturnType<typeof listPlans>>[number]
