import { describe, expect, test } from 'vitest'
import { readOutbox } from '#app/emails/outbox.server.ts'
import { runQueuedJobs } from '#tests/helpers/queue.ts'
import { QUEUE_SCHEMA } from '#app/queue/queue.server.ts'
import { prisma } from '#app/lib/db.server.ts'
import { startEmailVerification } from '#app/models/auth/account.server.ts'
import { verifyPassword } from '#app/models/auth/password.server.ts'
import { getSessionUser } from '#app/models/auth/sessions.server.ts'
import { loader as rootLoader } from '#app/root.tsx'
import { action as forgotAction } from '#app/routes/recuperar-contrasena.tsx'
import { action as resetAction, loader as resetLoader } from '#app/routes/restablecer-contrasena.tsx'
import { loader as verifyLoader } from '#app/routes/verificar-correo.tsx'
import { action as apiResetAction } from '#app/routes/api/auth/reset_password.ts'
import { createUser } from '#tests/factories/users.ts'
import {
	call,
	cookiesOf,
	formRequest,
	getRequest,
	jsonRequest,
	redirectLocation,
	sessionCookie,
	unwrap,
} from '#tests/helpers/requests.ts'

/** Every job queued so far, as `kind data` lines, in no particular order. */
async function queuedJobs() {
	const rows = await prisma.$queryRawUnsafe<Array<{ line: string }>>(
		`SELECT name || ' ' || data::text AS line FROM ${QUEUE_SCHEMA}.job`,
	)
	return rows.map((row) => row.line)
}

/** The path and query of the last link emailed to `to`. */
async function lastLink(to: string, path: string) {
	await runQueuedJobs()
	const email = readOutbox(to).at(-1)
	expect(email, `an email to ${to}`).toBeDefined()
	const match = email!.text.match(new RegExp(`https?://[^\\s]+${path}\\?token=[\\w-]+`))
	expect(match, 'a link in the email').not.toBeNull()
	const url = new URL(match![0])
	return `${url.pathname}${url.search}`
}

describe('email verification', () => {
	test('the link verifies once, signs in on success, then says already_verified', async () => {
		const user = await createUser({ emailVerified: false })
		await startEmailVerification(user)
		const link = await lastLink(user.email, '/verificar-correo')

		const first = (await call(verifyLoader, getRequest(link))) as Response
		expect(redirectLocation(first)).toBe('/?email_verification=success')
		expect((await getSessionUser(getRequest('/', { cookie: cookiesOf(first.headers) })))?.id).toBe(user.id)
		expect((await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).emailVerified).toBe(true)

		const second = (await call(verifyLoader, getRequest(link))) as Response
		expect(redirectLocation(second)).toBe('/?email_verification=already_verified')
		expect(second.headers.getSetCookie()).toEqual([]) // never a reusable login
	})

	test('a made-up, expired or missing token fails', async () => {
		const user = await createUser({ emailVerified: false })
		await startEmailVerification(user)
		const link = await lastLink(user.email, '/verificar-correo')
		await prisma.verificationToken.updateMany({
			where: { userId: user.id },
			data: { expiresAt: new Date(Date.now() - 1) },
		})
		for (const path of [link, '/verificar-correo?token=inventado', '/verificar-correo']) {
			const result = (await call(verifyLoader, getRequest(path))) as Response
			expect(redirectLocation(result)).toBe('/?email_verification=failed')
			expect(result.headers.getSetCookie()).toEqual([])
		}
	})

	test('eid and id in the URL log nobody in', async () => {
		const user = await createUser()
		const root = unwrap(
			await call(rootLoader, getRequest(`/?email_verification=success&eid=${user.email}&id=${user.id}`)),
		)
		expect(root.data.user).toBeNull()
	})
})

