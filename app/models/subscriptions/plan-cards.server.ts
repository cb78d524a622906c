// The plans screen's cards, ready to show (spec 000 §2): on the subscriptions page, and embedded in
// the subscription-required modal of a job (spec 000 §2, 001 §6), so both show the same thing.
import { prisma } from '#app/lib/db.server.ts'
import { formatDuration, formatPlanPrice } from './plan-labels.ts'
import { getPlansScreen } from './subscriptions.server.ts'
import { formatDate } from '#app/lib/format.ts'
import { personalName } from '#app/models/invoices/invoice-rules.ts'

export async function loadPlanCards(userId: string) {
	const [cards, buyer] = await Promise.all([getPlansScreen(userId), getInvoiceBuyer(userId)])
	return cards.map((card) => ({
		plan: {
			id: card.plan.id,
			name: card.plan.name,
			price: formatPlanPrice(card.plan.priceCents),
			duration: formatDuration(card.plan.durationInDays),
			buyerTaxId: buyer.taxId,
			buyerLegalName: buyer.legalName,
		},
		daysRemaining: card.daysRemaining,
		label: card.label,
		pendingPaymentId: card.pendingPaymentId,
		activeUntil: card.held?.status === 'active' && card.held.endDate ? formatDate(card.held.endDate) : null,
		expiredOn: card.held?.status === 'expired' && card.held.endDate ? formatDate(card.held.endDate) : null,
	}))
}

/**
 * What the order form shows prefilled for the invoice: the NIF/CIF on the craftsman's profile (null
 * when none yet) and the name that goes with it, the account's name and surnames until he gives one.
 */
export async function getInvoiceBuyer(userId: string) {
	const user = await prisma.user.findUnique({
		where: { id: userId },
		select: { name: true, lastName: true, craftsman: { select: { taxId: true, legalName: true } } },
	})
	return {
		taxId: user?.craftsman?.taxId ?? null,
		legalName: user?.craftsman?.legalName ?? (user ? personalName(user) : ''),
	}
}
