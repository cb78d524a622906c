// Quiet hours: a window of Madrid wall-clock minutes ([start, end), may cross midnight) in which
// pushes wait. Both null means none, the default.
import { madridOffsetMinutes } from '#app/queue/madrid-time.ts'

export type QuietHours = { start: number | null; end: number | null }

const DAY = 24 * 60

/** Minutes after Madrid midnight at `date`. */
export function madridMinuteOfDay(date: Date) {
	const minutes = Math.floor(date.getTime() / 60_000) + madridOffsetMinutes(date)
	return ((minutes % DAY) + DAY) % DAY
}

/**
 * When a push due at `now` may go: `now` itself outside quiet hours, else the end of the window
 * (the next time the Madrid clock reads `end`).
 */
export function pushAllowedAt(now: Date, quiet: QuietHours): Date {
	const { start, end } = quiet
	if (start === null || end === null || start === end) return now
	const minute = madridMinuteOfDay(now)
	const inside = start < end ? minute >= start && minute < end : minute >= start || minute < end
	if (!inside) return now
	const wait = (end - minute + DAY) % DAY
	const at = new Date(Math.floor(now.getTime() / 60_000) * 60_000 + wait * 60_000)
	// a daylight-saving change inside the wait moves the wall clock by an hour: correct once
	const drift = ((madridMinuteOfDay(at) - end + DAY + DAY / 2) % DAY) - DAY / 2
	return drift === 0 ? at : new Date(at.getTime() - drift * 60_000)
}

/** 'HH:MM' for a minute of the day (the form's time fields). */
export const minuteToTime = (minute: number | null) =>
	minute === null ? '' : `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`
