// Admins' second factor: enrolment (QR code, key, confirmation, recovery codes shown once and
// stored hashed), the sign-in page's code step, `totp` in /api/auth/login, the shared lock, the
// audit log, and ADMIN_2FA_REQUIRED closing every admin page and /api call until enrolment.
import { afterEach, describe, expect, test } from 'vitest'
import { prisma } from '#app/lib/db.server.ts'
import { getEnv } from '#app/lib/env.server.ts'
import { getSessionUser } from '#app/models/auth/sessions.server.ts'
import { TWO_FACTOR_MESSAGES } from '#app/models/auth/two-factor.server.ts'
import { action as loginAction } from '#app/routes/iniciar-sesion.tsx'
import { action as codeAction, loader as codeLoader } from '#app/routes/iniciar-sesion/codigo.tsx'
import { action as resetAction } from '#app/routes/restablecer-contrasena.tsx'
import { createVerificationToken } from '#app/models/auth/verification.server.ts'
import { action as apiLoginAction, loader as apiMeLoader } from '#app/routes/api/auth/login.ts'
import { loader as apiTasksLoader } from '#app/routes/api/admin/tareas.ts'
import { loader as accountLoader } from '#app/routes/tablero/$role/cuenta.tsx'
import { loader as tasksLoader } from '#app/routes/tablero/$role/tareas.tsx'
import { action as setupAction, loader as setupLoader } from '#app/routes/tablero/$role/verificacion-en-dos-pasos.tsx'
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
import { codeOf, enrolledAdmin } from '#tests/helpers/two-factor.ts'

const SETUP = '/tablero/admin/verificacion-en-dos-pasos'
const params = { role: 'admin' }

/** Password step of the sign-in page: the Cookie header of the pending sign-in. */
async function passwordStep(email: string, context = testContext()) {
	const result = (await call(loginAction, formRequest('/iniciar-sesion', { email, password: TEST_PASSWORD }), {
		context,
	})) as Response
	return { result, cookie: cookiesOf(result.headers) }
}

const codeStep = (cookie: string, code: string, context = testContext()) =>
	call(codeAction, formRequest('/iniciar-sesion/codigo', { code }, { cookie }), { context })

const apiLogin = (body: Record<string, string>, context = testContext()) =>
	call(apiLoginAction, jsonRequest('/api/auth/login', 'POST', body), { context }).then(responseJson)

afterEach(() => {
	getEnv().ADMIN_2FA_REQUIRED = false
})

