// The calls two real clients of /api make beyond the §7 tables (issue 40), now ours and documented:
// each answer read as their axios code reads it.
import { describe, expect, test } from 'vitest'
import { prisma } from '#app/lib/db.server.ts'
import { issueTokens } from '#app/models/auth/api-tokens.server.ts'
import { verifyPassword } from '#app/models/auth/password.server.ts'
import { createVerificationToken } from '#app/models/auth/verification.server.ts'
import { action as loginAction, loader as meLoader } from '#app/routes/api+/auth.login.ts'
import { action as resetAction } from '#app/routes/api+/reset-password.ts'
import { createUser, TEST_PASSWORD } from '#tests/factories/users.ts'
import { axios } from '#tests/helpers/requests.ts'

const token = async (userId: string) => (await issueTokens(userId)).accessToken
const NEW_PASSWORD = 'Nueva#Cl4ve'
const passwordIs = async (userId: string, password: string) =>
	verifyPassword(password, (await prisma.user.findUniqueOrThrow({ where: { id: userId } })).passwordHash)

describe('POST /api/reset-password {token, password} (a client’s reset page)', () => {
	test('sets the new password once, with the page’s rules; old tokens end; a used or made-up link is refused', async () => {
		const user = await createUser()
		const before = await token(user.id)
		const secret = await prisma.$transaction((tx) => createVerificationToken(tx, user.id, 'password_reset'))

		const weak = await axios(resetAction, '/api/reset-password', 'POST', { token: secret, password: 'corta' })
		expect(weak.status).toBe(400)
		const same = await axios(resetAction, '/api/reset-password', 'POST', { token: secret, password: TEST_PASSWORD })
		expect([same.status, same.data.message]).toEqual([400, 'La nueva contraseña debe ser distinta de la actual'])
		const mismatch = await axios(resetAction, '/api/reset-password', 'POST', {
			token: secret,
			newPassword: NEW_PASSWORD,
			confirmPassword: 'Nueva#Cl4vf',
		})
		expect(mismatch.status).toBe(400)
		expect(await passwordIs(user.id, TEST_PASSWORD)).toBe(true)

		const done = await axios(resetAction, '/api/reset-password', 'POST', { token: secret, password: NEW_PASSWORD })
		expect(done.status).toBe(200)
		expect(done.data.message).toBe('Contraseña actualizada correctamente. Ya puedes iniciar sesión.')
		expect(await passwordIs(user.id, NEW_PASSWORD)).toBe(true)
		const login = await axios(loginAction, '/api/auth/login', 'POST', { email: user.email, password: NEW_PASSWORD })
		expect(login.status).toBe(200)
		expect((await axios(meLoader, '/api/auth/login', 'GET', undefined, before)).status).toBe(401)

		for (const used of [secret, 'inventado']) {
			const again = await axios(resetAction, '/api/reset-password', 'POST', { token: used, password: 'Otra#Cl4ve' })
			expect([again.status, again.data.message]).toEqual([400, 'El enlace no es válido o ha caducado. Pide uno nuevo.'])
		}
		expect(await passwordIs(user.id, NEW_PASSWORD)).toBe(true)
	})
})
