// Calendar arithmetic on Madrid's wall clock. "7 days before the end" is the same time of day 7
// calendar days earlier in Madrid, which is 167 or 169 hours across a daylight-saving change.
import { onFirstUse } from '#app/lib/format.ts'

export const MADRID_TZ = 'Europe/Madrid'

const parts = onFirstUse(
	() =>
		new Intl.DateTimeFormat('en-US', {
			timeZone: MADRID_TZ,
			hourCycle: 'h23',
			year: 'numeric',
			month: '2-digit',
			day: '2-digit',
			hour: '2-digit',
			minute: '2-digit',
			second: '2-digit',
		}),
)

/** Madrid's wall clock at `date`, written as if it were UTC (to do arithmetic on). */
function wallClock(date: Date) {
	const value = Object.fromEntries(
		parts()
			.formatToParts(date)
			.map((part) => [part.type, part.value]),
	)
	return Date.UTC(+value.year!, +value.month! - 1, +value.day!, +value.hour!, +value.minute!, +value.second!)
}

/** Minutes Madrid is ahead of UTC at `date` (60 in winter, 120 in summer). */
export function madridOffsetMinutes(date: Date) {
	return Math.round((wallClock(date) - Math.floor(date.getTime() / 1000) * 1000) / 60_000)
}

/** The instant `days` calendar days after `date`, at the same Madrid time of day. */
export function addMadridDays(date: Date, days: number) {
	const wall = wallClock(date) + (date.getTime() % 1000) + days * 86_400_000
	// the offset at the target may differ from today's: guess with today's, then correct once
	let instant = wall - madridOffsetMinutes(date) * 60_000
	instant = wall - madridOffsetMinutes(new Date(instant)) * 60_000
	return new Date(instant)
}

/** The instant of 00:00 in Madrid on `day` (YYYY-MM-DD), summer time included. */
export function madridMidnight(day: string) {
	const wall = Date.parse(`${day}T00:00:00Z`)
	// as addMadridDays: guess with the offset at the UTC midnight, then correct once
	let instant = wall - madridOffsetMinutes(new Date(wall)) * 60_000
	instant = wall - madridOffsetMinutes(new Date(instant)) * 60_000
	return new Date(instant)
}

/** The Madrid calendar day of `date`, as YYYY-MM-DD. */
export function madridDay(date: Date) {
	return new Date(wallClock(date)).toISOString().slice(0, 10)
}
