import { describe, expect, test } from 'vitest'
import { prisma } from '#app/lib/db.server.ts'
import { issueTokens } from '#app/models/auth/api-tokens.server.ts'
import { action, loader } from '#app/routes/api/notifications.ts'
import { loader as openLoader } from '#app/routes/tablero/$role/notificaciones/$notificationId.tsx'
import { action as pageAction, loader as pageLoader } from '#app/routes/tablero/$role/notificaciones.tsx'
import { loader as resourceLoader } from '#app/routes/resources/notificaciones.tsx'
import { createUser } from '#tests/factories/users.ts'
import {
	call,
	formRequest,
	getRequest,
	jsonRequest,
	redirectLocation,
	responseJson,
	sessionCookie,
	unwrap,
} from '#tests/helpers/requests.ts'

const get = (query: string, token?: string) =>
	call(loader, jsonRequest(`/api/notifications${query}`, 'GET', undefined, { token })).then(responseJson)
const post = (body: unknown, token?: string) =>
	call(action, jsonRequest('/api/notifications', 'POST', body, { token })).then(responseJson)
const put = (body: unknown, token?: string) =>
	call(action, jsonRequest('/api/notifications', 'PUT', body, { token })).then(responseJson)

async function userWith(count: number) {
	const user = await createUser()
	const base = Date.now() - count * 60_000
	await prisma.notification.createMany({
		data: Array.from({ length: count }, (_, i) => ({
			userId: user.id,
			text: `Aviso ${i + 1}`,
			link: i % 2 ? `/tablero/cliente/mensajes/x${i}` : null,
			createdAt: new Date(base + i * 60_000),
		})),
	})
	return { ...user, token: (await issueTokens(user.id)).accessToken }
}

describe('GET /api/notifications', () => {
	test('pages of 10, newest first, with currentPage, totalPages and the unread count', async () => {
		const user = await userWith(25)
		await userWith(3) // someone else's never show
		const first = await get('', user.token)
		expect(first.status).toBe(200)
		expect(first.body).toMatchObject({ success: true, currentPage: 1, totalPages: 3, unReadNotification: 25 })
		expect(first.body.data).toHaveLength(10)
		expect(first.body.data[0]).toMatchObject({
			_id: expect.any(String),
			content: { text: 'Aviso 25', link: null },
			read: false,
			createdAt: expect.any(String),
		})
		const third = await get('?pageNumber=3&pageSize=10', user.token)
		expect(third.body.data.map((n: { content: { text: string } }) => n.content.text)).toEqual([
			'Aviso 5',
			'Aviso 4',
			'Aviso 3',
			'Aviso 2',
			'Aviso 1',
		])
		expect((await get('?pageSize=5', user.token)).body.totalPages).toBe(5)
		expect((await get('')).status).toBe(401)
	})
})

describe('PUT /api/notifications', () => {
	test('an id marks that one read; an empty id marks all of one’s own; others’ are not found', async () => {
		const user = await userWith(3)
		const other = await userWith(2)
		const [newest] = (await get('', user.token)).body.data
		expect(await put({ id: newest._id }, user.token)).toMatchObject({ status: 200, body: { updated: 1 } })
		expect((await get('', user.token)).body).toMatchObject({
			unReadNotification: 2,
			data: [{ _id: newest._id, read: true }, { read: false }, { read: false }],
		})

		const othersId = (await get('', other.token)).body.data[0]._id
		expect(await put({ id: othersId }, user.token)).toEqual({
			status: 404,
			body: { success: false, message: 'Notificación no encontrada' },
		})
		expect((await get('', other.token)).body.unReadNotification).toBe(2)

		expect(await put({ id: '' }, user.token)).toMatchObject({
			status: 200,
			body: { updated: 2, message: 'Notificaciones marcadas como leídas' },
		})
		expect((await get('', user.token)).body.unReadNotification).toBe(0)
		expect((await get('', other.token)).body.unReadNotification).toBe(2)
		expect((await put({}, user.token)).status).toBe(200)
	})
})

