// Every door that checks a password shares one set of limits (checkPasswordAttempt): 8 failures in a
// row for one account from one address lock that pair for 15 minutes, even with the right password;
// the same account from elsewhere still gets in; a right password clears the count. Each door is
// tried once here, with guesses made through that door itself.
import { describe, expect, test } from 'vitest'
import { isAppError } from '#app/lib/app-error.ts'
import { prisma } from '#app/lib/db.server.ts'
import { checkPasswordAttempt } from '#app/models/auth/password-attempts.server.ts'
import { action as changePasswordAction } from '#app/routes/api/auth/change_password.ts'
import { action as apiLoginAction } from '#app/routes/api/auth/login.ts'
import { action as craftsmanAction } from '#app/routes/api/user/craftman.ts'
import { action as wizardAction, loader as wizardLoader } from '#app/routes/publicartrabajo.tsx'
import { createUser, TEST_PASSWORD } from '#tests/factories/users.ts'
import {
	call,
	cookiesOf,
	formRequest,
	getRequest,
	jsonRequest,
	responseJson,
	testContext,
	unwrap,
} from '#tests/helpers/requests.ts'

const WRONG = 'malaClave1!'
const LOCKED = /^Demasiados intentos\. Vuelve a intentarlo dentro de 15 minutos\.$/

describe('checkPasswordAttempt', () => {
	const attempt = (ip: string, email: string, right: boolean) =>
		checkPasswordAttempt({ ip, email }, () => Promise.resolve(right))

	test('locks an account+address pair after 8 failures, counts per pair, and a success clears the count', async () => {
		const email = 'cerradura@example.com'
		for (let i = 0; i < 7; i++) expect(await attempt('192.0.2.10', email, false)).toBe(false)
		// a success clears the seven failures
		expect(await attempt('192.0.2.10', email, true)).toBe(true)
		for (let i = 0; i < 8; i++) expect(await attempt('192.0.2.10', email, false)).toBe(false)
		let compared = false
		const refused = await checkPasswordAttempt({ ip: '192.0.2.10', email: 'CERRADURA@example.com' }, async () => {
			compared = true
			return true
		}).catch((error: unknown) => error)
		expect(isAppError(refused) && refused.status === 429 && LOCKED.test(refused.message)).toBe(true)
		expect(compared).toBe(false) // locked: not even compared
		// the owner from another address, and another account from this one, go on
		expect(await attempt('192.0.2.11', email, true)).toBe(true)
		expect(await attempt('192.0.2.10', 'otra@example.com', true)).toBe(true)
	})

	test('every check counts against the address limit (30 per 10 minutes)', async () => {
		for (let i = 0; i < 30; i++) await attempt('192.0.2.12', `n${i}@example.com`, true)
		await expect(attempt('192.0.2.12', 'n30@example.com', true)).rejects.toMatchObject({ status: 429 })
	})
})

describe('POST /api/auth/login', () => {
	const login = async (email: string, password: string, ip: string) =>
		responseJson(
			await call(apiLoginAction, jsonRequest('/api/auth/login', 'POST', { email, password }), {
				context: testContext(ip),
			}),
		)

	test('8 wrong passwords from one address lock that account there; elsewhere, and other accounts there, sign in', async () => {
		const user = await createUser()
		for (let i = 0; i < 8; i++) expect((await login(user.email, WRONG, '203.0.113.21')).status).toBe(401)
		const locked = await login(user.email, TEST_PASSWORD, '203.0.113.21')
		expect(locked.status).toBe(429)
		expect(locked.body.message).toMatch(LOCKED)
		expect((await login(user.email, TEST_PASSWORD, '203.0.113.22')).status).toBe(200)
		// the lock is the pair's: another account from the same address is not held
		const other = await createUser()
		expect((await login(other.email, TEST_PASSWORD, '203.0.113.21')).status).toBe(200)
	})

	test('a success resets the count', async () => {
		const user = await createUser()
		for (let i = 0; i < 7; i++) expect((await login(user.email, WRONG, '203.0.113.23')).status).toBe(401)
		expect((await login(user.email, TEST_PASSWORD, '203.0.113.23')).status).toBe(200)
		for (let i = 0; i < 7; i++) expect((await login(user.email, WRONG, '203.0.113.23')).status).toBe(401)
		expect((await login(user.email, TEST_PASSWORD, '203.0.113.23')).status).toBe(200)
	})
})

test('the job wizard’s email step: guesses count, and once locked the right password opens nothing', async () => {
	const client = await createUser({ role: 'cliente' })
	const started = (await call(wizardLoader, getRequest('/publicartrabajo?servicio=electricista'))) as Response
	const cookie = cookiesOf(started.headers)
	const context = testContext('203.0.113.31')
	const guess = async (password: string) =>
		(await call(
			wizardAction,
			formRequest('/publicartrabajo?paso=correo', { email: client.email, password }, { cookie }),
			{
				context,
			},
		)) as Response
	for (let i = 0; i < 8; i++) expect(unwrap(await guess(WRONG)).status).toBe(400)
	const locked = unwrap<{ result: { error: Record<string, string[]> } }>(await guess(TEST_PASSWORD))
	expect(locked.status).toBe(429)
	expect(locked.data.result.error.password?.[0]).toMatch(LOCKED)
	expect(locked.headers.get('Set-Cookie') ?? '').not.toMatch(/__session/)
})

test('the password change through /api counts wrong current passwords and locks', async () => {
	const user = await createUser()
	const { body } = await responseJson(
		await call(apiLoginAction, jsonRequest('/api/auth/login', 'POST', { email: user.email, password: TEST_PASSWORD })),
	)
	const context = testContext('203.0.113.41')
	const change = async (currentPassword: string) =>
		responseJson(
			await call(
				changePasswordAction,
				jsonRequest(
					'/api/auth/change_password',
					'PUT',
					{ currentPassword, newPassword: 'Nueva#Cl4ve', confirmPassword: 'Nueva#Cl4ve' },
					{ token: body.accessToken },
				),
				{ context },
			),
		)
	for (let i = 0; i < 8; i++) expect((await change('Otra#Cl4ve1')).status).toBe(400)
	const locked = await change(TEST_PASSWORD)
	expect(locked.status).toBe(429)
	expect(locked.body.message).toMatch(LOCKED)
	const stored = await prisma.user.findUniqueOrThrow({ where: { id: user.id }, select: { passwordHash: true } })
	expect(stored.passwordHash).toBe(user.passwordHash)
})

test('the account deletion counts wrong passwords and locks', async () => {
	const user = await createUser({ role: 'oficial' })
	const { body } = await responseJson(
		await call(apiLoginAction, jsonRequest('/api/auth/login', 'POST', { email: user.email, password: TEST_PASSWORD })),
	)
	const context = testContext('203.0.113.51')
	const remove = async (password: string) =>
		responseJson(
			await call(
				craftsmanAction,
				jsonRequest('/api/user/craftman', 'DELETE', { password }, { token: body.accessToken }),
				{ context },
			),
		)
	for (let i = 0; i < 8; i++) expect((await remove(WRONG)).status).toBe(403)
	const locked = await remove(TEST_PASSWORD)
	expect(locked.status).toBe(429)
	expect(locked.body.message).toMatch(LOCKED)
	expect((await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).deletedAt).toBeNull()
})
