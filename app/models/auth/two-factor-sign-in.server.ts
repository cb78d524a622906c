// The sign-in page's second step: after a right password, an admin with a second factor gets a
// short signed cookie naming who is signing in (no session yet); the code page reads it.
import { getPendingSignInStorage } from '#app/lib/cookies.server.ts'
import { prisma } from '#app/lib/db.server.ts'

const PENDING_MS = 5 * 60_000

/** Set-Cookie header that starts the second step for `userId`. */
export async function commitPendingSignIn(userId: string, redirectTo: string) {
	const storage = getPendingSignInStorage()
	const cookie = await storage.getSession()
	cookie.set('pending', { userId, redirectTo, startedAt: Date.now() })
	return storage.commitSession(cookie)
}

/** The account waiting for its code (not blocked, started less than five minutes ago), or null. */
export async function readPendingSignIn(request: Request) {
	const storage = getPendingSignInStorage()
	const pending = (await storage.getSession(request.headers.get('Cookie'))).get('pending')
	if (!pending || Date.now() - pending.startedAt > PENDING_MS) return null
	const user = await prisma.user.findUnique({
		where: { id: pending.userId },
		select: { id: true, email: true, role: true, blockedAt: true },
	})
	if (!user || user.blockedAt) return null
	return { user, redirectTo: pending.redirectTo }
}

/** Set-Cookie header that ends the second step (signed in, or given up). */
export async function clearPendingSignIn(request: Request) {
	const storage = getPendingSignInStorage()
	return storage.destroySession(await storage.getSession(request.headers.get('Cookie')))
}
