// The admin's users: search, the user page, block and unblock. A blocked user
// cannot sign in, and every session and API token they held stops working at once.
import { beforeEach, describe, expect, test } from 'vitest'
import { prisma } from '#app/lib/db.server.ts'
import { getBearerUser, issueTokens } from '#app/models/auth/api-tokens.server.ts'
import { getSessionUser } from '#app/models/auth/sessions.server.ts'
import { deleteOwnAccount } from '#app/models/users/account-deletion.server.ts'
import { action as loginAction } from '#app/routes/iniciar-sesion.tsx'
import { action as apiLoginAction } from '#app/routes/api/auth/login.ts'
import { action, loader } from '#app/routes/tablero/$role/usuarios/$userId.tsx'
import { loader as listLoader } from '#app/routes/tablero/$role/usuarios/index.tsx'
import { createCraftsman } from '#tests/factories/craftsmen.ts'
import { createUser, TEST_PASSWORD } from '#tests/factories/users.ts'
import {
	call,
	formRequest,
	getRequest,
	jsonRequest,
	redirectLocation,
	sessionCookie,
	unwrap,
} from '#tests/helpers/requests.ts'

const LIST = '/tablero/admin/usuarios'
const params = { role: 'admin' }

beforeEach(async () => {
	await prisma.auditLog.deleteMany()
	await prisma.user.deleteMany()
})

async function admin() {
	const user = await createUser({ role: 'admin', name: 'Admin' })
	return { user, cookie: await sessionCookie(user.id) }
}

const list = async (cookie: string, query = '') =>
	(await call(listLoader, getRequest(`${LIST}${query}`, { cookie }), { params })) as any
const post = (cookie: string | undefined, userId: string, fields: Record<string, string>) =>
	call(action, formRequest(`${LIST}/${userId}`, fields, { cookie }), { params: { ...params, userId } })
const stateOf = (userId: string) =>
	prisma.user.findUniqueOrThrow({ where: { id: userId }, select: { blockedAt: true, blockedReason: true } })
const formErrorsOf = (result: unknown) => unwrap(result).data.result.error as Record<string, string[]>

describe('the user list', () => {
	test('newest first; filters by role; searches name, last name, email and company ignoring case and accents', async () => {
		const { cookie } = await admin()
		const jose = await createUser({ name: 'José', email: 'jose.perez@example.com' })
		await prisma.user.update({ where: { id: jose.id }, data: { lastName: 'Peña' } })
		const { user: craftsman } = await createCraftsman({ company: 'Fontanería Ñandú' })
		const all = await list(cookie)
		expect(all.users.map((u: any) => u.id)).toEqual([craftsman.id, jose.id, expect.any(String)])
		expect((await list(cookie, '?rol=oficial')).users.map((u: any) => u.id)).toEqual([craftsman.id])
		expect((await list(cookie, '?buscar=JOSE')).users.map((u: any) => u.id)).toEqual([jose.id])
		expect((await list(cookie, '?buscar=pena')).users.map((u: any) => u.id)).toEqual([jose.id])
		expect((await list(cookie, '?buscar=jose%20pe')).users.map((u: any) => u.id)).toEqual([jose.id])
		expect((await list(cookie, '?buscar=perez@example')).users.map((u: any) => u.id)).toEqual([jose.id])
		expect((await list(cookie, '?buscar=fontaneria%20nandu')).users).toEqual([
			expect.objectContaining({ id: craftsman.id, companyName: 'Fontanería Ñandú' }),
		])
		expect((await list(cookie, '?buscar=jose&rol=oficial')).users).toEqual([])
		expect((await list(cookie, '?buscar=100%25')).total).toBe(0)
	})

	test('pages by 20', async () => {
		const { cookie } = await admin()
		for (let i = 0; i < 20; i++) await createUser()
		expect(await list(cookie, '?pagina=2')).toMatchObject({
			page: 2,
			total: 21,
			totalPages: 2,
			users: [expect.objectContaining({ role: 'admin' })],
		})
	})
})

