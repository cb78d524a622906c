// The second factor is checked on the credential, not the account (issue 37, H1/M1/M8): a page
// session or an API token family of an admin works as admin only if it passed a right code; turning
// the factor on or off asks for the password and ends every other credential, as a recovery-code
// sign-in does; wrong codes are counted per account across addresses; sockets follow the same rule.
import { afterEach, describe, expect, test } from 'vitest'
import { prisma } from '#app/lib/db.server.ts'
import { getEnv } from '#app/lib/env.server.ts'
import { issueTokens } from '#app/models/auth/api-tokens.server.ts'
import { WRONG_CURRENT_PASSWORD } from '#app/models/auth/account.server.ts'
import { commitNewSession } from '#app/models/auth/sessions.server.ts'
import { TWO_FACTOR_MESSAGES } from '#app/models/auth/two-factor.server.ts'
import { publishToUser } from '#app/realtime/publish.server.ts'
import { action as loginAction } from '#app/routes/iniciar-sesion.tsx'
import { action as codeAction } from '#app/routes/iniciar-sesion/codigo.tsx'
import { action as apiLoginAction } from '#app/routes/api/auth/login.ts'
import { action as apiRefreshAction } from '#app/routes/api/auth/refresh.ts'
import { loader as apiUserLoader } from '#app/routes/api/user/index.ts'
import { loader as apiTasksLoader } from '#app/routes/api/admin/tareas.ts'
import { loader as tasksLoader } from '#app/routes/tablero/$role/tareas.tsx'
import { createUser, TEST_PASSWORD } from '#tests/factories/users.ts'
import {
	call,
	cookiesOf,
	formRequest,
	getRequest,
	jsonRequest,
	redirectLocation,
	responseJson,
	sessionCookie,
	testContext,
	unwrap,
} from '#tests/helpers/requests.ts'
import { codeOf, enrolledAdmin, setupTwoFactor } from '#tests/helpers/two-factor.ts'
import { collect, startRealtime } from '#tests/helpers/sockets.ts'

const TASKS = '/tablero/admin/tareas'
const params = { role: 'admin' }

const setup = setupTwoFactor

const pageStatus = async (cookie: string) => {
	const result = await call(tasksLoader, getRequest(TASKS, { cookie }), { params })
	return redirectLocation(result) ?? 'ok'
}

const apiStatus = async (token: string) =>
	responseJson(await call(apiTasksLoader, jsonRequest('/api/admin/tareas', 'GET', undefined, { token })))

const apiLogin = (body: Record<string, string>, context = testContext()) =>
	call(apiLoginAction, jsonRequest('/api/auth/login', 'POST', body), { context }).then(responseJson)

async function pageSignIn(email: string, code: string) {
	const context = testContext()
	const password = (await call(loginAction, formRequest('/iniciar-sesion', { email, password: TEST_PASSWORD }), {
		context,
	})) as Response
	const signedIn = (await call(
		codeAction,
		formRequest('/iniciar-sesion/codigo', { code }, { cookie: cookiesOf(password.headers) }),
		{
			context,
		},
	)) as Response
	return cookiesOf(signedIn.headers)
}

afterEach(() => {
	getEnv().ADMIN_2FA_REQUIRED = false
})