describe('enrolment', () => {
	test('an admin gets a QR code and key, confirms with a code and gets ten recovery codes, stored hashed', async () => {
		const admin = await createUser({ role: 'admin' })
		const cookie = await sessionCookie(admin.id)
		expect(unwrap(await call(setupLoader, getRequest(SETUP, { cookie }), { params })).data.state).toEqual({
			status: 'off',
		})
		expect(
			redirectLocation(
				await call(setupAction, formRequest(SETUP, { intent: 'start', password: TEST_PASSWORD }, { cookie }), {
					params,
				}),
			),
		).toBe(SETUP)
		const { state } = unwrap(await call(setupLoader, getRequest(SETUP, { cookie }), { params })).data
		expect(state.status).toBe('pending')
		expect(state.qrCode).toMatch(/^data:image\/svg\+xml;base64,/)
		expect(Buffer.from(state.qrCode.split(',')[1], 'base64').toString()).toContain('<svg')
		const { secret } = await prisma.twoFactor.findUniqueOrThrow({ where: { userId: admin.id } })
		expect(state.manualKey.replace(/ /g, '')).toBe(secret)

		// a wrong code changes nothing
		const wrong = unwrap(
			await call(setupAction, formRequest(SETUP, { intent: 'confirm', code: '000000' }, { cookie }), { params }),
		)
		expect(wrong.status).toBe(400)
		expect(wrong.data.result.error.code).toEqual([TWO_FACTOR_MESSAGES.wrongCode])
		expect((await prisma.twoFactor.findUniqueOrThrow({ where: { userId: admin.id } })).enabledAt).toBeNull()

		const right = unwrap<{ recoveryCodes: string[] }>(
			await call(setupAction, formRequest(SETUP, { intent: 'confirm', code: await codeOf(secret) }, { cookie }), {
				params,
			}),
		)
		expect(right.data.recoveryCodes).toHaveLength(10)
		expect(new Set(right.data.recoveryCodes).size).toBe(10)
		for (const code of right.data.recoveryCodes) expect(code).toMatch(/^[A-Z0-9]{5}-[A-Z0-9]{5}$/)
		const stored = await prisma.recoveryCode.findMany({ where: { userId: admin.id } })
		expect(stored).toHaveLength(10)
		for (const row of stored) expect(right.data.recoveryCodes.join()).not.toContain(row.codeHash.slice(0, 10))
		expect(JSON.stringify(stored)).not.toContain(right.data.recoveryCodes[0])
		// shown once: the page afterwards shows how many are left, never the codes
		const after = unwrap(await call(setupLoader, getRequest(SETUP, { cookie }), { params })).data
		expect(after.state).toMatchObject({ status: 'enabled', recoveryCodesLeft: 10 })
		expect(JSON.stringify(after)).not.toContain(right.data.recoveryCodes[0])
		expect(
			await prisma.auditLog.count({ where: { actorId: admin.id, action: 'two-factor.enable', targetId: admin.id } }),
		).toBe(1)
		// the account page says it is on
		expect(
			unwrap(await call(accountLoader, getRequest('/tablero/admin/cuenta', { cookie }), { params })).data,
		).toMatchObject({ secondFactor: { enabled: true } })
	})

	test('only admins enrol', async () => {
		const client = await createUser({ role: 'cliente' })
		const cookie = await sessionCookie(client.id)
		const result = await call(
			setupAction,
			formRequest(SETUP, { intent: 'start', password: TEST_PASSWORD }, { cookie }),
			{ params },
		)
		expect(redirectLocation(result)).toBe('/tablero/cliente')
		expect(await prisma.twoFactor.count({ where: { userId: client.id } })).toBe(0)
	})

	test('turning it off needs a code, is audited, and is refused while it is required', async () => {
		const { admin, cookie, secret } = await enrolledAdmin()
		getEnv().ADMIN_2FA_REQUIRED = true
		const refused = unwrap(
			await call(
				setupAction,
				formRequest(SETUP, { intent: 'disable', password: TEST_PASSWORD, code: await codeOf(secret) }, { cookie }),
				{
					params,
				},
			),
		)
		expect(refused.status).toBe(403)
		getEnv().ADMIN_2FA_REQUIRED = false
		const wrong = unwrap(
			await call(
				setupAction,
				formRequest(SETUP, { intent: 'disable', password: TEST_PASSWORD, code: '123456' }, { cookie }),
				{ params },
			),
		)
		expect(wrong.status).toBe(400)
		const off = await call(
			setupAction,
			formRequest(SETUP, { intent: 'disable', password: TEST_PASSWORD, code: await codeOf(secret) }, { cookie }),
			{
				params,
			},
		)
		expect(redirectLocation(off)).toBe('/tablero/admin/cuenta')
		expect(await prisma.twoFactor.count({ where: { userId: admin.id } })).toBe(0)
		expect(await prisma.recoveryCode.count({ where: { userId: admin.id } })).toBe(0)
		expect(await prisma.auditLog.count({ where: { actorId: admin.id, action: 'two-factor.disable' } })).toBe(1)
	})
})

