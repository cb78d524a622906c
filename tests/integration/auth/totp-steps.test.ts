// Which TOTP codes a sign-in takes (two-factor.server.ts): the current 30-second step and the one
// on either side, never further; and once a step has signed in, no step at or before it again.
// The clock is frozen mid-step so that no step boundary falls inside a test.
import { generateTOTP } from '@epic-web/totp'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { prisma } from '#app/lib/db.server.ts'
import { action as apiLoginAction } from '#app/routes/api/auth/login.ts'
import { action as setupAction } from '#app/routes/tablero/$role/verificacion-en-dos-pasos.tsx'
import { createUser, TEST_PASSWORD } from '#tests/factories/users.ts'
import { call, formRequest, jsonRequest, responseJson, sessionCookie, testContext } from '#tests/helpers/requests.ts'

const STEP_MS = 30_000
const SETUP = '/tablero/admin/verificacion-en-dos-pasos'

beforeEach(() => {
	vi.useFakeTimers({ toFake: ['Date'] })
	vi.setSystemTime(Math.floor(Date.now() / STEP_MS) * STEP_MS + STEP_MS / 2)
})
afterEach(() => vi.useRealTimers())

/** The code an authenticator app shows `steps` steps from now. */
async function codeAt(secret: string, steps: number) {
	const now = Date.now()
	vi.setSystemTime(now + steps * STEP_MS)
	const { otp } = await generateTOTP({ secret, period: 30, digits: 6, algorithm: 'SHA-1' })
	vi.setSystemTime(now)
	return otp
}

async function enrolledAdmin() {
	const admin = await createUser({ role: 'admin' })
	const cookie = await sessionCookie(admin.id)
	await call(setupAction, formRequest(SETUP, { intent: 'start', password: TEST_PASSWORD }, { cookie }), {
		params: { role: 'admin' },
	})
	const { secret } = await prisma.twoFactor.findUniqueOrThrow({ where: { userId: admin.id } })
	const confirm = formRequest(SETUP, { intent: 'confirm', code: await codeAt(secret, 0) }, { cookie })
	await call(setupAction, confirm, { params: { role: 'admin' } })
	expect((await prisma.twoFactor.findUniqueOrThrow({ where: { userId: admin.id } })).enabledAt).not.toBeNull()
	// the confirming code used the current step up; these tests start from a factor never used
	await prisma.twoFactor.update({ where: { userId: admin.id }, data: { lastStep: null } })
	return { admin, secret }
}

const signIn = async (email: string, totp: string) =>
	(await call(apiLoginAction, jsonRequest('/api/auth/login', 'POST', { email, password: TEST_PASSWORD, totp }), {
		context: testContext(),
	}).then(responseJson)) as { status: number }

test('the step before and the step after are accepted; two steps away is not', async () => {
	const { admin, secret } = await enrolledAdmin()
	expect((await signIn(admin.email, await codeAt(secret, -2))).status).toBe(401)
	expect((await signIn(admin.email, await codeAt(secret, 2))).status).toBe(401)
	expect((await signIn(admin.email, await codeAt(secret, -10))).status).toBe(401)
	expect((await signIn(admin.email, await codeAt(secret, -1))).status).toBe(200)
	expect((await signIn(admin.email, await codeAt(secret, 1))).status).toBe(200)
})

test('after a newer step signed in, an older step (still inside the window) does not', async () => {
	const { admin, secret } = await enrolledAdmin()
	expect((await signIn(admin.email, await codeAt(secret, 1))).status).toBe(200)
	expect((await signIn(admin.email, await codeAt(secret, 0))).status).toBe(401)
	expect((await signIn(admin.email, await codeAt(secret, -1))).status).toBe(401)
	// and the same step a second time neither
	expect((await signIn(admin.email, await codeAt(secret, 1))).status).toBe(401)
})
