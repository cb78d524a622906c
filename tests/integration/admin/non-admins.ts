// The admin-only matrix: anonymous callers are sent to sign in, clients and
// craftsmen to their own dashboard, for every loader and action of the admin pages.
import { expect } from 'vitest'
import { createUser } from '#tests/factories/users.ts'
import { call, redirectLocation, sessionCookie } from '#tests/helpers/requests.ts'

type Handler = Parameters<typeof call>[0]

/** Calls `handler` as anonymous, cliente and oficial, and expects each to be redirected away. */
export async function expectAdminOnly(
	handler: Handler,
	request: (cookie?: string) => Request,
	params: Record<string, string> = {},
) {
	const [client, craftsman] = await Promise.all([createUser(), createUser({ role: 'oficial' })])
	expect(redirectLocation(await call(handler, request(), { params }))).toMatch(/^\/iniciar-sesion\?redirectTo=/)
	expect(redirectLocation(await call(handler, request(await sessionCookie(client.id)), { params }))).toBe(
		'/tablero/cliente',
	)
	expect(redirectLocation(await call(handler, request(await sessionCookie(craftsman.id)), { params }))).toBe(
		'/tablero/oficial',
	)
}
