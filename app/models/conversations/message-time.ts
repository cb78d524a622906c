// Spec 000 §9: a message's time is the time alone when it is from today, the full date when it
// is from another year, otherwise month, day and time. Days are Madrid days, whatever the server.
import { onFirstUse } from '#app/lib/format.ts'
import { MADRID_TZ as TIME_ZONE, madridDay } from '#app/queue/madrid-time.ts'

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
	const [day, today] = [madridDay(date), madridDay(now)]
	if (day === today) return timeOnly().format(date)
	if (day.slice(0, 4) !== today.slice(0, 4)) return fullDate().format(date)
	return monthDayTime().format(date)
}
