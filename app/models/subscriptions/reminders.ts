// When a subscription's end and a pending bank-transfer order call for a message, in
// Madrid calendar days. Pure: the hourly and daily sweeps ask these with their own clock.
import { addMadridDays } from '#app/queue/madrid-time.ts'

export type PlanReminderKind = 'days_7' | 'days_1' | 'expired'

/** Days before the end for each advance reminder, most distant first. */
export const PLAN_REMINDER_DAYS = { days_7: 7, days_1: 1 } as const

/** A pending order is reminded after 3 days, and cancelled after 14 without the transfer. */
export const PENDING_ORDER_REMINDER_DAYS = 3
export const PENDING_ORDER_CANCEL_DAYS = 14

/**
 * The reminder due now for a plan ending at `endDate`: the most urgent one whose moment has come
 * (the earlier ones are skipped if the sweep was late, never sent after a more urgent one).
 */
export function planReminderDue(endDate: Date, now: Date): PlanReminderKind | null {
	if (now >= endDate) return 'expired'
	if (now >= addMadridDays(endDate, -PLAN_REMINDER_DAYS.days_1)) return 'days_1'
	if (now >= addMadridDays(endDate, -PLAN_REMINDER_DAYS.days_7)) return 'days_7'
	return null
}

/** The kinds a due reminder also settles: a 1-day reminder means the 7-day one will never go out. */
export function remindersSettledBy(kind: PlanReminderKind): PlanReminderKind[] {
	return kind === 'expired' ? ['days_7', 'days_1', 'expired'] : kind === 'days_1' ? ['days_7', 'days_1'] : ['days_7']
}

export type PendingOrderStep = 'remind' | 'cancel' | null

export function pendingOrderStep(createdAt: Date, now: Date): PendingOrderStep {
	if (now >= addMadridDays(createdAt, PENDING_ORDER_CANCEL_DAYS)) return 'cancel'
	if (now >= addMadridDays(createdAt, PENDING_ORDER_REMINDER_DAYS)) return 'remind'
	return null
}