describe('a credential opened with the password alone', () => {
	test('an enrolled admin’s password-only session is ended and sent to the code step', async () => {
		const { admin, secret } = await enrolledAdmin()
		// a session without the factor (opened before this change, or by a path that skipped it)
		const cookie = cookiesOf(new Headers({ 'Set-Cookie': await commitNewSession(admin.id) }))
		const sessions = await prisma.session.count({ where: { userId: admin.id } })
		const result = (await call(tasksLoader, getRequest(TASKS, { cookie }), { params })) as Response
		expect(redirectLocation(result)).toBe('/iniciar-sesion/codigo')
		expect(await prisma.session.count({ where: { userId: admin.id } })).toBe(sessions - 1)
		// the code finishes that sign-in, back where the admin was going
		const pending = cookiesOf(result.headers)
		expect(pending).toContain('__signin2fa=')
		const signedIn = (await call(
			codeAction,
			formRequest('/iniciar-sesion/codigo', { code: await codeOf(secret) }, { cookie: pending }),
			{
				context: testContext(),
			},
		)) as Response
		expect(redirectLocation(signedIn)).toBe(TASKS)
		expect(await pageStatus(cookiesOf(signedIn.headers))).toBe('ok')
	})

	test('an enrolled admin’s token family without the code is refused on /api; one signed in with it works, refreshed too', async () => {
		const { admin, secret } = await enrolledAdmin()
		const bare = await issueTokens(admin.id)
		expect(await apiStatus(bare.accessToken)).toEqual({
			status: 403,
			body: { success: false, message: TWO_FACTOR_MESSAGES.signInWithCode },
		})
		const { body } = await apiLogin({ email: admin.email, password: TEST_PASSWORD, totp: await codeOf(secret) })
		expect((await apiStatus(body.accessToken)).status).toBe(200)
		// calls open to anyone do not give such a token an admin's view either
		const other = await createUser({ role: 'cliente' })
		const lookup = (token: string) =>
			call(
				apiUserLoader,
				jsonRequest(`/api/user?email=${encodeURIComponent(other.email)}`, 'GET', undefined, { token }),
			)
		expect((await responseJson(await lookup(bare.accessToken))).body).toEqual({ success: true, role: 'cliente' })
		expect((await responseJson(await lookup(body.accessToken))).body.email).toBe(other.email)
		// a refresh carries the family's factor over
		const refreshed = await responseJson(
			await call(apiRefreshAction, jsonRequest('/api/auth/refresh', 'POST', { refreshToken: body.refreshToken })),
		)
		expect((await apiStatus(refreshed.body.accessToken)).status).toBe(200)
	})

	test('sockets: an admin session or token without the factor is not signed in', async () => {
		const { admin, cookie, secret } = await enrolledAdmin()
		const bareCookie = cookiesOf(new Headers({ 'Set-Cookie': await commitNewSession(admin.id) }))
		const bare = await issueTokens(admin.id)
		const { body } = await apiLogin({ email: admin.email, password: TEST_PASSWORD, totp: await codeOf(secret) })
		const realtime = await startRealtime()
		try {
			const good = collect(await realtime.open({ cookie }), 'notification')
			const goodToken = collect(await realtime.open({ token: body.accessToken }), 'notification')
			const anonymous = collect(await realtime.open({ cookie: bareCookie }), 'notification')
			await expect(realtime.open({ token: bare.accessToken })).rejects.toThrow('unauthorized')
			publishToUser(admin.id, 'notification', { id: 'n1' } as never)
			await expect.poll(() => good.length).toBe(1)
			await expect.poll(() => goodToken.length).toBe(1)
			expect(anonymous).toEqual([])
		} finally {
			await realtime.stop()
		}
	})
})

