import { describe, expect, test } from 'vitest'
import { prisma } from '#app/lib/db.server.ts'
import { verifyPassword } from '#app/models/auth/password.server.ts'
import { endAllSessions, getSessionUser } from '#app/models/auth/sessions.server.ts'
import { loader as rootLoader } from '#app/root.tsx'
import { action as stopAction, loader as stopLoader } from '#app/routes/volver-a-mi-cuenta.tsx'
import { action as actAction, loader as actLoader } from '#app/routes/tablero/$role/actuar-como/$userId.tsx'
import { loader as dashboardLayout } from '#app/routes/tablero/$role/layout.tsx'
import { action as passwordAction } from '#app/routes/tablero/$role/contrasena.tsx'
import { action as notificationsAction } from '#app/routes/tablero/$role/notificaciones.tsx'
import { createUser, TEST_PASSWORD } from '#tests/factories/users.ts'
import { call, formRequest, getRequest, redirectLocation, sessionCookie, unwrap } from '#tests/helpers/requests.ts'

const path = (id: string) => `/tablero/admin/actuar-como/${id}`
const params = (userId: string) => ({ params: { role: 'admin', userId } })
const sessionOf = (adminId: string) => prisma.session.findFirstOrThrow({ where: { userId: adminId } })
const auditRows = (actorId?: string) =>
	prisma.auditLog.findMany({ where: actorId ? { actorId } : {}, orderBy: { createdAt: 'asc' } })

async function setup() {
	const admin = await createUser({ role: 'admin', name: 'Adela' })
	const target = await createUser({ role: 'cliente', name: 'Carmen' })
	return { admin, target, cookie: await sessionCookie(admin.id) }
}

async function startActing(cookie: string, userId: string) {
	return call(actAction, formRequest(path(userId), {}, { cookie }), params(userId))
}

describe('acting as a user: who may start', () => {
	test('anonymous visitors go to sign in; clients and craftsmen are sent away and nothing changes', async () => {
		const { target } = await setup()
		for (const handler of [actLoader, actAction] as const) {
			const request = handler === actLoader ? getRequest(path(target.id)) : formRequest(path(target.id), {})
			expect(redirectLocation(await call(handler, request, params(target.id)))).toMatch(
				/^\/iniciar-sesion\?redirectTo=/,
			)
		}
		for (const role of ['cliente', 'oficial'] as const) {
			const other = await createUser({ role })
			const cookie = await sessionCookie(other.id)
			expect(redirectLocation(await call(actLoader, getRequest(path(target.id), { cookie }), params(target.id)))).toBe(
				`/tablero/${role}`,
			)
			expect(redirectLocation(await startActing(cookie, target.id))).toBe(`/tablero/${role}`)
			expect((await sessionOf(other.id)).actingAsUserId).toBeNull()
		}
		expect(await prisma.auditLog.count({ where: { actingAsId: target.id } })).toBe(0)
	})

	test('the confirmation page names the user', async () => {
		const { target, cookie } = await setup()
		const page = unwrap(await call(actLoader, getRequest(path(target.id), { cookie }), params(target.id))).data
		expect(page).toEqual({
			user: { id: target.id, name: 'Carmen Prueba', email: target.email, role: 'Cliente' },
			refusal: null,
		})
	})

	test.each([
		['another admin', { role: 'admin' as const }, 'No se puede actuar como otro administrador.'],
		[
			'a blocked user',
			{ role: 'oficial' as const, blockedAt: new Date() },
			'No se puede actuar como un usuario bloqueado.',
		],
	])('acting as %s is refused and changes nothing', async (_, overrides, message) => {
		const { admin, cookie } = await setup()
		const other = await createUser(overrides)
		const result = unwrap(await startActing(cookie, other.id))
		expect(result.status).toBe(409)
		expect(result.data).toEqual({ message })
		expect((await sessionOf(admin.id)).actingAsUserId).toBeNull()
		expect(await auditRows(admin.id)).toEqual([])
	})

	test('acting as oneself or as nobody is refused', async () => {
		const { admin, cookie } = await setup()
		expect(unwrap(await startActing(cookie, admin.id)).data).toEqual({ message: 'No puedes actuar como tú mismo.' })
		expect(unwrap(await startActing(cookie, 'no-existe')).status).toBe(404)
		expect((await sessionOf(admin.id)).actingAsUserId).toBeNull()
	})
})

