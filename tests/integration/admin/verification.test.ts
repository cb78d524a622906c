// The admin's craftsman verification queue: verify, refuse with a reason, the
// craftsman told by notification and email, an audit row per decision, and nobody else allowed.
import { beforeEach, describe, expect, test } from 'vitest'
import { readOutbox } from '#app/emails/outbox.server.ts'
import { runQueuedJobs } from '#tests/helpers/queue.ts'
import { prisma } from '#app/lib/db.server.ts'
import { hashPassword } from '#app/models/auth/password.server.ts'
import { addDocument } from '#app/models/craftsmen/profile-edit.server.ts'
import { deleteOwnAccount } from '#app/models/users/account-deletion.server.ts'
import { loader as homeLoader } from '#app/routes/tablero/$role/index.tsx'
import { action, loader } from '#app/routes/tablero/$role/verificaciones/$userId.tsx'
import { loader as queueLoader } from '#app/routes/tablero/$role/verificaciones/index.tsx'
import { createCraftsman } from '#tests/factories/craftsmen.ts'
import { createUser, TEST_PASSWORD } from '#tests/factories/users.ts'
import { call, formRequest, getRequest, redirectLocation, sessionCookie, unwrap } from '#tests/helpers/requests.ts'

const QUEUE = '/tablero/admin/verificaciones'

// the file's database lives for all its tests: start each from no users, so queues and counts are this test's
beforeEach(async () => {
	await prisma.auditLog.deleteMany()
	await prisma.user.deleteMany()
})
const params = { role: 'admin' }

async function admin() {
	const user = await createUser({ role: 'admin' })
	return { user, cookie: await sessionCookie(user.id) }
}

async function unverified(company?: string) {
	const created = await createCraftsman({ status: 'unverified', company })
	await prisma.craftsmanDocument.create({
		data: { craftsmanId: created.craftsman.id, type: 'craft_card', url: '/imagenes/documentos/abc-large.webp' },
	})
	return created
}

const decide = (cookie: string | undefined, userId: string, fields: Record<string, string>) =>
	call(action, formRequest(`${QUEUE}/${userId}`, fields, { cookie }), { params: { ...params, userId } })

const profileOf = (userId: string) =>
	prisma.craftsmanProfile.findUniqueOrThrow({
		where: { userId },
		select: { status: true, verifiedAt: true, refusedReason: true },
	})
const formErrorsOf = (result: unknown) => unwrap(result).data.result.error as Record<string, string[]>

describe('the queue', () => {
	test('lists unverified craftsmen oldest first with their documents; tabs for refused and verified', async () => {
		const { cookie } = await admin()
		const first = await unverified('Primera SL')
		const second = await unverified('Segunda SL')
		await prisma.user.update({ where: { id: second.user.id }, data: { createdAt: new Date('2026-01-01') } })
		const refused = await unverified('Rechazada SL')
		await prisma.craftsmanProfile.update({
			where: { userId: refused.user.id },
			data: { refusedReason: 'Foto borrosa' },
		})
		await createCraftsman({ company: 'Verificada SL' })

		const pending = (await call(queueLoader, getRequest(QUEUE, { cookie }), { params })) as any
		expect(pending.filter).toBe('pendiente')
		expect(pending.craftsmen.map((c: any) => c.companyName)).toEqual(['Segunda SL', 'Primera SL'])
		expect(pending.craftsmen[1]).toMatchObject({
			email: first.user.email,
			phone: '699111222',
			services: ['Electricista'],
			documents: [{ type: 'craft_card', url: '/imagenes/documentos/abc-large.webp' }],
		})
		expect(pending.craftsmen[1].place).toMatch(/^28001 /)

		const refusedTab = (await call(queueLoader, getRequest(`${QUEUE}?estado=rechazado`, { cookie }), { params })) as any
		expect(refusedTab.craftsmen.map((c: any) => c.companyName)).toEqual(['Rechazada SL'])
		const verifiedTab = (await call(queueLoader, getRequest(`${QUEUE}?estado=verificado`, { cookie }), {
			params,
		})) as any
		expect(verifiedTab.craftsmen.map((c: any) => c.companyName)).toEqual(['Verificada SL'])
	})

	test('pages by 20 with ?pagina=', async () => {
		const { cookie } = await admin()
		for (let i = 0; i < 21; i++) await createCraftsman({ status: 'unverified' })
		const page2 = (await call(queueLoader, getRequest(`${QUEUE}?pagina=2`, { cookie }), { params })) as any
		expect(page2).toMatchObject({ page: 2, total: 21, totalPages: 2 })
		expect(page2.craftsmen).toHaveLength(1)
	})

	test('the admin home counts pending craftsmen and links to the queue', async () => {
		const { cookie } = await admin()
		await unverified()
		const home = (await call(homeLoader, getRequest('/tablero/admin', { cookie }), { params })) as any
		expect(home.home).toMatchObject({ role: 'admin', unverified: 1 })
	})
})

