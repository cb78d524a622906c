import { createCookieSessionStorage } from '@remix-run/node'
import { getEnv } from './env.server.ts'
import { type Toast } from './toast.ts'
import { resolveSessionSecret } from './session-secret.server.ts'

function cookieDefaults() {
	const env = getEnv()
	return {
		path: '/',
		httpOnly: true,
		sameSite: 'lax' as const,
		secure: env.SITE_ORIGIN.startsWith('https:'),
		secrets: [resolveSessionSecret(env.SESSION_SECRET)],
	}
}

type SessionData = { sessionId: string }
/** A sign-in whose password was right and whose second factor is still to come. */
export type PendingSignIn = { userId: string; redirectTo: string; startedAt: number }
type PendingSignInData = { pending: PendingSignIn }
type ToastData = { toasts: Toast[] }

let sessionStorage: ReturnType<typeof createCookieSessionStorage<SessionData>> | undefined
let toastStorage: ReturnType<typeof createCookieSessionStorage<ToastData, ToastData>> | undefined

/** The signed cookie that holds only the id of a database Session row. */
export function getSessionStorage() {
	sessionStorage ??= createCookieSessionStorage<SessionData>({ cookie: { name: '__session', ...cookieDefaults() } })
	return sessionStorage
}

/** A one-time message shown after a redirect, with or without JavaScript. */
export function getToastStorage() {
	toastStorage ??= createCookieSessionStorage<ToastData, ToastData>({
		cookie: { name: '__toast', ...cookieDefaults() },
	})
	return toastStorage
}

let pendingSignInStorage: ReturnType<typeof createCookieSessionStorage<PendingSignInData>> | undefined

/** Between the password and the second factor: who is signing in, for five minutes at most. */
export function getPendingSignInStorage() {
	pendingSignInStorage ??= createCookieSessionStorage<PendingSignInData>({
		cookie: { name: '__signin2fa', maxAge: 300, ...cookieDefaults() },
	})
	return pendingSignInStorage
}