describe('while acting', () => {
	test('start: the session becomes the user, the real admin stays known, the banner data is there', async () => {
		const { admin, target, cookie } = await setup()
		expect(redirectLocation(await startActing(cookie, target.id))).toBe('/tablero/cliente')
		expect((await sessionOf(admin.id)).actingAsUserId).toBe(target.id)
		const layout = await call(dashboardLayout, getRequest('/tablero/cliente', { cookie }), {
			params: { role: 'cliente' },
		})
		expect(layout).toMatchObject({ user: { id: target.id, role: 'cliente' } })
		// the admin pages now see a client: they send the admin away, so no second acting can start
		expect(redirectLocation(await call(actLoader, getRequest(path(target.id), { cookie }), params(target.id)))).toBe(
			'/tablero/cliente',
		)
		const root = unwrap(await call(rootLoader, getRequest('/', { cookie }))).data
		expect(root.acting).toEqual({ name: 'Carmen Prueba', email: target.email })
		expect(root.user).toEqual({ name: 'Carmen', role: 'cliente' })
		const start = await auditRows(admin.id)
		expect(start).toMatchObject([
			{ actorId: admin.id, actingAsId: target.id, action: 'act-as.start', targetType: 'user', targetId: target.id },
		])
	})

	test('a POST is one audit row with both ids (method, path, intent), however many guards it passes', async () => {
		const { admin, target, cookie } = await setup()
		await startActing(cookie, target.id)
		const request = formRequest(
			'/tablero/cliente/notificaciones',
			{ intent: 'marcar', redirectTo: '/tablero/cliente' },
			{ cookie },
		)
		await getSessionUser(request) // a second guard on the same request
		expect(redirectLocation(await call(notificationsAction, request))).toBe('/tablero/cliente')
		const rows = (await auditRows(admin.id)).filter((row) => row.action === 'act-as.request')
		expect(rows).toHaveLength(1)
		expect(rows[0]).toMatchObject({
			actorId: admin.id,
			actingAsId: target.id,
			targetId: target.id,
			details: { method: 'POST', path: '/tablero/cliente/notificaciones', intent: 'marcar' },
		})
		// GET requests are not actions
		await call(dashboardLayout, getRequest('/tablero/cliente', { cookie }), { params: { role: 'cliente' } })
		expect((await auditRows(admin.id)).filter((row) => row.action === 'act-as.request')).toHaveLength(1)
	})

	test("changing the user's password is refused while acting, and nothing changes", async () => {
		const { target, cookie } = await setup()
		await startActing(cookie, target.id)
		const fields = { currentPassword: TEST_PASSWORD, newPassword: 'Otra#Clave99', confirmPassword: 'Otra#Clave99' }
		const result = unwrap(
			await call(passwordAction, formRequest('/tablero/cliente/contrasena', fields, { cookie }), {
				params: { role: 'cliente' },
			}),
		)
		expect(result.status).toBe(403)
		expect(JSON.stringify(result.data)).toContain('no puedes cambiar su contraseña')
		const row = await prisma.user.findUniqueOrThrow({ where: { id: target.id } })
		expect(await verifyPassword(TEST_PASSWORD, row.passwordHash)).toBe(true)
	})

	test('«Volver a mi cuenta» ends acting, is recorded, and the admin is the admin again', async () => {
		const { admin, target, cookie } = await setup()
		await startActing(cookie, target.id)
		expect(redirectLocation(await call(stopAction, formRequest('/volver-a-mi-cuenta', {}, { cookie })))).toBe(
			'/tablero/admin',
		)
		expect((await sessionOf(admin.id)).actingAsUserId).toBeNull()
		expect((await getSessionUser(getRequest('/', { cookie })))?.id).toBe(admin.id)
		expect((await auditRows(admin.id)).map((row) => [row.action, row.actorId, row.actingAsId])).toEqual([
			['act-as.start', admin.id, target.id],
			['act-as.stop', admin.id, target.id],
		])
		// a second stop, or a GET, does nothing
		expect(redirectLocation(await call(stopAction, formRequest('/volver-a-mi-cuenta', {}, { cookie })))).toBe('/')
		expect(redirectLocation(await call(stopLoader, getRequest('/volver-a-mi-cuenta')))).toMatch(/^\/iniciar-sesion/)
		expect(await auditRows(admin.id)).toHaveLength(2)
	})

	test('blocking the user or ending their sessions sends the admin back to their own account', async () => {
		const { admin, target, cookie } = await setup()
		await startActing(cookie, target.id)
		await prisma.user.update({ where: { id: target.id }, data: { blockedAt: new Date() } })
		expect((await getSessionUser(getRequest('/', { cookie })))?.id).toBe(admin.id)
		expect((await sessionOf(admin.id)).actingAsUserId).toBeNull()

		const other = await createUser({ role: 'oficial' })
		await startActing(cookie, other.id)
		await endAllSessions(other.id)
		expect((await sessionOf(admin.id)).actingAsUserId).toBeNull()
		expect(await getSessionUser(getRequest('/', { cookie }))).toMatchObject({ id: admin.id, actingAdmin: null })
	})
})
