// The admin's bank-transfer desk: every order with its craftsman, searchable by
// transfer reference, and the cancellation of a pending one. Confirming is verifyPayment's job.
import { AppError } from '#app/lib/app-error.ts'
import { type PaymentStatus } from '#app/generated/prisma/enums.ts'
import { enqueue } from '#app/queue/queue.server.ts'
import { orderCancelledEmail } from '#app/emails/templates/order-cancelled.server.tsx'
import { prisma } from '#app/lib/db.server.ts'
import { getEnv } from '#app/lib/env.server.ts'
import { recordAdminAction } from '#app/models/audit/audit.server.ts'
import { notify } from '#app/models/notifications/notify.server.ts'
import { MESSAGES } from './subscription-errors.ts'
import { paths } from '#app/lib/paths.ts'

export const PAYMENT_ADMIN_MESSAGES = {
	confirmed: 'Pago confirmado: la suscripción está activa',
	alreadyConfirmed: 'Este pago ya estaba confirmado: no se ha cambiado nada',
	cancelled: 'Pedido cancelado',
	paidNotCancellable: 'Este pedido ya está pagado: no se puede cancelar',
	alreadyCancelled: 'Este pedido ya está cancelado',
	notFound: MESSAGES.paymentNotFound,
} as const

const PLANS_PATH = paths.craftsmanPlans()

const adminPaymentSelect = {
	id: true,
	paymentId: true,
	amountCents: true,
	status: true,
	createdAt: true,
	confirmedAt: true,
	subscription: {
		select: {
			id: true,
			status: true,
			endDate: true,
			plan: { select: { name: true } },
			user: {
				select: { id: true, email: true, name: true, lastName: true, craftsman: { select: { companyName: true } } },
			},
		},
	},
} as const

/** Orders for the admin: pending first, then newest; `search` is part of a reference, any status. */
export async function listPaymentsForAdmin({
	status,
	search,
	page,
	pageSize,
}: {
	status?: PaymentStatus
	search?: string
	page: number
	pageSize: number
}) {
	const reference = search?.trim()
	const where = {
		...(status && { status }),
		...(reference && { paymentId: { contains: reference, mode: 'insensitive' as const } }),
	}
	const [payments, total] = await Promise.all([
		// enum order is declaration order: pending, paid, cancelled
		prisma.payment.findMany({
			where,
			orderBy: [{ status: 'asc' }, { createdAt: 'desc' }, { id: 'asc' }],
			skip: (page - 1) * pageSize,
			take: pageSize,
			select: adminPaymentSelect,
		}),
		prisma.payment.count({ where }),
	])
	return { payments, total }
}

export type AdminPaymentRow = Awaited<ReturnType<typeof listPaymentsForAdmin>>['payments'][number]

export function getPaymentForAdmin(paymentId: string) {
	return prisma.payment.findUnique({ where: { paymentId: paymentId.trim().toUpperCase() }, select: adminPaymentSelect })
}

/**
 * Cancels the pending order `paymentId` (payment and subscription → cancelled), audited in the
 * same transaction; the craftsman is notified and emailed with the reason. A paid or already
 * cancelled order is refused and nothing changes.
 */
export async function cancelOrder({
	paymentId,
	reason,
	adminId,
}: {
	paymentId: string
	reason: string
	adminId: string
}) {
	const reference = paymentId.trim().toUpperCase()
	const cancelled = await prisma.$transaction(async (tx) => {
		const payment = await tx.payment.findUnique({
			where: { paymentId: reference },
			select: { id: true, subscription: { select: { userId: true } } },
		})
		if (!payment) throw new AppError('not_found', PAYMENT_ADMIN_MESSAGES.notFound)
		// the same per-craftsman lock as verifyPayment: a confirmation and a cancellation never interleave
		await tx.$queryRaw`SELECT pg_advisory_xact_lock(hashtext(${`order:${payment.subscription.userId}`}))::text`
		const current = await tx.payment.findUniqueOrThrow({ where: { id: payment.id }, select: adminPaymentSelect })
		if (current.status === 'paid') throw new AppError('conflict', PAYMENT_ADMIN_MESSAGES.paidNotCancellable)
		if (current.status === 'cancelled') throw new AppError('conflict', PAYMENT_ADMIN_MESSAGES.alreadyCancelled)
		await tx.payment.update({ where: { id: current.id }, data: { status: 'cancelled' } })
		await tx.subscription.update({ where: { id: current.subscription.id }, data: { status: 'cancelled' } })
		await recordAdminAction(
			{
				actorId: adminId,
				action: 'payment.cancel',
				targetType: 'payment',
				targetId: current.paymentId,
				details: {
					reason,
					amountCents: current.amountCents,
					planName: current.subscription.plan.name,
					craftsmanId: current.subscription.user.id,
				},
			},
			tx,
		)
		const { user, plan } = current.subscription
		await enqueue(tx, 'email', {
			to: user.email,
			...orderCancelledEmail({
				name: user.name,
				planName: plan.name,
				paymentId: current.paymentId,
				reason,
				link: `${getEnv().SITE_ORIGIN}${PLANS_PATH}`,
			}),
			tag: 'order-cancelled',
		})
		return current
	})
	const { user, plan } = cancelled.subscription
	await notify(user.id, {
		text: `Hemos cancelado tu pedido del plan ${plan.name} (referencia ${cancelled.paymentId}). Motivo: ${reason}`,
		link: PLANS_PATH,
	})
	return cancelled
}
