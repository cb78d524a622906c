// The scheduled sweeps of subscriptions: reminders of a plan's end (7 days, 1 day, on
// expiry) and pending bank-transfer orders (reminded after 3 days, cancelled after 14). Each
// message is claimed by a row (PlanReminder, Payment.reminderSentAt, the order's status) written
// in the transaction that queues its email and stores its notification: rerunning a sweep, or two
// workers at once, sends nothing twice.
import { type Prisma } from '#app/generated/prisma/client.ts'
import { orderCancelledEmail } from '#app/emails/templates/order-cancelled.server.tsx'
import {
	pendingOrderReminderEmail,
	planReminderEmail,
	planReminderTexts,
} from '#app/emails/templates/plan-reminder.server.tsx'
import { prisma } from '#app/lib/db.server.ts'
import { getEnv } from '#app/lib/env.server.ts'
import { addMadridDays } from '#app/queue/madrid-time.ts'
import { enqueue } from '#app/queue/queue.server.ts'
import { type NotificationRow, pushNotification } from '#app/models/notifications/notify.server.ts'
import { paymentPath } from './orders.server.ts'
import { formatEuros } from './plan-labels.ts'
import {
	PENDING_ORDER_CANCEL_DAYS,
	PENDING_ORDER_REMINDER_DAYS,
	pendingOrderStep,
	planReminderDue,
	remindersSettledBy,
} from './reminders.ts'
import { formatDate } from '#app/lib/format.ts'
import { paths } from '#app/lib/paths.ts'
import { activeSubscriptionWhere } from './active-subscription.server.ts'

const PLANS_PATH = paths.craftsmanPlans()
export const ORDER_EXPIRED_REASON = `No hemos recibido la transferencia en ${PENDING_ORDER_CANCEL_DAYS} días.`
const notificationSelect = { id: true, userId: true, text: true, link: true } as const

function push(stored: NotificationRow | null) {
	if (stored) pushNotification(stored)
}

/** The hourly sweep. Ended plans older than 2 days get no "ended" email (a first run on old data). */
export async function sendPlanReminders(now = new Date()) {
	const candidates = await prisma.subscription.findMany({
		where: {
			status: { in: ['active', 'expired'] },
			endDate: { gt: new Date(now.getTime() - 2 * 86_400_000), lte: addMadridDays(now, 8) },
		},
		select: { id: true, userId: true, endDate: true, plan: { select: { name: true } } },
	})
	let sent = 0
	for (const subscription of candidates) {
		const kind = planReminderDue(subscription.endDate!, now)
		if (!kind) continue
		// a renewal in force when this one ends makes the reminder pointless
		const renewed = await prisma.subscription.count({
			where: { userId: subscription.userId, ...activeSubscriptionWhere(subscription.endDate!) },
		})
		if (renewed) continue
		const stored = await prisma.$transaction(async (tx) => {
			const claimed = await tx.planReminder.createManyAndReturn({
				data: remindersSettledBy(kind).map((settled) => ({ subscriptionId: subscription.id, kind: settled })),
				skipDuplicates: true,
				select: { kind: true },
			})
			if (!claimed.some((row) => row.kind === kind)) return null
			if (kind === 'expired') {
				await tx.subscription.updateMany({
					where: { id: subscription.id, status: 'active' },
					data: { status: 'expired' },
				})
			}
			const user = await tx.user.findUniqueOrThrow({
				where: { id: subscription.userId },
				select: { email: true, name: true, blockedAt: true, deletedAt: true },
			})
			const text = planReminderTexts(kind, subscription.plan.name, formatDate(subscription.endDate!))
			if (!user.blockedAt && !user.deletedAt) {
				const link = `${getEnv().SITE_ORIGIN}${PLANS_PATH}`
				await enqueue(tx, 'email', {
					to: user.email,
					...planReminderEmail({ name: user.name, text, link }),
					tag: `plan-${kind}`,
				})
			}
			return tx.notification.create({
				data: { userId: subscription.userId, text: text.notification, link: PLANS_PATH },
				select: notificationSelect,
			})
		})
		push(stored)
		if (stored) sent++
	}
	return { sent }
}