describe('the user page', () => {
	test('shows role, contact data, state and counts', async () => {
		const { cookie } = await admin()
		const { user } = await createCraftsman({ company: 'Cuenta SL', ratings: [5, 4] })
		const data = (await call(loader, getRequest(`${LIST}/${user.id}`, { cookie }), {
			params: { ...params, userId: user.id },
		})) as any
		expect(data.isSelf).toBe(false)
		expect(data.user).toMatchObject({
			id: user.id,
			role: 'oficial',
			email: user.email,
			phone: '699111222',
			emailVerified: true,
			blockedAt: null,
			counts: { offers: 0, reviewsReceived: 2 },
		})
		expect(data.user.craftsman).toMatchObject({
			companyName: 'Cuenta SL',
			companySlug: 'cuenta-sl',
			state: { label: 'Verificado' },
		})
		expect(data.user.address).toMatch(/Calle Secreta 7, 28001 /)
	})

	test('an unknown id goes back to the list', async () => {
		const { cookie } = await admin()
		expect(
			redirectLocation(
				await call(loader, getRequest(`${LIST}/nadie`, { cookie }), { params: { ...params, userId: 'nadie' } }),
			),
		).toBe(LIST)
	})
})

describe('block and unblock', () => {
	test('a blocked user cannot sign in and loses every session and token; unblocking lets them back in', async () => {
		const { user: adminUser, cookie } = await admin()
		const target = await createUser({ role: 'oficial' })
		const targetCookie = await sessionCookie(target.id)
		const { accessToken, refreshToken } = await issueTokens(target.id)
		expect((await getSessionUser(getRequest('/', { cookie: targetCookie })))?.id).toBe(target.id)

		const noReason = await post(cookie, target.id, { intent: 'bloquear', reason: ' ' })
		expect(unwrap(noReason).status).toBe(400)
		expect(formErrorsOf(noReason).reason).toEqual(['Indica el motivo'])
		expect(await stateOf(target.id)).toEqual({ blockedAt: null, blockedReason: null })

		expect(redirectLocation(await post(cookie, target.id, { intent: 'bloquear', reason: 'Ofertas falsas' }))).toBe(
			`${LIST}/${target.id}`,
		)
		expect(await stateOf(target.id)).toMatchObject({ blockedAt: expect.any(Date), blockedReason: 'Ofertas falsas' })
		expect(await getSessionUser(getRequest('/', { cookie: targetCookie }))).toBeNull()
		expect(await getBearerUser(jsonRequest('/api/user', 'GET', undefined, { token: accessToken }))).toBeNull()
		expect(await prisma.session.count({ where: { userId: target.id } })).toBe(0)
		expect(await prisma.apiToken.count({ where: { userId: target.id, revokedAt: null } })).toBe(0)
		expect(refreshToken).toBeTruthy()

		const form = unwrap(
			await call(loginAction, formRequest('/iniciar-sesion', { email: target.email, password: TEST_PASSWORD })),
		)
		expect(form.data.result.error['']).toEqual(['Tu cuenta está bloqueada. Escríbenos si crees que es un error.'])
		const api = (await call(
			apiLoginAction,
			jsonRequest('/api/auth/login', 'POST', { email: target.email, password: TEST_PASSWORD }),
		)) as Response
		expect(api.status).toBeGreaterThanOrEqual(400)
		expect((await api.json()).message).toBe('Tu cuenta está bloqueada. Escríbenos si crees que es un error.')

		const twice = await post(cookie, target.id, { intent: 'bloquear', reason: 'Otra vez' })
		expect(formErrorsOf(twice)['']).toEqual(['Este usuario ya está bloqueado'])
		expect(await stateOf(target.id)).toMatchObject({ blockedReason: 'Ofertas falsas' })

		expect(redirectLocation(await post(cookie, target.id, { intent: 'desbloquear' }))).toBe(`${LIST}/${target.id}`)
		expect(await stateOf(target.id)).toEqual({ blockedAt: null, blockedReason: null })
		expect(
			redirectLocation(
				await call(loginAction, formRequest('/iniciar-sesion', { email: target.email, password: TEST_PASSWORD })),
			),
		).toBe('/tablero/oficial')
		expect(formErrorsOf(await post(cookie, target.id, { intent: 'desbloquear' }))['']).toEqual([
			'Este usuario no está bloqueado',
		])

		const audit = await prisma.auditLog.findMany({ where: { targetId: target.id }, orderBy: { createdAt: 'asc' } })
		expect(audit).toEqual([
			expect.objectContaining({
				actorId: adminUser.id,
				action: 'user.block',
				targetType: 'user',
				details: expect.objectContaining({ reason: 'Ofertas falsas' }),
			}),
			expect.objectContaining({ actorId: adminUser.id, action: 'user.unblock', targetType: 'user' }),
		])
	})

	test('an admin cannot block themselves nor another admin; unknown ids are refused; nothing changes', async () => {
		const { user: adminUser, cookie } = await admin()
		const other = await createUser({ role: 'admin' })
		const self = await post(cookie, adminUser.id, { intent: 'bloquear', reason: 'x' })
		expect(unwrap(self).status).toBe(403)
		expect(formErrorsOf(self)['']).toEqual(['No puedes bloquear tu propia cuenta'])
		expect(formErrorsOf(await post(cookie, other.id, { intent: 'bloquear', reason: 'x' }))['']).toEqual([
			'Las cuentas de administración no se bloquean desde el panel',
		])
		const unknown = await post(cookie, 'nadie', { intent: 'bloquear', reason: 'x' })
		expect(unwrap(unknown).status).toBe(404)
		expect(formErrorsOf(unknown)['']).toEqual(['No existe ningún usuario con ese identificador'])
		expect(await stateOf(adminUser.id)).toEqual({ blockedAt: null, blockedReason: null })
		expect(await stateOf(other.id)).toEqual({ blockedAt: null, blockedReason: null })
		expect(await prisma.auditLog.count()).toBe(0)
		expect(await getSessionUser(getRequest('/', { cookie }))).not.toBeNull()
	})
})

