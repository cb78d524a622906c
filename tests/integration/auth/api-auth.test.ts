import { describe, expect, test } from 'vitest'
import { prisma } from '#app/lib/db.server.ts'
import { verifyPassword } from '#app/models/auth/password.server.ts'
import { loader as meLoader, action as loginAction } from '#app/routes/api/auth/login.ts'
import { action as refreshAction } from '#app/routes/api/auth/refresh.ts'
import { action as changePasswordAction } from '#app/routes/api/auth/change_password.ts'
import { createUser, TEST_PASSWORD } from '#tests/factories/users.ts'
import { call, jsonRequest, responseJson, testContext } from '#tests/helpers/requests.ts'

async function apiLogin(email: string, password = TEST_PASSWORD) {
	return responseJson(await call(loginAction, jsonRequest('/api/auth/login', 'POST', { email, password })))
}

describe('/api/auth/login', () => {
	test('POST answers 200 with a token pair and the user in the spec shape', async () => {
		const user = await createUser({ role: 'oficial' })
		const { status, body } = await apiLogin(user.email)
		expect(status).toBe(200)
		expect(body).toMatchObject({
			success: true,
			message: 'Has iniciado sesión',
			accessToken: expect.any(String),
			refreshToken: expect.any(String),
			user: { _id: user.id, email: user.email, role: 'oficial', name: 'Ana' },
		})
		expect(body.accessToken).not.toBe(body.refreshToken)
	})

	test('POST with bad credentials or bad input answers with the message', async () => {
		const user = await createUser()
		expect(await apiLogin(user.email, 'incorrecta1')).toEqual({
			status: 401,
			body: { success: false, message: 'Correo electrónico o contraseña incorrectos' },
		})
		const invalid = await apiLogin('no-es-correo', 'x')
		expect(invalid.status).toBe(400)
		expect(invalid.body.message).toBe('El correo electrónico no es válido')
		expect(invalid.body.errors.password).toBe('La longitud de la contraseña debe ser al menos 6 caracteres')
	})

	test('GET with the access token answers the current user; without one, 401', async () => {
		const user = await createUser()
		const { body } = await apiLogin(user.email)
		const me = await responseJson(
			await call(meLoader, jsonRequest('/api/auth/login', 'GET', undefined, { token: body.accessToken })),
		)
		expect(me).toMatchObject({ status: 200, body: { _id: user.id, email: user.email, role: 'cliente' } })
		expect((await responseJson(await call(meLoader, jsonRequest('/api/auth/login', 'GET')))).status).toBe(401)
		expect(
			(
				await responseJson(
					await call(meLoader, jsonRequest('/api/auth/login', 'GET', undefined, { token: 'inventado' })),
				)
			).status,
		).toBe(401)
		// the refresh token is not an access token
		expect(
			(
				await responseJson(
					await call(meLoader, jsonRequest('/api/auth/login', 'GET', undefined, { token: body.refreshToken })),
				)
			).status,
		).toBe(401)
	})

	test('an expired access token is refused, and the refresh call renews it once', async () => {
		const user = await createUser()
		const { body } = await apiLogin(user.email)
		await prisma.apiToken.updateMany({
			where: { userId: user.id, kind: 'access' },
			data: { expiresAt: new Date(Date.now() - 1000) },
		})
		expect(
			(
				await responseJson(
					await call(meLoader, jsonRequest('/api/auth/login', 'GET', undefined, { token: body.accessToken })),
				)
			).status,
		).toBe(401)

		const renewed = await responseJson(
			await call(refreshAction, jsonRequest('/api/auth/refresh', 'POST', { refreshToken: body.refreshToken })),
		)
		expect(renewed.status).toBe(200)
		const me = await responseJson(
			await call(meLoader, jsonRequest('/api/auth/login', 'GET', undefined, { token: renewed.body.accessToken })),
		)
		expect(me.body._id).toBe(user.id)
		// rotation: the used refresh token is spent
		const again = await responseJson(
			await call(refreshAction, jsonRequest('/api/auth/refresh', 'POST', { refreshToken: body.refreshToken })),
		)
		expect(again.status).toBe(401)
	})

	test('tokens of a blocked user stop working', async () => {
		const user = await createUser()
		const { body } = await apiLogin(user.email)
		await prisma.user.update({ where: { id: user.id }, data: { blockedAt: new Date() } })
		expect(
			(
				await responseJson(
					await call(meLoader, jsonRequest('/api/auth/login', 'GET', undefined, { token: body.accessToken })),
				)
			).status,
		).toBe(401)
		expect(
			(
				await responseJson(
					await call(refreshAction, jsonRequest('/api/auth/refresh', 'POST', { refreshToken: body.refreshToken })),
				)
			).status,
		).toBe(401)
	})

	// 31 sign-ins, each a bcrypt comparison: seconds on a quiet machine, much more on a loaded one
	test('is rate limited per IP with a Spanish message', { timeout: 90_000 }, async () => {
		const context = testContext('198.51.100.7')
		for (let i = 0; i < 30; i++)
			await call(
				loginAction,
				jsonRequest('/api/auth/login', 'POST', { email: `n${i}@example.com`, password: 'xxxxxxx' }),
				{ context },
			)
		const limited = await responseJson(
			await call(loginAction, jsonRequest('/api/auth/login', 'POST', { email: 'n@example.com', password: 'xxxxxxx' }), {
				context,
			}),
		)
		expect(limited.status).toBe(429)
		expect(limited.body.message).toMatch(/^Demasiados intentos/)
	})
})

