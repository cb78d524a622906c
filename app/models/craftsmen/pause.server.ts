// «Modo vacaciones»: a craftsman stops receiving leads until a day of their choosing. While paused
// no alert, push or digest brings new jobs (job-alerts/match.server.ts), «Encontrar oficial» and
// direct requests leave them out (search.server.ts, direct-request.server.ts), and the profile says
// until when. Conversations and offers in progress go on. Every check reads `pausedUntil > now()`,
// so the pause ends at Madrid midnight of that day; the hourly `lift-pauses` job clears the column.
import { prisma } from '#app/lib/db.server.ts'
import { AppError } from '#app/lib/app-error.ts'
import { madridDay, madridMidnight } from '#app/queue/madrid-time.ts'

export const MAX_PAUSE_DAYS = 365

/** Pauses the craftsman's leads until `day`; it must be after today and within a year. */
export async function pauseLeads(userId: string, day: string, now = new Date()) {
	const until = madridMidnight(day)
	if (Number.isNaN(until.getTime()) || day <= madridDay(now))
		throw new AppError('bad_request', 'Elige un día a partir de mañana', { field: 'until' })
	if (until.getTime() - now.getTime() > MAX_PAUSE_DAYS * 86_400_000)
		throw new AppError('bad_request', 'Puedes pausar como mucho un año', { field: 'until' })
	const { count } = await prisma.craftsmanProfile.updateMany({ where: { userId }, data: { pausedUntil: until } })
	if (!count) throw new AppError('not_found', 'Completa tu perfil de profesional antes de pausar')
	return until
}

export async function resumeLeads(userId: string) {
	await prisma.craftsmanProfile.updateMany({ where: { userId }, data: { pausedUntil: null } })
}

/** The day the craftsman's leads come back, or null when they are not paused. */
export async function getLeadsPause(userId: string, now = new Date()) {
	const profile = await prisma.craftsmanProfile.findUnique({ where: { userId }, select: { pausedUntil: true } })
	return profile?.pausedUntil && profile.pausedUntil > now ? profile.pausedUntil : null
}

/** The `lift-pauses` job: clears every pause whose day has come (idempotent). */
export async function liftEndedPauses(now = new Date()) {
	const { count } = await prisma.craftsmanProfile.updateMany({
		where: { pausedUntil: { lte: now } },
		data: { pausedUntil: null },
	})
	return { lifted: count }
}