describe('POST /api/notifications', () => {
	test('anyone creates one for themselves; only admins for someone else; links stay on this site', async () => {
		const user = await userWith(0)
		const other = await userWith(0)
		const admin = await createUser({ role: 'admin' })
		const adminToken = (await issueTokens(admin.id)).accessToken
		expect(await post({ content: { text: 'Recordatorio', link: '/tablero/cliente' } }, user.token)).toMatchObject({
			status: 201,
			body: { success: true },
		})
		expect(await post({ text: 'Hola', user: other.id }, user.token)).toMatchObject({ status: 403 })
		expect(await post({ text: 'Tu pago está verificado', user: other.id }, adminToken)).toMatchObject({ status: 201 })
		expect(await post({ text: 'x', user: 'no-existe' }, adminToken)).toMatchObject({ status: 404 })
		expect(await post({ text: 'Phishing', link: 'https://malo.example' }, user.token)).toMatchObject({
			status: 400,
			body: { message: 'El enlace debe ser una ruta de este sitio' },
		})
		expect(await post({ text: '' }, user.token)).toMatchObject({
			status: 400,
			body: { message: 'Se requiere el texto' },
		})
		expect(
			await prisma.notification.findMany({
				where: { userId: { in: [user.id, other.id] } },
				select: { userId: true, text: true, link: true },
			}),
		).toEqual(
			expect.arrayContaining([
				{ userId: user.id, text: 'Recordatorio', link: '/tablero/cliente' },
				{ userId: other.id, text: 'Tu pago está verificado', link: null },
			]),
		)
		expect(await prisma.notification.count({ where: { userId: { in: [user.id, other.id] } } })).toBe(2)
	})
})

describe('the notifications page', () => {
	test('pages of 10 with relative times; without JS the page number comes from ?pagina', async () => {
		const user = await userWith(12)
		const cookie = await sessionCookie(user.id)
		const { data } = unwrap(
			await call(pageLoader, getRequest('/tablero/cliente/notificaciones', { cookie }), {
				params: { role: 'cliente' },
			}),
		)
		expect(data).toMatchObject({ page: 1, totalPages: 2, unread: 12 })
		expect(data.items).toHaveLength(10)
		expect(data.items[0]).toMatchObject({
			text: 'Aviso 12',
			read: false,
			ago: 'hace 1 minuto',
			href: `/tablero/cliente/notificaciones/${data.items[0].id}`,
		})
		expect(data.items[1]).toMatchObject({ text: 'Aviso 11', href: null })
		const second = unwrap(await call(resourceLoader, getRequest('/resources/notificaciones?pagina=2', { cookie }))).data
		expect(second.items.map((n: { text: string }) => n.text)).toEqual(['Aviso 2', 'Aviso 1'])
		expect(second.items[1].ago).toBe('hace 12 minutos')
	})

	test('"Marcar como leído" marks all of one’s own read', async () => {
		const user = await userWith(4)
		const other = await userWith(1)
		const cookie = await sessionCookie(user.id)
		const result = await call(pageAction, formRequest('/tablero/cliente/notificaciones', { id: '' }, { cookie }), {
			params: { role: 'cliente' },
		})
		expect(redirectLocation(result)).toBe('/tablero/cliente/notificaciones')
		expect(await prisma.notification.count({ where: { userId: user.id, readAt: null } })).toBe(0)
		expect(await prisma.notification.count({ where: { userId: other.id, readAt: null } })).toBe(1)
	})

	test('opening one marks it read and follows its link; someone else’s is not found', async () => {
		const user = await userWith(2)
		const other = await userWith(2)
		const cookie = await sessionCookie(user.id)
		const withLink = await prisma.notification.findFirstOrThrow({ where: { userId: user.id, link: { not: null } } })
		const result = await call(openLoader, getRequest(`/tablero/cliente/notificaciones/${withLink.id}`, { cookie }), {
			params: { role: 'cliente', notificationId: withLink.id },
		})
		expect(redirectLocation(result)).toBe(withLink.link)
		expect((await prisma.notification.findUniqueOrThrow({ where: { id: withLink.id } })).readAt).not.toBeNull()
		expect(await prisma.notification.count({ where: { userId: user.id, readAt: null } })).toBe(1)
		const othersOne = await prisma.notification.findFirstOrThrow({ where: { userId: other.id } })
		const refused = await call(openLoader, getRequest(`/tablero/cliente/notificaciones/${othersOne.id}`, { cookie }), {
			params: { role: 'cliente', notificationId: othersOne.id },
		})
		expect((refused as Response).status).toBe(404)
		expect((await prisma.notification.findUniqueOrThrow({ where: { id: othersOne.id } })).readAt).toBeNull()
	})
})
