// «Sesiones abiertas»: the browser sessions and API token families a user has open, and ending
// any of them. Each is named on the page by a handle derived from its id (a hash), so the page
// never carries a session id, and a handle only ever matches among the user's own.
import { createHash } from 'node:crypto'
import { AppError } from '#app/lib/app-error.ts'
import { prisma } from '#app/lib/db.server.ts'
import { disconnectSession } from '#app/realtime/publish.server.ts'
import { revokeFamily, TOKEN_FAMILY_DAYS } from './api-tokens.server.ts'
import { approximateAddress, describeDevice } from './device.ts'

const DAY_MS = 86_400_000
/** How many of each kind the page lists (newest use first); «Cerrar las demás» ends them all. */
export const OPEN_SESSIONS_SHOWN = 50

export const OPEN_SESSION_MESSAGES = {
	notFound: 'Esa sesión ya estaba cerrada.',
	ended: 'Sesión cerrada.',
	othersEnded: 'Se han cerrado las demás sesiones.',
} as const

const handleOf = (kind: 'session' | 'token', id: string) =>
	createHash('sha256').update(`${kind}:${id}`).digest('base64url').slice(0, 22)

type Current = { sessionId: string | null }

/** The user's live sessions and token families, the current one first, then by last use. */
export async function listOpenSessions(userId: string, { sessionId }: Current) {
	const now = new Date()
	const [sessions, tokens] = await Promise.all([
		prisma.session.findMany({
			where: { userId, expiresAt: { gt: now } },
			select: { id: true, createdAt: true, lastUsedAt: true, userAgent: true, ipAddress: true },
			orderBy: { lastUsedAt: 'desc' },
			take: OPEN_SESSIONS_SHOWN,
		}),
		// a family is open while its access token is (live, and the family within its absolute end)
		prisma.apiToken.findMany({
			where: {
				userId,
				kind: 'access',
				revokedAt: null,
				expiresAt: { gt: now },
				familyStartedAt: { gt: new Date(now.getTime() - TOKEN_FAMILY_DAYS * DAY_MS) },
			},
			select: { familyId: true, familyStartedAt: true, lastUsedAt: true, userAgent: true, ipAddress: true },
			orderBy: { lastUsedAt: 'desc' },
			distinct: ['familyId'],
			take: OPEN_SESSIONS_SHOWN,
		}),
	])
	const describe = (row: { userAgent: string; ipAddress: string }) => ({
		device: describeDevice(row.userAgent),
		place: approximateAddress(row.ipAddress),
	})
	return [
		...sessions.map((session) => ({
			kind: 'session' as const,
			handle: handleOf('session', session.id),
			current: session.id === sessionId,
			startedAt: session.createdAt,
			lastUsedAt: session.lastUsedAt,
			...describe(session),
		})),
		...tokens.map((token) => ({
			kind: 'token' as const,
			handle: handleOf('token', token.familyId),
			current: false,
			startedAt: token.familyStartedAt,
			lastUsedAt: token.lastUsedAt,
			...describe(token),
		})),
	].sort((a, b) => Number(b.current) - Number(a.current) || b.lastUsedAt.getTime() - a.lastUsedAt.getTime())
}

/**
 * Ends the user's session or token family named by `handle`; returns whether it was the
 * session the request came from (then the browser is signed out too).
 */
export async function endOpenSession(userId: string, handle: string, { sessionId }: Current) {
	const sessions = await prisma.session.findMany({ where: { userId }, select: { id: true } })
	const session = sessions.find((row) => handleOf('session', row.id) === handle)
	if (session) {
		await prisma.session.deleteMany({ where: { id: session.id, userId } })
		disconnectSession(session.id)
		return { wasCurrent: session.id === sessionId }
	}
	const families = await prisma.apiToken.findMany({
		where: { userId, revokedAt: null },
		select: { familyId: true },
		distinct: ['familyId'],
	})
	const family = families.find((row) => handleOf('token', row.familyId) === handle)
	if (!family) throw new AppError('not_found', OPEN_SESSION_MESSAGES.notFound)
	await revokeFamily(family.familyId)
	return { wasCurrent: false }
}
