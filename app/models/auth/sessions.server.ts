import { prisma } from '#app/lib/db.server.ts'
import { getSessionStorage } from '#app/lib/cookies.server.ts'
import { currentContext, setRequestUser } from '#app/lib/request-context.server.ts'
import { recordActingRequest } from '#app/models/audit/acting-audit.server.ts'
import { recordTrace } from '#app/models/account-traces/account-traces.server.ts'
import { disconnectSession, disconnectUser } from '#app/realtime/publish.server.ts'

/** A page session ends this long after it began, however much it is used (absolute timeout). */
/** Said once a sign-in succeeds (the web's toast and the /api's `message`); the spec's «Inicio de sesión exitosa» is not Spanish. */
export const SIGNED_IN_MESSAGE = 'Has iniciado sesión'

export const SESSION_DAYS = 30
/** …and this long after its last use (idle timeout): `expiresAt` slides on use, up to the absolute end. */
export const SESSION_IDLE_DAYS = 7
const DAY_MS = 86_400_000
/** The idle expiry is pushed forward at most once per this long (not a write per request). */
const SLIDE_EVERY_MS = 3_600_000
const SESSION_KEY = 'sessionId'

/** The expiry of a session begun at `createdAt` and used now: 7 days on, never past 30 from the start. */
function idleExpiry(createdAt: Date, now = Date.now()) {
	return new Date(Math.min(createdAt.getTime() + SESSION_DAYS * DAY_MS, now + SESSION_IDLE_DAYS * DAY_MS))
}

/** How a new session began: through a right second-factor code, and whether with a recovery code. */
export type SessionStart = { secondFactor?: 'totp' | 'recovery' | false }

export async function createSession(userId: string, { secondFactor = false }: SessionStart = {}) {
	const createdAt = new Date()
	const session = await prisma.session.create({
		data: {
			userId,
			createdAt,
			expiresAt: idleExpiry(createdAt),
			secondFactorAt: secondFactor ? createdAt : null,
			...deviceOfRequest(),
		},
		select: { id: true, createdAt: true },
	})
	// a recovery code means a lost phone, perhaps a stolen one: whatever else is signed in ends
	if (secondFactor === 'recovery') await endOtherSessions(userId, { sessionId: session.id })
	// where the account signs in from, to tell a review from the craftsman's own device (review-holds)
	await recordTrace(userId)
	// the cookie lasts until the absolute end; the database row decides the idle one
	return { id: session.id, expiresAt: new Date(session.createdAt.getTime() + SESSION_DAYS * DAY_MS) }
}

/** The browser (User-Agent) and address of the request in hand, for «Sesiones abiertas». */
export function deviceOfRequest() {
	const origin = currentContext()?.origin
	return { userAgent: (origin?.userAgent ?? '').slice(0, 300), ipAddress: (origin?.ip ?? '').slice(0, 64) }
}

/** Set-Cookie header that signs the browser in with a new database session. */
export async function commitNewSession(userId: string, start: SessionStart = {}) {
	const session = await createSession(userId, start)
	const storage = getSessionStorage()
	const cookie = await storage.getSession()
	cookie.set(SESSION_KEY, session.id)
	return storage.commitSession(cookie, { expires: session.expiresAt })
}

export async function getSessionId(request: Request) {
	const cookie = await getSessionStorage().getSession(request.headers.get('Cookie'))
	return (cookie.get(SESSION_KEY) as string | undefined) ?? null
}

/** The real admin behind a session that acts on behalf of another user. */
export type ActingAdmin = { id: string; name: string; email: string }

/**
 * The signed-in user of a live session; null when the session is unknown, expired or the user
 * blocked. While an admin acts as someone, this is that someone (so every guard and page works
 * unchanged) with `actingAdmin` naming the real admin; a target that is gone or blocked ends the
 * acting here, so blocking a user never leaves an admin inside their account.
 */
export function getSessionUser(request: Request) {
	if (request.method !== 'GET' && request.method !== 'HEAD') return lookUpSessionUser(request)
	// the root loader and the page's loader ask for the user of the same request: one lookup
	//. Reads only: an action may change the session it was asked about.
	let lookup = lookups.get(request)
	if (!lookup) {
		lookup = lookUpSessionUser(request)
		lookups.set(request, lookup)
	}
	return lookup
}

