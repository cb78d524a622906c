// Whoever held an old password or a replayed refresh token is out: password changes end every
// other session and token family; a reused refresh token ends its whole family.
import { expect, test } from 'vitest'
import { readOutbox } from '#app/emails/outbox.server.ts'
import { prisma } from '#app/lib/db.server.ts'
import { getSessionUser } from '#app/models/auth/sessions.server.ts'
import { loader as meLoader, action as loginAction } from '#app/routes/api/auth/login.ts'
import { action as changePasswordAction } from '#app/routes/api/auth/change_password.ts'
import { action as logoutAction } from '#app/routes/api/auth/logout.ts'
import { action as refreshAction } from '#app/routes/api/auth/refresh.ts'
import { action as passwordPageAction } from '#app/routes/tablero/$role/contrasena.tsx'
import { createUser, TEST_PASSWORD } from '#tests/factories/users.ts'
import { runQueuedJobs } from '#tests/helpers/queue.ts'
import { call, formRequest, getRequest, jsonRequest, responseJson, sessionCookie } from '#tests/helpers/requests.ts'

const NEW_PASSWORD = 'Nueva#Cl4ve'

async function apiLogin(email: string) {
	const { body } = await responseJson(
		await call(loginAction, jsonRequest('/api/auth/login', 'POST', { email, password: TEST_PASSWORD })),
	)
	return body as { accessToken: string; refreshToken: string }
}
const refresh = async (refreshToken: string) =>
	responseJson(await call(refreshAction, jsonRequest('/api/auth/refresh', 'POST', { refreshToken })))
const me = async (token: string) =>
	(await responseJson(await call(meLoader, jsonRequest('/api/auth/login', 'GET', undefined, { token })))).status
const signedIn = async (cookie: string) => (await getSessionUser(getRequest('/', { cookie }))) !== null

test('a refresh token used twice ends its whole family, and only that family', async () => {
	const user = await createUser()
	const stolen = await apiLogin(user.email)
	const otherDevice = await apiLogin(user.email)

	const rotated = await refresh(stolen.refreshToken)
	expect(rotated.status).toBe(200)
	// the thief replays the old refresh token: refused, and the owner's newer pair ends with it
	expect((await refresh(stolen.refreshToken)).status).toBe(401)
	expect((await refresh(rotated.body.refreshToken)).status).toBe(401)
	expect(await me(rotated.body.accessToken)).toBe(401)
	// a sign-in on another device is another family and goes on
	expect(await me(otherDevice.accessToken)).toBe(200)
	expect((await refresh(otherDevice.refreshToken)).status).toBe(200)
})

test('a refresh token sent twice at the same moment: at most one wins, and the winner’s pair ends with the family', async () => {
	const user = await createUser()
	// a few rounds, so that both requests really are in flight together at least once
	for (let round = 0; round < 4; round++) {
		const pair = await apiLogin(user.email)
		const answers = await Promise.all([refresh(pair.refreshToken), refresh(pair.refreshToken)])
		const winners = answers.filter((answer) => answer.status === 200)
		expect(winners.length).toBeLessThanOrEqual(1)
		for (const winner of winners) {
			expect((await refresh(winner.body.refreshToken)).status).toBe(401)
			expect(await me(winner.body.accessToken)).toBe(401)
		}
		expect(await me(pair.accessToken)).toBe(401)
	}
})

