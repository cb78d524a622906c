// Ordering a plan paid by bank transfer (spec 000 §2, §4): a pending subscription and payment with
// a transfer reference, the instructions by email, and a notification.
import { AppError } from '#app/lib/app-error.ts'
import { type Role } from '#app/generated/prisma/enums.ts'
import { paymentInstructionsMessage } from '#app/emails/templates/payment-instructions.server.tsx'
import { prisma } from '#app/lib/db.server.ts'
import { getEnv } from '#app/lib/env.server.ts'
import { enqueue } from '#app/queue/queue.server.ts'
import { assertCraftsmanGate } from './craftsman-gate.server.ts'
import { notify } from '#app/models/notifications/notify.server.ts'
import { type PAYMENT_METHODS } from './limits.ts'
import { newPaymentReference } from './payment-reference.ts'
import { formatDuration, formatIban, formatPlanPrice } from './plan-labels.ts'
import { MESSAGES } from './subscription-errors.ts'
import { getOrderablePlan, orderSelect, type OrderRow } from './subscriptions.server.ts'
import { paths } from '#app/lib/paths.ts'

export const paymentPath = (paymentId: string) => paths.craftsmanPayment(paymentId)

/** What the instructions screen and the email show: the order and the bank from configuration. */
export function paymentInstructions(order: OrderRow) {
	const env = getEnv()
	return {
		planName: order.plan.name,
		duration: formatDuration(order.plan.durationInDays),
		amount: formatPlanPrice(order.payment!.amountCents),
		paymentId: order.payment!.paymentId,
		bankName: env.BANK_NAME,
		iban: formatIban(env.BANK_IBAN),
		bic: env.BANK_BIC,
	}
}

type Orderer = { id: string; role: Role; name: string; email: string }

/**
 * Orders `planId` for `user`. Refuses unverified craftsmen (the shared gate), unknown and retired
 * plans. A second order of a plan that is still pending is refused with the existing reference,
 * so a craftsman never has two transfers to make for one plan.
 */
export async function orderPlan({
	user,
	planId,
	method,
	taxId,
	legalName,
}: {
	user: Orderer
	planId: string
	method: (typeof PAYMENT_METHODS)[number]
	/** the buyer's NIF/CIF from the order form: kept on the profile, printed on the invoice */
	taxId?: string
	/** the name on that NIF/CIF (razón social): kept on the profile, the buyer on the invoice */
	legalName?: string
}) {
	await assertCraftsmanGate(user, 'order-plan')
	const plan = await getOrderablePlan(planId)
	if (!plan) throw new AppError('not_found', MESSAGES.planNotFound)
	if (plan.retiredAt) throw new AppError('conflict', MESSAGES.planRetired)

	const order = await prisma.$transaction(async (tx) => {
		// one order at a time per craftsman, so two quick clicks cannot create two pending orders
		await tx.$queryRaw`SELECT pg_advisory_xact_lock(hashtext(${`order:${user.id}`}))::text`
		const pending = await tx.subscription.findFirst({
			where: { userId: user.id, planId, status: 'pending' },
			select: orderSelect,
		})
		if (pending)
			throw new AppError('conflict', MESSAGES.pendingExists, { details: { paymentId: pending.payment?.paymentId } })
		if (taxId || legalName)
			await tx.craftsmanProfile.update({
				where: { userId: user.id },
				data: { taxId: taxId || undefined, legalName: legalName || undefined },
			})
		for (let attempt = 0; ; attempt++) {
			const paymentId = newPaymentReference()
			if (await tx.payment.findUnique({ where: { paymentId }, select: { id: true } })) {
				if (attempt < 5) continue
				throw new Error('No se pudo generar una referencia de pago única')
			}
			const created = await tx.subscription.create({
				data: {
					userId: user.id,
					planId,
					status: 'pending',
					payment: { create: { paymentId, amountCents: plan.priceCents, method } },
				},
				select: orderSelect,
			})
			const { paymentId: reference } = paymentInstructions(created)
			const emailLink = `${getEnv().SITE_ORIGIN}${paymentPath(reference)}`
			await enqueue(tx, 'email', {
				to: user.email,
				...paymentInstructionsMessage({ ...paymentInstructions(created), name: user.name, link: emailLink }),
				tag: 'payment-instructions',
			})
			return created
		}
	})

	const instructions = paymentInstructions(order)
	const link = paymentPath(instructions.paymentId)
	await notify(user.id, {
		text: `Tu pedido del plan ${plan.name} está pendiente de pago. Referencia de la transferencia: ${instructions.paymentId}.`,
		link,
	})
	return order
}
