// Spec 000 §9: a message's time is the time alone when it is from today, the full date when it
// is from another year, otherwise month, day and time. Days are Madrid days, whatever the server.
import { onFirstUse } from '#app/lib/format.ts'

const TIME_ZONE = 'Europe/Madrid'

const dayKey = onFirstUse(
	() =>
		new Intl.DateTimeFormat('en-CA', {
			timeZone: TIME_ZONE,
			year: 'numeric',
			month: '2-digit',
			day: '2-digit',
		}),
)
const yearOf = onFirstUse(() => new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric' }))
const timeOnly = onFirstUse(
	() => new Intl.DateTimeFormat('es-ES', { timeZone: TIME_ZONE, hour: '2-digit', minute: '2-digit' }),
)
const monthDayTime = onFirstUse(
	() =>
		new Intl.DateTimeFormat('es-ES', {
			timeZone: TIME_ZONE,
			month: 'short',
			day: 'numeric',
			hour: '2-digit',
			minute: '2-digit',
		}),
)
const fullDate = onFirstUse(
	() =>
		new Intl.DateTimeFormat('es-ES', {
			timeZone: TIME_ZONE,
			day: 'numeric',
			month: 'long',
			year: 'numeric',
		}),
)

export function formatMessageTime(value: Date | string, now: Date = new Date()) {
	const date = new Date(value)
	if (dayKey().format(date) === dayKey().format(now)) return timeOnly().format(date)
	if (yearOf().format(date) !== yearOf().format(now)) return fullDate().format(date)
	return monthDayTime().format(date)
}