test('a password changed through /api ends the sessions and other devices, not the caller', async () => {
	const user = await createUser()
	const browser = await sessionCookie(user.id)
	const caller = await apiLogin(user.email)
	const otherDevice = await apiLogin(user.email)

	const changed = await responseJson(
		await call(
			changePasswordAction,
			jsonRequest(
				'/api/auth/change_password',
				'PUT',
				{ currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
				{ token: caller.accessToken },
			),
		),
	)
	expect(changed.status).toBe(200)
	// the owner hears of it by email, whoever made the change
	await runQueuedJobs()
	const [notice] = readOutbox(user.email)
	expect(notice?.subject).toBe('Tu contraseña de Reformas ha cambiado')
	expect(notice?.text).toContain('/recuperar-contrasena')
	expect(await me(caller.accessToken)).toBe(200)
	expect((await refresh(caller.refreshToken)).status).toBe(200)
	expect(await me(otherDevice.accessToken)).toBe(401)
	expect((await refresh(otherDevice.refreshToken)).status).toBe(401)
	expect(await signedIn(browser)).toBe(false)
})

test('a password changed on the page keeps that browser signed in and ends everything else', async () => {
	const user = await createUser()
	const here = await sessionCookie(user.id)
	const elsewhere = await sessionCookie(user.id)
	const app = await apiLogin(user.email)

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
	expect(await signedIn(here)).toBe(true)
	expect(await signedIn(elsewhere)).toBe(false)
	expect(await me(app.accessToken)).toBe(401)
	expect(await prisma.session.count({ where: { userId: user.id } })).toBe(1)
})

test('POST /api/auth/logout ends the caller’s token family, and only that one', async () => {
	const user = await createUser()
	const phone = await apiLogin(user.email)
	const tablet = await apiLogin(user.email)
	const logout = (token?: string) => call(logoutAction, jsonRequest('/api/auth/logout', 'POST', undefined, { token }))
	const answer = await responseJson(await logout(phone.accessToken))
	expect(answer).toEqual({ status: 200, body: { success: true, message: 'Has cerrado sesión correctamente' } })
	expect(await me(phone.accessToken)).toBe(401)
	expect((await refresh(phone.refreshToken)).status).toBe(401)
	expect(await me(tablet.accessToken)).toBe(200)
	expect((await responseJson(await logout())).status).toBe(401)
})

const DAY = 86_400_000
const near = (date: Date, expected: number) => expect(Math.abs(date.getTime() - expected)).toBeLessThan(60_000)

test('an API access token lives 30 days from its last use: a client that never refreshes stays signed in', async () => {
	const user = await createUser()
	const { accessToken } = await apiLogin(user.email)
	// used last almost 30 days ago: minutes left, and a use now gives it 30 days again
	await prisma.apiToken.updateMany({
		where: { userId: user.id, kind: 'access' },
		data: { expiresAt: new Date(Date.now() + 10 * 60_000), createdAt: new Date(Date.now() - 40 * DAY) },
	})
	expect(await me(accessToken)).toBe(200)
	const token = await prisma.apiToken.findFirstOrThrow({ where: { userId: user.id, kind: 'access' } })
	near(token.expiresAt, Date.now() + 30 * DAY)
	// unused for 30 days: gone
	await prisma.apiToken.updateMany({ where: { id: token.id }, data: { expiresAt: new Date(Date.now() - 1000) } })
	expect(await me(accessToken)).toBe(401)
})

test('a page session ends after 7 days unused, and 30 days after sign-in however much it is used', async () => {
	const user = await createUser()
	const cookie = await sessionCookie(user.id)
	const session = await prisma.session.findFirstOrThrow({ where: { userId: user.id } })
	near(session.expiresAt, Date.now() + 7 * DAY)
	// used again 6 days later: 7 more days from now
	await prisma.session.update({
		where: { id: session.id },
		data: { createdAt: new Date(Date.now() - 6 * DAY), expiresAt: new Date(Date.now() + DAY) },
	})
	expect(await signedIn(cookie)).toBe(true)
	near((await prisma.session.findUniqueOrThrow({ where: { id: session.id } })).expiresAt, Date.now() + 7 * DAY)
	// 29 days after sign-in: never past the 30th day
	await prisma.session.update({
		where: { id: session.id },
		data: { createdAt: new Date(Date.now() - 29 * DAY), expiresAt: new Date(Date.now() + 2 * 3_600_000) },
	})
	expect(await signedIn(cookie)).toBe(true)
	near((await prisma.session.findUniqueOrThrow({ where: { id: session.id } })).expiresAt, Date.now() + DAY)
	// idle past its expiry: out
	await prisma.session.update({ where: { id: session.id }, data: { expiresAt: new Date(Date.now() - 1000) } })
	expect(await signedIn(cookie)).toBe(false)
})