describe('password reset', () => {
	test('the emailed link sets a new password once, signs in, and ends every other session', async () => {
		const user = await createUser()
		const oldSession = await sessionCookie(user.id)
		const answer = unwrap(await call(forgotAction, formRequest('/recuperar-contrasena', { email: user.email })))
		expect(answer.data.message).toBe(
			'Si existe una cuenta con ese correo, te hemos enviado un enlace para restablecer la contraseña.',
		)

		const link = await lastLink(user.email, '/restablecer-contrasena')
		const token = new URL(link, 'http://x').searchParams.get('token')!
		expect(unwrap(await call(resetLoader, getRequest(link))).data).toEqual({ token, usable: true })

		const bad = unwrap(
			await call(resetAction, formRequest(link, { token, newPassword: 'corta', confirmPassword: 'corta' })),
		)
		expect(bad.status).toBe(400)

		const done = (await call(
			resetAction,
			formRequest(link, { token, newPassword: 'Nueva#Cl4ve', confirmPassword: 'Nueva#Cl4ve' }),
		)) as Response
		expect(redirectLocation(done)).toBe('/tablero/cliente')
		expect((await getSessionUser(getRequest('/', { cookie: cookiesOf(done.headers) })))?.id).toBe(user.id)
		expect(await getSessionUser(getRequest('/', { cookie: oldSession }))).toBeNull()
		const { passwordHash } = await prisma.user.findUniqueOrThrow({ where: { id: user.id } })
		expect(await verifyPassword('Nueva#Cl4ve', passwordHash)).toBe(true)

		// single use
		expect(unwrap(await call(resetLoader, getRequest(link))).data.usable).toBe(false)
		const reused = unwrap(
			await call(resetAction, formRequest(link, { token, newPassword: 'Otra#Cl4ve9', confirmPassword: 'Otra#Cl4ve9' })),
		)
		expect(reused.status).toBe(400)
		expect(reused.data.result.error['']).toEqual(['El enlace no es válido o ha caducado. Pide uno nuevo.'])
	})

	test('an expired link no longer works, and a newer link replaces an older one', async () => {
		const user = await createUser()
		await call(forgotAction, formRequest('/recuperar-contrasena', { email: user.email }))
		const older = await lastLink(user.email, '/restablecer-contrasena')
		await call(forgotAction, formRequest('/recuperar-contrasena', { email: user.email }))
		const newer = await lastLink(user.email, '/restablecer-contrasena')
		expect(unwrap(await call(resetLoader, getRequest(older))).data.usable).toBe(false)
		expect(unwrap(await call(resetLoader, getRequest(newer))).data.usable).toBe(true)
		await prisma.verificationToken.updateMany({
			where: { userId: user.id },
			data: { expiresAt: new Date(Date.now() - 1) },
		})
		expect(unwrap(await call(resetLoader, getRequest(newer))).data.usable).toBe(false)
	})

	test('a known and an unknown email do the same work: one queued job each; only the known one gets an email', async () => {
		const user = await createUser()
		const unknown = 'nadie.aqui@example.com'
		for (const email of [user.email, unknown]) {
			const before = await queuedJobs()
			const answer = unwrap(await call(forgotAction, formRequest('/recuperar-contrasena', { email })))
			expect(answer.data.message).toMatch(/^Si existe una cuenta/)
			// the request itself queues exactly one job, whether or not the account exists
			const after = await queuedJobs()
			expect(after.filter((line) => !before.includes(line))).toEqual([`password-reset {"email": "${email}"}`])
			expect(after).toHaveLength(before.length + 1)
		}
		expect(await prisma.verificationToken.count({ where: { userId: user.id } })).toBe(0)
		await runQueuedJobs()
		expect(readOutbox(unknown)).toEqual([])
		expect(readOutbox(user.email)).toHaveLength(1)
		const bad = unwrap(await call(forgotAction, formRequest('/recuperar-contrasena', { email: '' })))
		expect(bad.data.result.error.email).toEqual(['Se requiere correo electrónico'])
	})

	test('PUT /api/auth/reset_password emails the link and answers with a message, 3 per hour per account', async () => {
		const user = await createUser()
		for (let i = 0; i < 3; i++) {
			const response = (await call(
				apiResetAction,
				jsonRequest('/api/auth/reset_password', 'PUT', { email: user.email }),
			)) as Response
			expect(await response.json()).toEqual({ success: true, message: expect.stringMatching(/^Si existe una cuenta/) })
		}
		await runQueuedJobs()
		expect(readOutbox(user.email)).toHaveLength(3)
		const limited = (await call(
			apiResetAction,
			jsonRequest('/api/auth/reset_password', 'PUT', { email: user.email }),
		)) as Response
		expect(limited.status).toBe(429)
		await runQueuedJobs()
		expect(readOutbox(user.email)).toHaveLength(3)
	})
})
