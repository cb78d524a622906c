// DB plans and orders → the legacy /api shapes (spec 000 §3 'Plan', 'Subscription').
import { centsToEuros } from '#app/models/subscriptions/plan-labels.ts'
import { type CurrentSubscription } from '#app/models/subscriptions/active-subscription.server.ts'
import { type OrderRow } from '#app/models/subscriptions/subscriptions.server.ts'

type PlanRow = { id: string; name: string; priceCents: number; durationInDays: number }

export function serializePlan(plan: PlanRow) {
	// duration_in_days is the real length in days (the old product multiplied it by 30; see README)
	return { _id: plan.id, name: plan.name, price: centsToEuros(plan.priceCents), duration_in_days: plan.durationInDays }
}

export function serializeSubscription(order: OrderRow) {
	const plan = serializePlan(order.plan)
	return {
		_id: order.id,
		status: order.status,
		payment_status: order.payment?.status ?? null,
		paymentId: order.payment?.paymentId ?? null,
		userId: order.userId,
		craftsmanId: order.user.craftsman && {
			_id: order.user.craftsman.id,
			user: order.userId,
			company_name: order.user.craftsman.companyName,
			name: order.user.name,
			lastName: order.user.lastName,
			email: order.user.email,
		},
		plan,
		// what the order costs, as the clients' order lists show it beside plan.name
		price: order.payment ? centsToEuros(order.payment.amountCents) : plan.price,
		amount: order.payment ? centsToEuros(order.payment.amountCents) : null,
		payment_details: { payment_method: order.payment?.method ?? 'bank_transfer' },
		// a paid order's invoice, as a PDF through GET /api/invoices/{number}
		invoiceNumber: order.payment?.invoice?.number ?? null,
		invoice_url: order.payment?.invoice ? `/api/invoices/${order.payment.invoice.number}` : null,
		start_date: order.startDate,
		end_date: order.endDate,
		createdAt: order.createdAt,
	}
}

/** `craftsman.current_subscription {plan, status, end_date}` (spec 000 §3), null when none was ever paid. */
export function serializeCurrentSubscription(subscription: CurrentSubscription | null | undefined) {
	if (!subscription) return null
	return {
		plan: serializePlan(subscription.plan),
		status: subscription.status,
		end_date: subscription.endDate.toISOString(),
	}
}
