// Pure rules of the plans screen (spec 000 §2, §4), shared by the server and the UI.
import { type PaymentStatus, type SubscriptionStatus } from '#app/generated/prisma/enums.ts'
import { formatCents, formatDuration } from '#app/lib/format.ts'
import { days, UPGRADE_AT_DAYS } from './limits.ts'

export const SUBSCRIPTION_STATUS_LABELS: Record<SubscriptionStatus, string> = {
	pending: 'Pendiente',
	active: 'Activo',
	expired: 'Expirado',
	cancelled: 'Cancelado',
}
export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
	pending: 'Pendiente de pago',
	paid: 'Pagado',
	cancelled: 'Cancelado',
}

/** The end date minus now, in days rounded up, never below 0 (spec 000 §4). */
export function daysRemaining(endDate: Date | string | null | undefined, now: Date = new Date()) {
	if (!endDate) return 0
	const left = new Date(endDate).getTime() - now.getTime()
	return Math.max(0, Math.ceil(left / days(1)))
}

export type PlanLabel = 'Pendiente' | 'Pedir' | 'Mejorar' | 'Activo' | 'Expirado' | string

/**
 * The button label of a plan card, in the spec's order: a pending order wins, then 0 days means
 * the plan can be ordered, exactly 30 days means it can be upgraded, otherwise the state of the
 * craftsman's latest subscription of that plan ('Activo', 'Expirado' or its payment status).
 */
export function planLabel(input: {
	hasPendingOrder: boolean
	daysRemaining: number
	status?: SubscriptionStatus | null
	paymentStatus?: PaymentStatus | null
}): PlanLabel {
	if (input.hasPendingOrder) return 'Pendiente'
	if (input.daysRemaining === 0) return 'Pedir'
	if (input.daysRemaining === UPGRADE_AT_DAYS) return 'Mejorar'
	if (input.status === 'active') return 'Activo'
	if (input.status === 'expired') return 'Expirado'
	return input.paymentStatus ? PAYMENT_STATUS_LABELS[input.paymentStatus] : 'Pedir'
}

/** Labels whose button starts an order. */
export const canOrderWith = (label: PlanLabel) => label === 'Pedir' || label === 'Mejorar'

/** A price in cents as «79,00 €» (the one money format: app/lib/format.ts). */
export const formatEuros = formatCents

/**
 * A plan's price wherever one shows (cards, order, instructions, emails): «29,00 € (IVA incluido)».
 * Plan prices include IVA (Condiciones de uso; the invoice splits base and IVA), and a business
 * buyer must see that before ordering.
 */
export const formatPlanPrice = (cents: number) => `${formatCents(cents)} (IVA incluido)`
export const centsToEuros = (cents: number) => cents / 100

/** "ES91 2100 0418 4502 0005 1332": an IBAN is read and typed in groups of four. */
export const formatIban = (iban: string) => iban.replace(/(.{4})/g, '$1 ').trim()

export { formatDuration }
