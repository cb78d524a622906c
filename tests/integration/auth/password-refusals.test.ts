// A refused password change says why on its field and keeps the form; a reset link
// refuses the password the account already has.
import { expect, test } from 'vitest'
import { prisma } from '#app/lib/db.server.ts'
import { verifyPassword } from '#app/models/auth/password.server.ts'
import { createVerificationToken } from '#app/models/auth/verification.server.ts'
import { action as resetAction, loader as resetLoader } from '#app/routes/restablecer-contrasena.tsx'
import { action as passwordPageAction } from '#app/routes/tablero/$role/contrasena.tsx'
import { createUser, TEST_PASSWORD } from '#tests/factories/users.ts'
import { call, formRequest, getRequest, redirectLocation, sessionCookie, unwrap } from '#tests/helpers/requests.ts'

const NEW_PASSWORD = 'Nueva#Cl4ve'

async function passwordIs(userId: string, password: string) {
	const { passwordHash } = await prisma.user.findUniqueOrThrow({ where: { id: userId } })
	return verifyPassword(password, passwordHash!)
}

test('a wrong current password is answered on its field, and the form is not reset', async () => {
	const user = await createUser()
	const answer = unwrap(
		await call(
			passwordPageAction,
			formRequest(
				'/tablero/cliente/contrasena',
				{ currentPassword: 'Otra#Cosa99', newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
				{ cookie: await sessionCookie(user.id) },
			),
			{ params: { role: 'cliente' } },
		),
	)
	expect(answer.status).toBe(400)
	expect(answer.data.result.error).toEqual({ currentPassword: ['La contraseña actual no es correcta'] })
	// a reset answer makes conform empty the form and drop the message with it
	expect(answer.data.result.intent?.type).not.toBe('reset')
	// the typed passwords never travel back in the page
	expect(answer.data.result.initialValue).toEqual({})
	expect(await passwordIs(user.id, TEST_PASSWORD)).toBe(true)
})

test('a reset link refuses the current password, stays usable, then takes a different one', async () => {
	const user = await createUser()
	const token = await prisma.$transaction((tx) => createVerificationToken(tx, user.id, 'password_reset'))
	const link = `/restablecer-contrasena?token=${token}`

	const same = unwrap(
		await call(resetAction, formRequest(link, { token, newPassword: TEST_PASSWORD, confirmPassword: TEST_PASSWORD })),
	)
	expect(same.status).toBe(400)
	expect(same.data.result.error).toEqual({ newPassword: ['La nueva contraseña debe ser distinta de la actual'] })
	expect(unwrap(await call(resetLoader, getRequest(link))).data.usable).toBe(true)

	const done = await call(
		resetAction,
		formRequest(link, { token, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }),
	)
	expect(redirectLocation(done)).toBe('/tablero/cliente')
	expect(await passwordIs(user.id, NEW_PASSWORD)).toBe(true)
})
