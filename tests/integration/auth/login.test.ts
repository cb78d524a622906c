import { describe, expect, test } from 'vitest'
import { prisma } from '#app/lib/db.server.ts'
import { getSessionUser } from '#app/models/auth/sessions.server.ts'
import { action as loginAction, loader as loginLoader } from '#app/routes/iniciar-sesion.tsx'
import { action as logoutAction } from '#app/routes/cerrar-sesion.tsx'
import { createUser, TEST_PASSWORD } from '#tests/factories/users.ts'
import {
	call,
	cookiesOf,
	formRequest,
	getRequest,
	redirectLocation,
	sessionCookie,
	testContext,
	unwrap,
} from '#tests/helpers/requests.ts'

const login = (fields: Record<string, string>, context = testContext()) =>
	call(loginAction, formRequest('/iniciar-sesion', fields), { context })

function formErrors(result: unknown) {
	const { data, status } = unwrap<{ result: { error: Record<string, string[]> } }>(result)
	return { status, errors: data.result.error }
}

describe('login form', () => {
	test('signs in with a database session and lands on the role dashboard with a toast', async () => {
		const user = await createUser({ role: 'oficial' })
		const result = (await login({ email: user.email.toUpperCase(), password: TEST_PASSWORD })) as Response
		expect(redirectLocation(result)).toBe('/tablero/oficial')
		const cookie = cookiesOf(result.headers)
		expect(cookie).toContain('__session=')
		expect(cookie).toContain('__toast=')
		const setCookie = result.headers.getSetCookie().find((c) => c.startsWith('__session='))!
		expect(setCookie).toMatch(/HttpOnly/i)
		expect(setCookie).toMatch(/SameSite=Lax/i)
		expect((await getSessionUser(getRequest('/', { cookie })))?.id).toBe(user.id)
		expect(await prisma.session.count({ where: { userId: user.id } })).toBe(1)
	})

	test('goes back to a same-site redirectTo, never to another site', async () => {
		const user = await createUser()
		const back = await login({ email: user.email, password: TEST_PASSWORD, redirectTo: '/newjob/abc' })
		expect(redirectLocation(back)).toBe('/newjob/abc')
		for (const redirectTo of ['//evil.example/x', '/\\evil.example', '/\t/evil.example']) {
			const evil = await login({ email: user.email, password: TEST_PASSWORD, redirectTo })
			expect(redirectLocation(evil)).toBe('/tablero/cliente')
		}
	})

	test.each([
		[{ email: '', password: 'secreto1' }, 'email', 'Se requiere correo electrónico'],
		[{ email: 'no-es-correo', password: 'secreto1' }, 'email', 'El correo electrónico no es válido'],
		[{ email: 'ana@example.com', password: '' }, 'password', 'Se requiere contraseña'],
		[
			{ email: 'ana@example.com', password: '12345' },
			'password',
			'La longitud de la contraseña debe ser al menos 6 caracteres',
		],
	])('%o is refused: %s "%s"', async (fields, field, message) => {
		const { status, errors } = formErrors(await login(fields))
		expect(status).toBe(400)
		expect(errors[field]).toEqual([message])
	})

	test('a wrong password or unknown account gives the same message and no session', async () => {
		const user = await createUser()
		for (const fields of [
			{ email: user.email, password: 'otraClave1!' },
			{ email: 'nadie@example.com', password: TEST_PASSWORD },
		]) {
			const { status, errors } = formErrors(await login(fields))
			expect(status).toBe(401)
			expect(errors['']).toEqual(['Correo electrónico o contraseña incorrectos'])
		}
		expect(await prisma.session.count({ where: { userId: user.id } })).toBe(0)
	})

	test('a blocked user cannot sign in, and their existing sessions stop working', async () => {
		const user = await createUser()
		const cookie = await sessionCookie(user.id)
		await prisma.user.update({ where: { id: user.id }, data: { blockedAt: new Date() } })
		const { status, errors } = formErrors(await login({ email: user.email, password: TEST_PASSWORD }))
		expect(status).toBe(401)
		expect(errors[''][0]).toMatch(/bloqueada/)
		expect(await getSessionUser(getRequest('/', { cookie }))).toBeNull()
	})

	test('after 8 failures in a row from one IP, that IP waits, even with the right password; the owner elsewhere does not', async () => {
		const user = await createUser()
		const attacker = testContext('203.0.113.66')
		for (let i = 0; i < 8; i++)
			expect(formErrors(await login({ email: user.email, password: 'malaClave1!' }, attacker)).status).toBe(401)
		const { status, errors } = formErrors(await login({ email: user.email, password: TEST_PASSWORD }, attacker))
		expect(status).toBe(429)
		expect(errors[''][0]).toMatch(/^Demasiados intentos\. Vuelve a intentarlo dentro de 15 minutos\.$/)
		// the owner, from their own connection, is not locked out by someone else's guesses
		const owner = (await login(
			{ email: user.email, password: TEST_PASSWORD },
			testContext('198.51.100.20'),
		)) as Response
		expect(redirectLocation(owner)).toBe('/tablero/cliente')
	})

	test('a successful sign-in clears the failures counted so far', async () => {
		const user = await createUser()
		const context = testContext('192.0.2.77')
		const failSevenTimes = async () => {
			for (let i = 0; i < 7; i++)
				expect(formErrors(await login({ email: user.email, password: 'malaClave1!' }, context)).status).toBe(401)
		}
		await failSevenTimes()
		expect(redirectLocation((await login({ email: user.email, password: TEST_PASSWORD }, context)) as Response)).toBe(
			'/tablero/cliente',
		)
		await failSevenTimes()
		// 14 failures in all, but never 8 in a row: the right password still gets in
		expect(redirectLocation((await login({ email: user.email, password: TEST_PASSWORD }, context)) as Response)).toBe(
			'/tablero/cliente',
		)
	})

	// 31 sign-ins, each a bcrypt comparison: seconds on a quiet machine, much more on a loaded one
	test('one IP gets 30 attempts per 10 minutes', { timeout: 90_000 }, async () => {
		const context = testContext('192.0.2.99')
		for (let i = 0; i < 30; i++)
			expect(formErrors(await login({ email: `x${i}@example.com`, password: 'malaClave1!' }, context)).status).toBe(401)
		expect(formErrors(await login({ email: 'y@example.com', password: 'malaClave1!' }, context)).status).toBe(429)
	})

	test('the page sends a signed-in user to their dashboard', async () => {
		const user = await createUser({ role: 'admin' })
		const result = await call(loginLoader, getRequest('/iniciar-sesion', { cookie: await sessionCookie(user.id) }))
		expect(redirectLocation(result)).toBe('/tablero/admin')
	})
})

describe('logout', () => {
	test('ends the database session and clears the cookie', async () => {
		const user = await createUser()
		const cookie = await sessionCookie(user.id)
		const result = (await call(logoutAction, formRequest('/cerrar-sesion', {}, { cookie }))) as Response
		expect(redirectLocation(result)).toBe('/')
		expect(result.headers.getSetCookie().find((c) => c.startsWith('__session='))).toMatch(/Expires=Thu, 01 Jan 1970/)
		expect(await prisma.session.count({ where: { userId: user.id } })).toBe(0)
		expect(await getSessionUser(getRequest('/', { cookie }))).toBeNull()
	})
})
