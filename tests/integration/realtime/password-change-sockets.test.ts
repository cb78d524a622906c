// A new password ends every other session and token family, and their open sockets with them at
// once (sessions.server.ts endOtherSessions → disconnectUser): a stolen session must not keep
// reading messages live until its socket's next credential check, minutes later.
import { afterAll, beforeAll, expect, test } from 'vitest'
import { issueTokens } from '#app/models/auth/api-tokens.server.ts'
import { action as apiChangePassword } from '#app/routes/api/auth/change_password.ts'
import { action as passwordPageAction } from '#app/routes/tablero/$role/contrasena.tsx'
import { createUser, TEST_PASSWORD } from '#tests/factories/users.ts'
import { call, formRequest, jsonRequest, sessionCookie } from '#tests/helpers/requests.ts'
import { startRealtime } from '#tests/helpers/sockets.ts'

const NEW_PASSWORD = 'Nueva#Cl4ve-2026'
let realtime: Awaited<ReturnType<typeof startRealtime>>
beforeAll(async () => {
	realtime = await startRealtime() // the default re-check: minutes, so only the push can close them now
})
afterAll(() => realtime.stop())

/** A connected socket, and when and why the server closed it. */
async function open(credential: { cookie?: string; token?: string }) {
	const socket = await realtime.open(credential)
	const closed = new Promise<string>((resolve) => socket.once('disconnect', resolve))
	return { socket, closed }
}

const within = <T>(promise: Promise<T>, ms: number) =>
	Promise.race([promise, new Promise<'still open'>((resolve) => setTimeout(() => resolve('still open'), ms))])

test('a password changed on the page closes the sockets of the user’s other browser and app', async () => {
	const user = await createUser()
	const here = await sessionCookie(user.id)
	const otherBrowser = await open({ cookie: await sessionCookie(user.id) })
	const app = await open({ token: (await issueTokens(user.id)).accessToken })

	const response = (await call(
		passwordPageAction,
		formRequest(
			'/tablero/cliente/contrasena',
			{ currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
			{ cookie: here },
		),
		{ params: { role: 'cliente' } },
	)) as Response
	expect(response.status).toBe(302)
	expect(await within(otherBrowser.closed, 3000)).toBe('io server disconnect')
	expect(await within(app.closed, 3000)).toBe('io server disconnect')
})

test('a password changed through /api closes the sockets of the user’s page sessions', async () => {
	const user = await createUser()
	const caller = await issueTokens(user.id)
	const browser = await open({ cookie: await sessionCookie(user.id) })

	const response = (await call(
		apiChangePassword,
		jsonRequest(
			'/api/auth/change_password',
			'PUT',
			{ currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
			{ token: caller.accessToken },
		),
	)) as Response
	expect(response.status).toBe(200)
	expect(await within(browser.closed, 3000)).toBe('io server disconnect')
})
