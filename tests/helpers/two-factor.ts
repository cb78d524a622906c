// Admins' second factor in tests: the code an authenticator app would show, and an admin enrolled
// through the page (in the session of the returned cookie, which therefore passed the factor).
import { generateTOTP } from '@epic-web/totp'
import { prisma } from '#app/lib/db.server.ts'
import { action as setupAction } from '#app/routes/tablero/$role/verificacion-en-dos-pasos.tsx'
import { createUser, TEST_PASSWORD } from '#tests/factories/users.ts'
import { call, formRequest, sessionCookie, testContext, unwrap } from './requests.ts'

export const TWO_FACTOR_SETUP = '/tablero/admin/verificacion-en-dos-pasos'

export const codeOf = async (secret: string) =>
	(await generateTOTP({ secret, period: 30, digits: 6, algorithm: 'SHA-1' })).otp

/** A post to the enrolment page as the browser of `cookie`. */
export const setupTwoFactor = (fields: Record<string, string>, cookie: string, context = testContext()) =>
	call(setupAction, formRequest(TWO_FACTOR_SETUP, fields, { cookie }), { params: { role: 'admin' }, context })

/** An admin with a confirmed second factor: their secret and recovery codes. */
export async function enrolledAdmin() {
	const admin = await createUser({ role: 'admin' })
	const cookie = await sessionCookie(admin.id)
	await setupTwoFactor({ intent: 'start', password: TEST_PASSWORD }, cookie)
	const { secret } = await prisma.twoFactor.findUniqueOrThrow({ where: { userId: admin.id } })
	const confirmed = unwrap<{ recoveryCodes: string[] }>(
		await setupTwoFactor({ intent: 'confirm', code: await codeOf(secret) }, cookie),
	)
	// the confirming code is used up; the tests sign in within the same 30 seconds
	await prisma.twoFactor.update({ where: { userId: admin.id }, data: { lastStep: null } })
	return { admin, cookie, secret, recoveryCodes: confirmed.data.recoveryCodes }
}