describe('verify', () => {
	test('verifies, notifies, emails and writes the audit row', async () => {
		const { user: adminUser, cookie } = await admin()
		const { user } = await unverified('Buena SL')
		await prisma.craftsmanProfile.update({ where: { userId: user.id }, data: { refusedReason: 'antes' } })
		const result = await decide(cookie, user.id, { intent: 'verificar' })
		expect(redirectLocation(result)).toBe(QUEUE)
		const profile = await profileOf(user.id)
		expect(profile).toMatchObject({ status: 'verified', refusedReason: null })
		expect(profile.verifiedAt).toBeInstanceOf(Date)
		const [notification] = await prisma.notification.findMany({ where: { userId: user.id } })
		expect(notification).toMatchObject({ link: '/tablero/oficial' })
		expect(notification.text).toContain('Hemos verificado tu perfil de Buena SL')
		await runQueuedJobs()
		const [email] = readOutbox(user.email)
		expect(email.subject).toBe('Tu perfil de oficial está verificado')
		expect(email.text).toContain('/tablero/oficial')
		const audit = await prisma.auditLog.findMany({ where: { targetId: user.id } })
		expect(audit).toEqual([
			expect.objectContaining({ actorId: adminUser.id, action: 'craftsman.verify', targetType: 'user' }),
		])
	})

	test('an already verified craftsman or an unknown id is refused with a Spanish message and nothing changes', async () => {
		const { cookie } = await admin()
		const { user } = await createCraftsman()
		const before = await profileOf(user.id)
		const again = await decide(cookie, user.id, { intent: 'verificar' })
		expect(unwrap(again).status).toBe(409)
		expect(formErrorsOf(again)['']).toEqual(['Este oficial ya está verificado'])
		const refuse = await decide(cookie, user.id, { intent: 'rechazar', reason: 'No' })
		expect(formErrorsOf(refuse)['']).toEqual(['Este oficial ya está verificado'])
		expect(await profileOf(user.id)).toEqual(before)

		const client = await createUser()
		const unknown = await decide(cookie, client.id, { intent: 'verificar' })
		expect(unwrap(unknown).status).toBe(404)
		expect(formErrorsOf(unknown)['']).toEqual(['No existe ningún oficial con ese identificador'])
		expect(await prisma.auditLog.count()).toBe(0)
		expect(await prisma.notification.count({ where: { userId: user.id } })).toBe(0)
		await runQueuedJobs()
		expect(readOutbox(user.email)).toHaveLength(0)
	})
})

describe('refuse', () => {
	test('needs a reason; stores it, notifies, emails, audits; the craftsman reads it on their dashboard', async () => {
		const { user: adminUser, cookie } = await admin()
		const { user } = await unverified('Borrosa SL')
		const empty = await decide(cookie, user.id, { intent: 'rechazar', reason: '   ' })
		expect(unwrap(empty).status).toBe(400)
		expect(formErrorsOf(empty).reason).toEqual(['Indica el motivo'])
		expect(await profileOf(user.id)).toMatchObject({ status: 'unverified', refusedReason: null })
		expect(await prisma.auditLog.count()).toBe(0)

		const result = await decide(cookie, user.id, {
			intent: 'rechazar',
			reason: 'El carné no se lee: sube una foto nítida.',
		})
		expect(redirectLocation(result)).toBe(QUEUE)
		expect(await profileOf(user.id)).toMatchObject({
			status: 'unverified',
			verifiedAt: null,
			refusedReason: 'El carné no se lee: sube una foto nítida.',
		})
		const [notification] = await prisma.notification.findMany({ where: { userId: user.id } })
		expect(notification).toMatchObject({ link: '/tablero/oficial/editarperfil' })
		expect(notification.text).toContain('El carné no se lee')
		await runQueuedJobs()
		const [email] = readOutbox(user.email)
		expect(email.subject).toBe('No hemos podido verificar tu perfil de oficial')
		expect(email.text).toContain('El carné no se lee: sube una foto nítida.')
		const audit = await prisma.auditLog.findFirstOrThrow({ where: { targetId: user.id } })
		expect(audit).toMatchObject({
			actorId: adminUser.id,
			action: 'craftsman.refuse',
			details: { reason: 'El carné no se lee: sube una foto nítida.' },
		})

		const home = (await call(homeLoader, getRequest('/tablero/oficial', { cookie: await sessionCookie(user.id) }), {
			params: { role: 'oficial' },
		})) as any
		expect(home.home.craftsman.refusedReason).toBe('El carné no se lee: sube una foto nítida.')
	})

	test('a new document clears the refusal: the profile is pending again', async () => {
		const { cookie } = await admin()
		const { user } = await unverified()
		await decide(cookie, user.id, { intent: 'rechazar', reason: 'Falta la licencia' })
		await addDocument(user.id, 'trade_licence', '/imagenes/documentos/def-large.webp')
		expect(await profileOf(user.id)).toMatchObject({ status: 'unverified', refusedReason: null })
	})

	test('an unknown intent is refused', async () => {
		const { cookie } = await admin()
		const { user } = await unverified()
		expect(unwrap(await decide(cookie, user.id, { intent: 'borrar' })).status).toBe(400)
		expect(await profileOf(user.id)).toMatchObject({ status: 'unverified', refusedReason: null })
	})
})

