// The plans screen's cards, ready to show (spec 000 §2): on the subscriptions page, and embedded in
// the subscription-required modal of a job (spec 000 §2, 001 §6), so both show the same thing.
import { formatDuration, formatEuros } from './plan-labels.ts'
import { getPlansScreen } from './subscriptions.server.ts'
import { formatDate } from '#app/lib/format.ts'

export async function loadPlanCards(userId: string) {
	const cards = await getPlansScreen(userId)
	return cards.map((card) => ({
		plan: {
			id: card.plan.id,
			name: card.plan.name,
			price: formatEuros(card.plan.priceCents),
			duration: formatDuration(card.plan.durationInDays),
		},
		daysRemaining: card.daysRemaining,
		label: card.label,
		pendingPaymentId: card.pendingPaymentId,
		activeUntil: card.held?.status === 'active' && card.held.endDate ? formatDate(card.held.endDate) : null,
		expiredOn: card.held?.status === 'expired' && card.held.endDate ? formatDate(card.held.endDate) : null,
	}))
}
