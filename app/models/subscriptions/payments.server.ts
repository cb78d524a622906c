// An admin confirms a received bank transfer (POST /api/subscription/verify-payment): the order
// becomes active; a renewal or upgrade starts where the plan in force ends, not today.
import { AppError } from '#app/lib/app-error.ts'
import { prisma } from '#app/lib/db.server.ts'
import { paymentConfirmedMessage } from '#app/emails/templates/payment-confirmed.server.tsx'
import { getEnv } from '#app/lib/env.server.ts'
import { formatCents, formatDate } from '#app/lib/format.ts'
import { recordAdminAction } from '#app/models/audit/audit.server.ts'
import { renderInvoicePdf } from '#app/models/invoices/invoice-pdf.server.ts'
import { invoiceFileName } from '#app/models/invoices/invoice-rules.ts'
import { type StoredInvoice } from '#app/models/invoices/invoices.server.ts'
import { issueInvoice } from '#app/models/invoices/issue-invoice.server.ts'
import { notify } from '#app/models/notifications/notify.server.ts'
import { enqueue, type Executor } from '#app/queue/queue.server.ts'
import { days } from './limits.ts'
import { MESSAGES } from './subscription-errors.ts'
import { orderSelect } from './subscriptions.server.ts'
import { paths } from '#app/lib/paths.ts'
import { activeSubscriptionWhere } from './active-subscription.server.ts'

/**
 * Confirms the payment `paymentId` of `amountEuros`. Idempotent: an already confirmed payment
 * answers the same result and changes nothing. A wrong amount is refused and changes nothing.
 */
export async function verifyPayment({
	paymentId,
	subscriptionId,
	amountEuros,
	adminId,
	now = new Date(),
}: {
	adminId: string
	now?: Date
} & (
	| { paymentId: string; subscriptionId?: undefined; amountEuros: number }
	// the contract's admin clients confirm an order by its id; they send no amount to check
	| { paymentId?: undefined; subscriptionId: string; amountEuros?: number }
)) {
	const where = paymentId ? { paymentId: paymentId.trim().toUpperCase() } : { subscriptionId: subscriptionId! }
	const result = await prisma.$transaction(async (tx) => {
		const payment = await tx.payment.findUnique({
			where,
			select: {
				id: true,
				paymentId: true,
				status: true,
				amountCents: true,
				subscription: { select: { id: true, userId: true } },
			},
		})
		if (!payment) throw new AppError('not_found', MESSAGES.paymentNotFound)
		// per craftsman: two confirmations at once must not both start from the same end date
		await tx.$queryRaw`SELECT pg_advisory_xact_lock(hashtext(${`order:${payment.subscription.userId}`}))::text`
		const current = await tx.payment.findUniqueOrThrow({ where: { id: payment.id }, select: { status: true } })
		if (amountEuros !== undefined && Math.round(amountEuros * 100) !== payment.amountCents)
			throw new AppError('bad_request', MESSAGES.wrongAmount)
		if (current.status === 'cancelled') throw new AppError('conflict', MESSAGES.paymentCancelled)
		if (current.status === 'paid') {
			return {
				changed: false,
				order: await tx.subscription.findUniqueOrThrow({ where: { id: payment.subscription.id }, select: orderSelect }),
			}
		}
		const userId = payment.subscription.userId
		const inForce = await tx.subscription.findFirst({
			where: { userId, ...activeSubscriptionWhere(now) },
			orderBy: { endDate: 'desc' },
			select: { endDate: true },
		})
		const startDate = inForce?.endDate ?? now
		const sub = await tx.subscription.findUniqueOrThrow({
			where: { id: payment.subscription.id },
			select: { plan: { select: { durationInDays: true } } },
		})
		await tx.payment.update({
			where: { id: payment.id },
			data: { status: 'paid', confirmedAt: now, confirmedById: adminId },
		})
		const order = await tx.subscription.update({
			where: { id: payment.subscription.id },
			data: { status: 'active', startDate, endDate: new Date(startDate.getTime() + days(sub.plan.durationInDays)) },
			select: orderSelect,
		})
		// The invoice and its email are part of the confirmation, or neither happens
		const invoice = await issueInvoice(tx, payment.id, now)
		await enqueueConfirmationEmail(tx, { invoice, planName: order.plan.name, endDate: order.endDate! })
		// The page and POST /api/subscription/verify-payment both come through here,
		// so both are audited, and only a confirmation that changed something leaves an entry
		await recordAdminAction(
			{
				actorId: adminId,
				action: 'payment.confirm',
				targetType: 'payment',
				targetId: payment.paymentId,
				details: {
					amountCents: payment.amountCents,
					planName: order.plan.name,
					craftsmanId: userId,
					startDate: startDate.toISOString(),
					endDate: order.endDate!.toISOString(),
				},
			},
			tx,
		)
		return { changed: true, order, invoiceNumber: invoice.number }
	})
	if (result.changed) {
		await notify(
			result.order.userId,
			{
				text: `Hemos recibido tu pago: tu plan ${result.order.plan.name} está activo hasta el ${formatDate(result.order.endDate!)}.`,
				link: paths.craftsmanPlans(),
			},
			{ push: { kind: 'payment', title: 'Pago confirmado' } },
		)
	}
	return result
}

/** «Pago recibido», with the invoice attached as a PDF. */
async function enqueueConfirmationEmail(
	tx: Executor,
	{ invoice, planName, endDate }: { invoice: StoredInvoice; planName: string; endDate: Date },
) {
	const buyer = await tx.user.findUniqueOrThrow({ where: { id: invoice.userId }, select: { name: true } })
	await enqueue(tx, 'email', {
		to: invoice.buyerEmail,
		...paymentConfirmedMessage({
			name: buyer.name,
			planName,
			endDate: formatDate(endDate),
			invoiceNumber: invoice.number,
			total: formatCents(invoice.totalCents),
			link: `${getEnv().SITE_ORIGIN}${paths.craftsmanPayments()}`,
		}),
		tag: 'payment-confirmed',
		key: `invoice-${invoice.number}`,
		attachments: [
			{
				filename: invoiceFileName(invoice.number),
				content: (await renderInvoicePdf(invoice)).toString('base64'),
				contentType: 'application/pdf',
			},
		],
	})
}
