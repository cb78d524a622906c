// The registration wizard's answers between steps, in a signed httpOnly cookie (no password:
// that is typed on the last step and never stored outside the users table).
import { createCookieSessionStorage } from '@remix-run/node'
import { getEnv } from '#app/lib/env.server.ts'
import { resolveSessionSecret } from '#app/lib/session-secret.server.ts'
import { type RegistrationDraft } from './registration.schema.ts'

let storage: ReturnType<typeof createCookieSessionStorage<{ draft: RegistrationDraft }>> | undefined
function draftStorage() {
	const env = getEnv()
	storage ??= createCookieSessionStorage<{ draft: RegistrationDraft }>({
		cookie: {
			name: '__registro',
			path: '/', // not /registrarse: single fetch asks /registrarse.data, outside that path
			httpOnly: true,
			sameSite: 'lax',
			secure: env.SITE_ORIGIN.startsWith('https:'),
			secrets: [resolveSessionSecret(env.SESSION_SECRET)],
			maxAge: 2 * 86_400,
		},
	})
	return storage
}

export async function readRegistrationDraft(request: Request): Promise<RegistrationDraft> {
	const session = await draftStorage().getSession(request.headers.get('Cookie'))
	return session.get('draft') ?? {}
}

/** Set-Cookie header storing `draft`. */
export async function saveRegistrationDraft(draft: RegistrationDraft) {
	const session = await draftStorage().getSession()
	session.set('draft', draft)
	return draftStorage().commitSession(session)
}

export async function clearRegistrationDraft(request: Request) {
	return draftStorage().destroySession(await draftStorage().getSession(request.headers.get('Cookie')))
}