describe('only admins', () => {
	test('anonymous users go to sign-in, clients and craftsmen to their dashboards; nothing changes', async () => {
		const target = await createUser()
		const detail = `${LIST}/${target.id}`
		const detailParams = { params: { ...params, userId: target.id } }
		expect(redirectLocation(await call(listLoader, getRequest(LIST), { params }))).toMatch(
			/^\/iniciar-sesion\?redirectTo=/,
		)
		expect(redirectLocation(await call(loader, getRequest(detail), detailParams))).toMatch(
			/^\/iniciar-sesion\?redirectTo=/,
		)
		expect(redirectLocation(await post(undefined, target.id, { intent: 'bloquear', reason: 'x' }))).toMatch(
			/^\/iniciar-sesion\?redirectTo=/,
		)
		const client = await createUser()
		const craftsman = await createUser({ role: 'oficial' })
		for (const [other, home] of [
			[client, '/tablero/cliente'],
			[craftsman, '/tablero/oficial'],
		] as const) {
			const cookie = await sessionCookie(other.id)
			expect(redirectLocation(await call(listLoader, getRequest(LIST, { cookie }), { params }))).toBe(home)
			expect(redirectLocation(await call(loader, getRequest(detail, { cookie }), detailParams))).toBe(home)
			expect(redirectLocation(await post(cookie, target.id, { intent: 'bloquear', reason: 'x' }))).toBe(home)
			expect(redirectLocation(await post(cookie, target.id, { intent: 'desbloquear' }))).toBe(home)
		}
		expect(await stateOf(target.id)).toEqual({ blockedAt: null, blockedReason: null })
		expect(await prisma.auditLog.count()).toBe(0)
	})
})

describe('an account its owner deleted', () => {
	test('is listed and shown as «Cuenta eliminada», and cannot be unblocked (nothing changes)', async () => {
		const { cookie } = await admin()
		const target = await createUser({ role: 'cliente' })
		await expect(deleteOwnAccount(target.id, TEST_PASSWORD, '10.9.0.2')).resolves.toBeUndefined()
		const before = await prisma.user.findUniqueOrThrow({ where: { id: target.id } })

		const page = unwrap(
			await call(loader, getRequest(`${LIST}/${target.id}`, { cookie }), { params: { ...params, userId: target.id } }),
		).data
		expect(page.user.deletedAt).not.toBeNull()
		expect((await list(cookie)).users.find((user: { id: string }) => user.id === target.id)).toMatchObject({
			deleted: true,
			blocked: true,
		})

		expect(formErrorsOf(await post(cookie, target.id, { intent: 'desbloquear' }))['']).toEqual([
			'Esta cuenta la eliminó su titular: no se puede desbloquear',
		])
		expect(await prisma.user.findUniqueOrThrow({ where: { id: target.id } })).toEqual(before)
		expect(await prisma.auditLog.count({ where: { action: 'user.unblock' } })).toBe(0)
	})
})
