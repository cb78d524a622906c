// The plans screen's cards, ready to show (spec 000 §2): on the subscriptions page, and embedded in
// the subscription-required modal of a job (spec 000 §2, 001 §6), so both show the same thing.
import { prisma } from '#app/lib/db.server.ts'
import { formatDuration, formatPlanPrice } from './plan-labels.ts'
import { getPlansScreen } from './subscriptions.server.ts'
import { formatDate } from '#app/lib/format.ts'

export async function loadPlanCards(userId: string) {
	const [cards, buyerTaxId] = await Promise.all([getPlansScreen(userId), getBuyerTaxId(userId)])
	return cards.map((card) => ({
		plan: {
			id: card.plan.id,
			name: card.plan.name,
			price: formatPlanPrice(card.plan.priceCents),
			duration: formatDuration(card.plan.durationInDays),
			buyerTaxId,
		},
		daysRemaining: card.daysRemaining,
		label: card.label,
		pendingPaymentId: card.pendingPaymentId,
		activeUntil: card.held?.status === 'active' && card.held.endDate ? formatDate(card.held.endDate) : null,
		expiredOn: card.held?.status === 'expired' && card.held.endDate ? formatDate(card.held.endDate) : null,
	}))
}

/** The NIF/CIF on the craftsman's profile, which the order form shows prefilled (null when none yet). */
export async function getBuyerTaxId(userId: string) {
	const profile = await prisma.craftsmanProfile.findUnique({ where: { userId }, select: { taxId: true } })
	return profile?.taxId ?? null
}