describe('sign-in page', () => {
	test('an enrolled admin gets no session from the password alone, then one with the code', async () => {
		const { admin, secret } = await enrolledAdmin()
		const sessions = await prisma.session.count({ where: { userId: admin.id } })
		const { result, cookie } = await passwordStep(admin.email)
		expect(redirectLocation(result)).toBe('/iniciar-sesion/codigo')
		expect(cookie).toContain('__signin2fa=')
		expect(cookie).not.toContain('__session=')
		expect(await prisma.session.count({ where: { userId: admin.id } })).toBe(sessions)
		expect(await call(codeLoader, getRequest('/iniciar-sesion/codigo', { cookie }))).toBeNull()

		const wrong = unwrap(await codeStep(cookie, '000000'))
		expect(wrong.status).toBe(401)
		expect(wrong.data.result.error.code).toEqual([TWO_FACTOR_MESSAGES.wrongCode])
		expect(await prisma.session.count({ where: { userId: admin.id } })).toBe(sessions)

		const code = await codeOf(secret)
		const right = (await codeStep(cookie, code)) as Response
		expect(redirectLocation(right)).toBe('/tablero/admin')
		const signedIn = cookiesOf(right.headers)
		expect(signedIn).toContain('__session=')
		expect(right.headers.getSetCookie().find((c) => c.startsWith('__signin2fa='))).toMatch(
			/Max-Age=0|Expires=Thu, 01 Jan 1970/,
		)
		expect((await getSessionUser(getRequest('/', { cookie: signedIn })))?.id).toBe(admin.id)

		// the same code does not sign in twice
		const again = await passwordStep(admin.email)
		expect(unwrap(await codeStep(again.cookie, code)).status).toBe(401)
	})

	test('a recovery code works once and is audited', async () => {
		const { admin, recoveryCodes } = await enrolledAdmin()
		const first = await passwordStep(admin.email)
		// typed in lower case, without the dash
		const ok = await codeStep(first.cookie, recoveryCodes[3].toLowerCase().replace('-', ''))
		expect(redirectLocation(ok)).toBe('/tablero/admin')
		const second = await passwordStep(admin.email)
		expect(unwrap(await codeStep(second.cookie, recoveryCodes[3])).status).toBe(401)
		const entry = await prisma.auditLog.findFirstOrThrow({
			where: { actorId: admin.id, action: 'two-factor.recovery-code' },
		})
		expect(entry.details).toEqual({ recoveryCodesLeft: 9 })
	})

	test('wrong codes count in the password lock: after 8 even the right code is refused', async () => {
		const { admin, secret } = await enrolledAdmin()
		const sessions = await prisma.session.count({ where: { userId: admin.id } })
		const context = testContext()
		const { cookie } = await passwordStep(admin.email, context)
		for (let i = 0; i < 4; i++) expect(unwrap(await codeStep(cookie, '000000', context)).status).toBe(401)
		// the password again does not wipe the wrong codes
		const again = await passwordStep(admin.email, context)
		for (let i = 0; i < 4; i++) expect(unwrap(await codeStep(again.cookie, '000000', context)).status).toBe(401)
		const locked = unwrap(await codeStep(again.cookie, await codeOf(secret), context))
		expect(locked.status).toBe(429)
		expect(await prisma.session.count({ where: { userId: admin.id } })).toBe(sessions)
	})

	test('without a pending sign-in the code page sends back to the password', async () => {
		expect(redirectLocation(await call(codeLoader, getRequest('/iniciar-sesion/codigo')))).toBe('/iniciar-sesion')
		expect(redirectLocation(await codeStep('', '123456'))).toBe('/iniciar-sesion')
		// a forged cookie is not a pending sign-in
		expect(redirectLocation(await codeStep('__signin2fa=eyJwZW5kaW5nIjp7fX0%3D.x', '123456'))).toBe('/iniciar-sesion')
	})

	test('a password reset link does not sign in an admin with a second factor', async () => {
		const { admin } = await enrolledAdmin()
		const token = await prisma.$transaction((tx) => createVerificationToken(tx, admin.id, 'password_reset'))
		const password = 'Nueva#Cl4ve'
		const result = (await call(
			resetAction,
			formRequest('/restablecer-contrasena', { token, newPassword: password, confirmPassword: password }),
		)) as Response
		expect(redirectLocation(result)).toBe('/iniciar-sesion')
		expect(cookiesOf(result.headers)).not.toContain('__session=')
		// the reset ended the old sessions and started none
		expect(await prisma.session.count({ where: { userId: admin.id } })).toBe(0)
	})

	test('an admin without a second factor and other roles sign in with the password alone', async () => {
		for (const role of ['admin', 'cliente'] as const) {
			const user = await createUser({ role })
			const { result, cookie } = await passwordStep(user.email)
			expect(redirectLocation(result)).toBe(`/tablero/${role}`)
			expect(cookie).toContain('__session=')
		}
	})
})