describe('PUT /api/auth/change_password', () => {
	async function change(token: string | undefined, body: object) {
		return responseJson(
			await call(changePasswordAction, jsonRequest('/api/auth/change_password', 'PUT', body, { token })),
		)
	}

	test('changes the password when every rule holds', async () => {
		const user = await createUser()
		const { body } = await apiLogin(user.email)
		const result = await change(body.accessToken, {
			currentPassword: TEST_PASSWORD,
			newPassword: 'Nueva#Cl4ve',
			confirmPassword: 'Nueva#Cl4ve',
		})
		expect(result).toEqual({ status: 200, body: { success: true, message: 'Contraseña actualizada correctamente' } })
		const { passwordHash } = await prisma.user.findUniqueOrThrow({ where: { id: user.id } })
		expect(await verifyPassword('Nueva#Cl4ve', passwordHash)).toBe(true)
	})

	test.each([
		['Corta#1', 'Cumple la longitud: de 8 a 72 caracteres'],
		['Un#1'.repeat(18) + 'x', 'Cumple la longitud: de 8 a 72 caracteres'],
		[
			'frase de trece',
			'Combina mayúsculas, minúsculas, números y caracteres especiales (no hace falta con 15 caracteres o más)',
		],
		// common or leaked (the offline list), though every rule holds
		['1Qaz!Qaz', 'Esa contraseña es de las más usadas o ha aparecido en filtraciones: elige otra'],
		['1qaz2wsx3edc4rfv', 'Esa contraseña es de las más usadas o ha aparecido en filtraciones: elige otra'],
		[
			'sinmayus#1',
			'Combina mayúsculas, minúsculas, números y caracteres especiales (no hace falta con 15 caracteres o más)',
		],
		[
			'SinNumero#x',
			'Combina mayúsculas, minúsculas, números y caracteres especiales (no hace falta con 15 caracteres o más)',
		],
		[
			'SinEspec1al',
			'Combina mayúsculas, minúsculas, números y caracteres especiales (no hace falta con 15 caracteres o más)',
		],
		// an obvious word refuses a password it carries, and the message names it
		['Qwerty#Abc9', 'Sin información obvia: «qwerty» es fácil de adivinar. Quítalo o añade 3 caracteres más'],
		['MiAdmin#99', 'Sin información obvia: «admin» es fácil de adivinar. Quítalo o añade 3 caracteres más'],
		[TEST_PASSWORD, 'Única, distinta de tu contraseña actual'],
	])('refuses %s: %s', async (newPassword, message) => {
		const user = await createUser()
		const { body } = await apiLogin(user.email)
		const result = await change(body.accessToken, {
			currentPassword: TEST_PASSWORD,
			newPassword,
			confirmPassword: newPassword,
		})
		expect(result.status).toBe(400)
		// the schema's refusals come per field, the model's (the common list) as the message
		expect(result.body.errors?.newPassword ?? result.body.message).toBe(message)
		const { passwordHash } = await prisma.user.findUniqueOrThrow({ where: { id: user.id } })
		expect(await verifyPassword(TEST_PASSWORD, passwordHash)).toBe(true)
	})

	test.each([
		['a 32-character passphrase, with no composition', 'cuando llueve mucho se moja todo'],
		['exactly 72 characters', 'Nueva#Cl4ve-'.repeat(6)],
		['a 16-character one the old 12 cut short', 'FugaCocina2026!x'],
	])('accepts %s', async (_, newPassword) => {
		const user = await createUser()
		const { body } = await apiLogin(user.email)
		const result = await change(body.accessToken, {
			currentPassword: TEST_PASSWORD,
			newPassword,
			confirmPassword: newPassword,
		})
		expect(result.status).toBe(200)
		const { passwordHash } = await prisma.user.findUniqueOrThrow({ where: { id: user.id } })
		expect(await verifyPassword(newPassword, passwordHash)).toBe(true)
	})

	test('refuses a confirmation that differs, a wrong current password, and anonymous callers', async () => {
		const user = await createUser()
		const { body } = await apiLogin(user.email)
		const mismatch = await change(body.accessToken, {
			currentPassword: TEST_PASSWORD,
			newPassword: 'Nueva#Cl4ve',
			confirmPassword: 'Nueva#Cl4vf',
		})
		expect(mismatch.body.errors.confirmPassword).toBe('La confirmación no coincide con la nueva contraseña')
		const wrong = await change(body.accessToken, {
			currentPassword: 'Otra#Cl4ve1',
			newPassword: 'Nueva#Cl4ve',
			confirmPassword: 'Nueva#Cl4ve',
		})
		expect(wrong).toEqual({ status: 400, body: { success: false, message: 'La contraseña actual no es correcta' } })
		expect(
			(
				await change(undefined, {
					currentPassword: TEST_PASSWORD,
					newPassword: 'Nueva#Cl4ve',
					confirmPassword: 'Nueva#Cl4ve',
				})
			).status,
		).toBe(401)
	})

	test('other methods answer 405', async () => {
		expect(
			(await call(changePasswordAction, jsonRequest('/api/auth/change_password', 'POST', {}))) as Response,
		).toHaveProperty('status', 405)
	})
})