const lookups = new WeakMap<Request, ReturnType<typeof lookUpSessionUser>>()

async function lookUpSessionUser(request: Request) {
	const sessionId = await getSessionId(request)
	if (!sessionId) return null
	const session = await prisma.session.findUnique({
		where: { id: sessionId },
		select: {
			expiresAt: true,
			createdAt: true,
			actingAsUserId: true,
			secondFactorAt: true,
			user: { select: sessionUserSelect },
		},
	})
	if (!session || session.expiresAt < new Date() || session.user.blockedAt) return null
	const slid = idleExpiry(session.createdAt)
	// the last use, to the hour, moves with the expiry (no write per request)
	if (slid.getTime() - session.expiresAt.getTime() > SLIDE_EVERY_MS)
		await prisma.session.updateMany({ where: { id: sessionId }, data: { expiresAt: slid, lastUsedAt: new Date() } })
	// the request's log line names the session's owner (an admin acting as someone: the admin)
	setRequestUser(session.user.id)
	// when this session passed the second factor (an admin's, acting or not, needs it: guards.server.ts)
	const secondFactorAt = session.secondFactorAt
	const own = { ...session.user, actingAdmin: null as ActingAdmin | null, secondFactorAt }
	if (!session.actingAsUserId) return own
	const target = await prisma.user.findUnique({ where: { id: session.actingAsUserId }, select: sessionUserSelect })
	if (!target || target.blockedAt || session.user.role !== 'admin') {
		await prisma.session.updateMany({ where: { id: sessionId }, data: { actingAsUserId: null } })
		return own
	}
	const actingAdmin = { id: session.user.id, name: session.user.name, email: session.user.email }
	await recordActingRequest(request, actingAdmin.id, target.id)
	return { ...target, actingAdmin, secondFactorAt }
}

export const sessionUserSelect = {
	id: true,
	email: true,
	name: true,
	lastName: true,
	role: true,
	blockedAt: true,
	emailVerified: true,
} as const

/**
 * When the page session `sessionId` ends if it is not used again, or null when it no longer works
 * (unknown, expired, its user blocked). Asking does not slide it: an open socket re-checks its
 * session with this, and an idle tab must not keep a session alive.
 */
export async function sessionExpiry(sessionId: string) {
	const session = await prisma.session.findUnique({
		where: { id: sessionId },
		select: { expiresAt: true, user: { select: { blockedAt: true } } },
	})
	if (!session || session.expiresAt < new Date() || session.user.blockedAt) return null
	return session.expiresAt
}

/** Ends this browser's session (row and cookie); returns the Set-Cookie header. */
export async function destroySession(request: Request) {
	const sessionId = await getSessionId(request)
	if (sessionId) {
		await prisma.session.deleteMany({ where: { id: sessionId } })
		// the sockets this browser opened with the session close; the user's other devices stay
		disconnectSession(sessionId)
	}
	const storage = getSessionStorage()
	return storage.destroySession(await storage.getSession(request.headers.get('Cookie')))
}

/**
 * After a password change: every session and API token of the user ends except the ones the
 * change came from (the browser session, or the API client's token family).
 */
export async function endOtherSessions(
	userId: string,
	keep: { sessionId?: string | null; tokenFamilyId?: string | null },
) {
	await prisma.$transaction([
		prisma.session.deleteMany({ where: { userId, ...(keep.sessionId ? { id: { not: keep.sessionId } } : {}) } }),
		prisma.session.updateMany({ where: { actingAsUserId: userId }, data: { actingAsUserId: null } }),
		prisma.apiToken.updateMany({
			where: { userId, revokedAt: null, ...(keep.tokenFamilyId ? { familyId: { not: keep.tokenFamilyId } } : {}) },
			data: { revokedAt: new Date() },
		}),
	])
	disconnectUser(userId)
}

/** Ends every session and API token of a user (blocking, password change by reset, deletion). */
export async function endAllSessions(userId: string) {
	await prisma.$transaction([
		prisma.session.deleteMany({ where: { userId } }),
		// an admin acting as this user is sent back to their own account
		prisma.session.updateMany({ where: { actingAsUserId: userId }, data: { actingAsUserId: null } }),
		prisma.apiToken.updateMany({ where: { userId, revokedAt: null }, data: { revokedAt: new Date() } }),
	])
	disconnectUser(userId)
}