describe('/api/auth/login', () => {
	test('an enrolled admin needs `totp`: missing or wrong is a 401 that says so, right gives tokens', async () => {
		const { admin, secret, recoveryCodes } = await enrolledAdmin()
		expect(await apiLogin({ email: admin.email, password: TEST_PASSWORD })).toEqual({
			status: 401,
			body: { success: false, message: TWO_FACTOR_MESSAGES.missingCode, totp_required: true },
		})
		expect(await apiLogin({ email: admin.email, password: TEST_PASSWORD, totp: '000000' })).toEqual({
			status: 401,
			body: { success: false, message: TWO_FACTOR_MESSAGES.wrongCodeApi, totp_required: true },
		})
		// a wrong password with a code is still the password's message
		expect((await apiLogin({ email: admin.email, password: 'otraClave1!', totp: '000000' })).body.message).toBe(
			'Correo electrónico o contraseña incorrectos',
		)
		const ok = await apiLogin({ email: admin.email, password: TEST_PASSWORD, totp: await codeOf(secret) })
		expect(ok.status).toBe(200)
		expect(ok.body.accessToken).toEqual(expect.any(String))
		const withRecovery = await apiLogin({ email: admin.email, password: TEST_PASSWORD, totp: recoveryCodes[0] })
		expect(withRecovery.status).toBe(200)
	})

	test('wrong codes lock the account+address pair like wrong passwords', async () => {
		const { admin, secret } = await enrolledAdmin()
		const context = testContext()
		for (let i = 0; i < 8; i++)
			expect((await apiLogin({ email: admin.email, password: TEST_PASSWORD, totp: '000000' }, context)).status).toBe(
				401,
			)
		const locked = await apiLogin({ email: admin.email, password: TEST_PASSWORD, totp: await codeOf(secret) }, context)
		expect(locked.status).toBe(429)
	})
})

describe('ADMIN_2FA_REQUIRED', () => {
	test('an unenrolled admin reaches only the enrolment page; /api answers 403; enrolled, everything works', async () => {
		const admin = await createUser({ role: 'admin' })
		const client = await createUser({ role: 'cliente' })
		const cookie = await sessionCookie(admin.id)
		const { body: tokens } = await apiLogin({ email: admin.email, password: TEST_PASSWORD })
		getEnv().ADMIN_2FA_REQUIRED = true

		expect(redirectLocation(await call(tasksLoader, getRequest('/tablero/admin/tareas', { cookie }), { params }))).toBe(
			SETUP,
		)
		expect(
			redirectLocation(await call(accountLoader, getRequest('/tablero/admin/cuenta', { cookie }), { params })),
		).toBe(SETUP)
		// the enrolment page itself works, and says why
		expect(unwrap(await call(setupLoader, getRequest(SETUP, { cookie }), { params })).data.required).toBe(true)
		const api = await responseJson(
			await call(apiTasksLoader, jsonRequest('/api/admin/tareas', 'GET', undefined, { token: tokens.accessToken })),
		)
		expect(api).toEqual({ status: 403, body: { success: false, message: TWO_FACTOR_MESSAGES.enrolFirst } })
		// other roles are not concerned
		const clientCookie = await sessionCookie(client.id)
		expect(
			unwrap(
				await call(accountLoader, getRequest('/tablero/cliente/cuenta', { cookie: clientCookie }), {
					params: { role: 'cliente' },
				}),
			).status,
		).toBe(200)

		// no new tokens for an unenrolled admin either
		expect(await apiLogin({ email: admin.email, password: TEST_PASSWORD })).toEqual({
			status: 403,
			body: { success: false, message: TWO_FACTOR_MESSAGES.enrolFirst },
		})

		// enrol: the session it was done in works; the token got with the password alone has ended
		await call(setupAction, formRequest(SETUP, { intent: 'start', password: TEST_PASSWORD }, { cookie }), { params })
		const { secret } = await prisma.twoFactor.findUniqueOrThrow({ where: { userId: admin.id } })
		await call(setupAction, formRequest(SETUP, { intent: 'confirm', code: await codeOf(secret) }, { cookie }), {
			params,
		})
		expect(
			redirectLocation(await call(tasksLoader, getRequest('/tablero/admin/tareas', { cookie }), { params })),
		).toBeNull()
		const me = await responseJson(
			await call(apiMeLoader, jsonRequest('/api/auth/login', 'GET', undefined, { token: tokens.accessToken })),
		)
		expect(me.status).toBe(401)
	})
})