/** The daily sweep of bank-transfer orders still pending. */
export async function handlePendingOrders(now = new Date()) {
	const pending = await prisma.payment.findMany({
		where: { status: 'pending', createdAt: { lte: addMadridDays(now, -PENDING_ORDER_REMINDER_DAYS) } },
		select: {
			id: true,
			paymentId: true,
			amountCents: true,
			createdAt: true,
			reminderSentAt: true,
			subscription: {
				select: { id: true, user: { select: { id: true, email: true, name: true } }, plan: { select: { name: true } } },
			},
		},
	})
	let reminded = 0
	let cancelled = 0
	for (const payment of pending) {
		const step = pendingOrderStep(payment.createdAt, now)
		if (!step || (step === 'remind' && payment.reminderSentAt)) continue
		const stored = await prisma.$transaction((tx) =>
			step === 'cancel' ? cancelExpiredOrder(tx, payment) : remindPendingOrder(tx, payment, now),
		)
		push(stored)
		if (stored && step === 'cancel') cancelled++
		if (stored && step === 'remind') reminded++
	}
	return { reminded, cancelled }
}

type PendingPayment = {
	id: string
	paymentId: string
	amountCents: number
	createdAt: Date
	subscription: { id: string; user: { id: string; email: string; name: string }; plan: { name: string } }
}

async function remindPendingOrder(tx: Prisma.TransactionClient, payment: PendingPayment, now: Date) {
	const { count } = await tx.payment.updateMany({
		where: { id: payment.id, status: 'pending', reminderSentAt: null },
		data: { reminderSentAt: now },
	})
	if (!count) return null
	const { user, plan } = payment.subscription
	const link = paymentPath(payment.paymentId)
	await enqueue(tx, 'email', {
		to: user.email,
		...pendingOrderReminderEmail({
			name: user.name,
			planName: plan.name,
			paymentId: payment.paymentId,
			amount: formatEuros(payment.amountCents),
			cancelDate: formatDate(addMadridDays(payment.createdAt, PENDING_ORDER_CANCEL_DAYS)),
			link: `${getEnv().SITE_ORIGIN}${link}`,
		}),
		tag: 'order-reminder',
	})
	return tx.notification.create({
		data: {
			userId: user.id,
			text: `Seguimos esperando tu transferencia para el plan ${plan.name} (referencia ${payment.paymentId}).`,
			link,
		},
		select: notificationSelect,
	})
}

async function cancelExpiredOrder(tx: Prisma.TransactionClient, payment: PendingPayment) {
	// the status change is the claim; the same per-craftsman lock as an admin's confirmation
	const { user, plan } = payment.subscription
	await tx.$queryRaw`SELECT pg_advisory_xact_lock(hashtext(${`order:${user.id}`}))::text`
	const { count } = await tx.payment.updateMany({
		where: { id: payment.id, status: 'pending' },
		data: { status: 'cancelled' },
	})
	if (!count) return null
	await tx.subscription.updateMany({
		where: { id: payment.subscription.id, status: 'pending' },
		data: { status: 'cancelled' },
	})
	await enqueue(tx, 'email', {
		to: user.email,
		...orderCancelledEmail({
			name: user.name,
			planName: plan.name,
			paymentId: payment.paymentId,
			reason: ORDER_EXPIRED_REASON,
			link: `${getEnv().SITE_ORIGIN}${PLANS_PATH}`,
		}),
		tag: 'order-cancelled',
	})
	return tx.notification.create({
		data: {
			userId: user.id,
			text: `Hemos cancelado tu pedido del plan ${plan.name} (referencia ${payment.paymentId}). Motivo: ${ORDER_EXPIRED_REASON}`,
			link: PLANS_PATH,
		},
		select: notificationSelect,
	})
}