describe('only admins', () => {
	test('anonymous users go to sign-in, clients and craftsmen to their dashboards; nothing changes', async () => {
		const { user } = await unverified()
		const client = await createUser()
		const craftsman = await createUser({ role: 'oficial' })
		const detail = `${QUEUE}/${user.id}`
		expect(redirectLocation(await call(queueLoader, getRequest(QUEUE), { params }))).toMatch(
			/^\/iniciar-sesion\?redirectTo=/,
		)
		expect(
			redirectLocation(await call(loader, getRequest(detail), { params: { ...params, userId: user.id } })),
		).toMatch(/^\/iniciar-sesion\?redirectTo=/)
		expect(redirectLocation(await decide(undefined, user.id, { intent: 'verificar' }))).toMatch(
			/^\/iniciar-sesion\?redirectTo=/,
		)
		for (const [other, home] of [
			[client, '/tablero/cliente'],
			[craftsman, '/tablero/oficial'],
		] as const) {
			const cookie = await sessionCookie(other.id)
			expect(redirectLocation(await call(queueLoader, getRequest(QUEUE, { cookie }), { params }))).toBe(home)
			expect(
				redirectLocation(
					await call(loader, getRequest(detail, { cookie }), { params: { ...params, userId: user.id } }),
				),
			).toBe(home)
			expect(redirectLocation(await decide(cookie, user.id, { intent: 'verificar' }))).toBe(home)
			expect(redirectLocation(await decide(cookie, user.id, { intent: 'rechazar', reason: 'x' }))).toBe(home)
		}
		expect(await profileOf(user.id)).toMatchObject({ status: 'unverified', refusedReason: null, verifiedAt: null })
		expect(await prisma.auditLog.count()).toBe(0)
		expect(await prisma.notification.count()).toBe(0)
	})

	test('the detail page of an unknown craftsman goes back to the queue', async () => {
		const { cookie } = await admin()
		expect(
			redirectLocation(
				await call(loader, getRequest(`${QUEUE}/nadie`, { cookie }), { params: { ...params, userId: 'nadie' } }),
			),
		).toBe(QUEUE)
	})
})

describe('a craftsman who deleted their account', () => {
	test('leaves the queue and the admin home count, and can be neither verified nor refused (nothing changes)', async () => {
		const { cookie } = await admin()
		const gone = await unverified('Cerrada SL')
		await prisma.user.update({ where: { id: gone.user.id }, data: { passwordHash: await hashPassword(TEST_PASSWORD) } })
		await expect(deleteOwnAccount(gone.user.id, TEST_PASSWORD, '10.9.0.3')).resolves.toBeUndefined()

		const pending = (await call(queueLoader, getRequest(`${QUEUE}?estado=todos`, { cookie }), { params })) as any
		expect(JSON.stringify(pending)).not.toContain(gone.user.id)
		const home = (await call(homeLoader, getRequest('/tablero/admin', { cookie }), { params })) as any
		expect(home.home).toMatchObject({ unverified: 0 })

		const before = await profileOf(gone.user.id)
		expect(formErrorsOf(await decide(cookie, gone.user.id, { intent: 'verificar' }))['']).toEqual([
			'No existe ningún oficial con ese identificador',
		])
		expect(await profileOf(gone.user.id)).toEqual(before)
		expect(await prisma.auditLog.count({ where: { action: { startsWith: 'craftsman.' } } })).toBe(0)
	})
})
