// A finished job's legal warranty (issue 43.5): it runs from the day the client marked the job done
// for the months the accepted offer promised. The one rule of its end and state, read by the client's
// page, the claim's model and /api alike. Isomorphic: no server-only imports.
//
// Months count «de fecha a fecha» (Código Civil art. 5.1): done on 15 March with 6 months, the
// warranty covers up to and including 15 September; a day the target month lacks (31 August + 6
// months) falls on that month's last day (28 or 29 February). Days are Madrid calendar days.
import { formatDate } from '#app/lib/format.ts'
import { madridDay } from '#app/queue/madrid-time.ts'

export type WarrantyState = 'active' | 'expired'
/** `until`: the last day covered, YYYY-MM-DD (Madrid); null when the job carries no warranty. */
export type Warranty = { until: string; state: WarrantyState } | null

/** YYYY-MM-DD plus `months`, «de fecha a fecha», clamped to the target month's last day. */
export function addMonthsToDay(day: string, months: number) {
	const [year, month, date] = day.split('-').map(Number) as [number, number, number]
	const target = new Date(Date.UTC(year, month - 1 + months, 1))
	const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate()
	target.setUTCDate(Math.min(date, lastDay))
	return target.toISOString().slice(0, 10)
}

/**
 * The warranty of a job: none unless it was completed and its accepted offer promised at least one
 * month; else its last day and whether `now` (a Madrid day) is still inside it, that day included.
 */
export function warrantyOf(
	job: { completedAt: Date | string | null; guaranteeMonths: number | null | undefined },
	now = new Date(),
): Warranty {
	if (!job.completedAt || !job.guaranteeMonths || job.guaranteeMonths < 1) return null
	const until = addMonthsToDay(madridDay(new Date(job.completedAt)), job.guaranteeMonths)
	return { until, state: madridDay(now) <= until ? 'active' : 'expired' }
}

/** «En garantía hasta el 15 de septiembre de 2027», «Garantía vencida el …», or null. */
export function warrantyLabel(warranty: Warranty): string | null {
	if (!warranty) return null
	// noon UTC is the same calendar day in Madrid all year
	const day = formatDate(`${warranty.until}T12:00:00Z`)
	return warranty.state === 'active' ? `En garantía hasta el ${day}` : `Garantía vencida el ${day}`
}