describe('turning the factor on or off', () => {
	test('enrolling asks for the password and ends every other session and token family', async () => {
		const admin = await createUser({ role: 'admin' })
		const cookie = await sessionCookie(admin.id)
		const other = await sessionCookie(admin.id)
		const { body: tokens } = await apiLogin({ email: admin.email, password: TEST_PASSWORD })
		expect((await apiStatus(tokens.accessToken)).status).toBe(200)

		const wrong = unwrap(await setup({ intent: 'start', password: 'otraClave#1' }, cookie))
		expect(wrong.status).toBe(400)
		expect(wrong.data.result.error.password).toEqual([WRONG_CURRENT_PASSWORD])
		expect(await prisma.twoFactor.count({ where: { userId: admin.id } })).toBe(0)
		expect(unwrap(await setup({ intent: 'start' }, cookie)).status).toBe(400)

		await setup({ intent: 'start', password: TEST_PASSWORD }, cookie)
		const { secret } = await prisma.twoFactor.findUniqueOrThrow({ where: { userId: admin.id } })
		await setup({ intent: 'confirm', code: await codeOf(secret) }, cookie)
		expect(await pageStatus(cookie)).toBe('ok')
		expect(redirectLocation(await call(tasksLoader, getRequest(TASKS, { cookie: other }), { params }))).toBe(
			'/iniciar-sesion?redirectTo=%2Ftablero%2Fadmin%2Ftareas',
		)
		expect((await apiStatus(tokens.accessToken)).status).toBe(401)
		expect(await prisma.session.count({ where: { userId: admin.id } })).toBe(1)
	})

	test('disabling asks for the password and a code, ends every other credential, and is throttled', async () => {
		const { admin, cookie, secret } = await enrolledAdmin()
		const second = await pageSignIn(admin.email, await codeOf(secret))
		await prisma.twoFactor.update({ where: { userId: admin.id }, data: { lastStep: null } })
		expect(await pageStatus(second)).toBe('ok')

		const noPassword = unwrap(
			await setup({ intent: 'disable', password: 'otraClave#1', code: await codeOf(secret) }, cookie),
		)
		expect(noPassword.status).toBe(400)
		expect(noPassword.data.result.error.password).toEqual([WRONG_CURRENT_PASSWORD])
		// wrong codes from one address lock like wrong passwords (M8: 40 went through)
		const context = testContext()
		for (let i = 0; i < 8; i++)
			expect(
				unwrap(await setup({ intent: 'disable', password: TEST_PASSWORD, code: '000000' }, cookie, context)).status,
			).toBe(400)
		const locked = unwrap(
			await setup({ intent: 'disable', password: TEST_PASSWORD, code: await codeOf(secret) }, cookie, context),
		)
		expect(locked.status).toBe(429)
		expect(await prisma.twoFactor.count({ where: { userId: admin.id } })).toBe(1)

		const off = await setup({ intent: 'disable', password: TEST_PASSWORD, code: await codeOf(secret) }, cookie)
		expect(redirectLocation(off)).toBe('/tablero/admin/cuenta')
		expect(await prisma.session.count({ where: { userId: admin.id } })).toBe(1)
		expect(await pageStatus(cookie)).toBe('ok')
		expect(redirectLocation(await call(tasksLoader, getRequest(TASKS, { cookie: second }), { params }))).toMatch(
			/^\/iniciar-sesion\?/,
		)
	})
})

describe('recovery codes and guessing', () => {
	test('a recovery-code sign-in ends every other session and token family (page and /api)', async () => {
		const { admin, cookie, secret, recoveryCodes } = await enrolledAdmin()
		const { body: tokens } = await apiLogin({ email: admin.email, password: TEST_PASSWORD, totp: await codeOf(secret) })
		expect((await apiStatus(tokens.accessToken)).status).toBe(200)
		const viaRecovery = await pageSignIn(admin.email, recoveryCodes[0])
		expect(await pageStatus(viaRecovery)).toBe('ok')
		expect(await pageStatus(cookie)).toMatch(/^\/iniciar-sesion\?/)
		expect((await apiStatus(tokens.accessToken)).status).toBe(401)

		const { body: apiRecovered } = await apiLogin({
			email: admin.email,
			password: TEST_PASSWORD,
			totp: recoveryCodes[1],
		})
		expect((await apiStatus(apiRecovered.accessToken)).status).toBe(200)
		expect(await pageStatus(viaRecovery)).toMatch(/^\/iniciar-sesion\?/)
	})

	test('20 wrong codes from 20 addresses lock the account: the right code is then refused everywhere', async () => {
		const { admin, secret } = await enrolledAdmin()
		for (let i = 0; i < 20; i++)
			expect((await apiLogin({ email: admin.email, password: TEST_PASSWORD, totp: '000000' })).status).toBe(401)
		const locked = await apiLogin({ email: admin.email, password: TEST_PASSWORD, totp: await codeOf(secret) })
		expect(locked.status).toBe(429)
		// and through the sign-in page, from yet another address
		const context = testContext()
		const password = (await call(
			loginAction,
			formRequest('/iniciar-sesion', { email: admin.email, password: TEST_PASSWORD }),
			{
				context,
			},
		)) as Response
		const page = unwrap(
			await call(
				codeAction,
				formRequest('/iniciar-sesion/codigo', { code: await codeOf(secret) }, { cookie: cookiesOf(password.headers) }),
				{
					context,
				},
			),
		)
		expect(page.status).toBe(429)
	})
})
