// The admin's /api calls (spec 000 §5): GET /user/craftman/getcraftsman, GET /user/craftman/{id},
// GET /user/getuser, and PUT /user/craftman/{id} for other clients of the verification queue.
import { beforeEach, describe, expect, test } from 'vitest'
import { readOutbox } from '#app/emails/outbox.server.ts'
import { runQueuedJobs } from '#tests/helpers/queue.ts'
import { prisma } from '#app/lib/db.server.ts'
import { issueTokens } from '#app/models/auth/api-tokens.server.ts'
import { action as byIdAction, loader as byIdLoader } from '#app/routes/api/user/craftman/$id.ts'
import { loader as listLoader } from '#app/routes/api/user/craftman/getcraftsman.ts'
import { loader as usersLoader } from '#app/routes/api/user/getuser.ts'
import { createCraftsman } from '#tests/factories/craftsmen.ts'
import { createUser } from '#tests/factories/users.ts'
import { call, jsonRequest, responseJson } from '#tests/helpers/requests.ts'

beforeEach(async () => {
	await prisma.auditLog.deleteMany()
	await prisma.user.deleteMany()
})

const tokenFor = async (role: 'oficial' | 'cliente' | 'admin') => {
	const user = await createUser({ role })
	return { user, token: (await issueTokens(user.id)).accessToken }
}
const getList = async (token: string | undefined, query = '') =>
	responseJson(
		await call(listLoader, jsonRequest(`/api/user/craftman/getcraftsman${query}`, 'GET', undefined, { token })),
	)
const getOne = async (token: string | undefined, id: string) =>
	responseJson(
		await call(byIdLoader, jsonRequest(`/api/user/craftman/${id}`, 'GET', undefined, { token }), { params: { id } }),
	)
const putOne = async (token: string | undefined, id: string, body: object) =>
	responseJson(
		await call(byIdAction, jsonRequest(`/api/user/craftman/${id}`, 'PUT', body, { token }), { params: { id } }),
	)
const getUsers = async (token: string | undefined, query = '') =>
	responseJson(await call(usersLoader, jsonRequest(`/api/user/getuser${query}`, 'GET', undefined, { token })))

async function documented() {
	const created = await createCraftsman({
		status: 'unverified',
		company: 'Papeles SL',
		ratings: [5, 4],
		images: ['/imagenes/galeria/a-large.webp'],
	})
	await prisma.craftsmanDocument.create({
		data: { craftsmanId: created.craftsman.id, type: 'trade_licence', url: '/imagenes/documentos/l-large.webp' },
	})
	return created
}

describe('GET /api/user/craftman/getcraftsman', () => {
	test('unverified (the default) craftsman records, oldest first, paged', async () => {
		const { token } = await tokenFor('admin')
		const { user, craftsman } = await documented()
		await createCraftsman({ status: 'unverified', company: 'Segunda SL' })
		await createCraftsman({ company: 'Verificada SL' })
		const { status, body } = await getList(token, '?pageSize=1')
		expect(status).toBe(200)
		expect(body).toMatchObject({ success: true, currentPage: 1, totalPages: 2, total: 2 })
		// a craftsman record: its own fields, `user` (the user's id) and the user's name, email and place beside them
		expect(body.data).toEqual([
			{
				_id: craftsman.id,
				user: user.id,
				status: 'unverified',
				company_name: 'Papeles SL',
				company_slug: 'papeles-sl',
				description: expect.any(String),
				images: ['/imagenes/galeria/a-large.webp'],
				services: ['Electricista'],
				documents: [
					{
						_id: expect.any(String),
						document_type: 'trade_licence',
						document_link: '/imagenes/documentos/l-large.webp',
						createdAt: expect.any(String),
					},
				],
				reviews: expect.arrayContaining([
					expect.objectContaining({ rating: 5 }),
					expect.objectContaining({ rating: 4 }),
				]),
				verified_at: null,
				refused_reason: null,
				current_subscription: null,
				createdAt: expect.any(String),
				name: 'Luis',
				lastName: 'Prueba',
				email: user.email,
				phone: '699111222',
				streetAddress: 'Calle Secreta 7',
				profile_photo: null,
				zipCode: '28001',
				address: expect.objectContaining({ Postal_Code: '28001', Place_Name: expect.any(String) }),
				Place_Name: expect.any(String),
				Postal_Code: '28001',
				emailVerified: true,
				blocked: false,
				avgRating: 4.5,
				registeredAt: expect.any(String),
			},
		])
		expect((await getList(token, '?status=verified')).body.data.map((u: any) => u.company_name)).toEqual([
			'Verificada SL',
		])
		expect((await getList(token, '?status=all')).body.total).toBe(3)
	})

	test('401 without a token, 403 for clients and craftsmen', async () => {
		expect((await getList(undefined)).status).toBe(401)
		expect((await getList((await tokenFor('cliente')).token)).status).toBe(403)
		expect((await getList((await tokenFor('oficial')).token)).body).toEqual({
			success: false,
			message: 'No tienes permiso para acceder a este recurso',
		})
	})
})

describe('GET and PUT /api/user/craftman/{id}', () => {
	test('one craftsman by user id; 404 for anyone else', async () => {
		const { token } = await tokenFor('admin')
		const { user } = await documented()
		const { status, body } = await getOne(token, user.id)
		expect(status).toBe(200)
		expect(body).toMatchObject({
			success: true,
			data: {
				_id: user.id,
				avgRating: 4.5,
				craftsman: {
					company_name: 'Papeles SL',
					status: 'unverified',
					documents: [{ document_type: 'trade_licence' }],
				},
			},
		})
		const client = await createUser()
		expect(await getOne(token, client.id)).toEqual({
			status: 404,
			body: { success: false, message: 'No existe ningún oficial con ese identificador' },
		})
	})

	test('PUT refuses with a reason, then verifies; a verified craftsman is 409; bad input 400; nothing changes on refusal', async () => {
		const { user: admin, token } = await tokenFor('admin')
		const { user } = await documented()
		const noReason = await putOne(token, user.id, { status: 'refused' })
		expect(noReason.status).toBe(400)
		expect(noReason.body.message).toBe('Indica el motivo')
		expect((await putOne(token, user.id, { status: 'borrado' })).status).toBe(400)
		expect(await prisma.auditLog.count()).toBe(0)

		const refused = await putOne(token, user.id, { status: 'refused', reason: 'Falta el carné' })
		expect(refused).toMatchObject({
			status: 200,
			body: { success: true, data: { craftsman: { status: 'unverified', refused_reason: 'Falta el carné' } } },
		})
		const verified = await putOne(token, user.id, { status: 'verified' })
		expect(verified).toMatchObject({
			status: 200,
			body: { data: { craftsman: { status: 'verified', refused_reason: null, verified_at: expect.any(String) } } },
		})
		expect(await putOne(token, user.id, { status: 'verified' })).toEqual({
			status: 409,
			body: { success: false, message: 'Este oficial ya está verificado' },
		})
		expect(
			(await prisma.auditLog.findMany({ orderBy: { createdAt: 'asc' } })).map((row) => [row.actorId, row.action]),
		).toEqual([
			[admin.id, 'craftsman.refuse'],
			[admin.id, 'craftsman.verify'],
		])
		await runQueuedJobs()
		expect(
			readOutbox(user.email)
				.map((email) => email.subject)
				.sort(),
		).toEqual(['No hemos podido verificar tu perfil de oficial', 'Tu perfil de oficial está verificado'])
	})

	test('401 without a token, 403 for clients and craftsmen; a refused PUT changes nothing', async () => {
		const { user } = await documented()
		expect((await getOne(undefined, user.id)).status).toBe(401)
		expect((await putOne(undefined, user.id, { status: 'verified' })).status).toBe(401)
		for (const role of ['cliente', 'oficial'] as const) {
			const { token } = await tokenFor(role)
			expect((await getOne(token, user.id)).status).toBe(403)
			expect((await putOne(token, user.id, { status: 'verified' })).status).toBe(403)
		}
		expect(
			await prisma.craftsmanProfile.findUniqueOrThrow({ where: { userId: user.id }, select: { status: true } }),
		).toEqual({ status: 'unverified' })
		expect(await prisma.auditLog.count()).toBe(0)
	})
})

describe('GET /api/user/getuser', () => {
	test('users newest first, by role and search, paged', async () => {
		const { user: admin, token } = await tokenFor('admin')
		const client = await createUser({ name: 'Álvaro' })
		const blocked = await createUser({ role: 'oficial', blockedAt: new Date() })
		const { status, body } = await getUsers(token, '?pageSize=2')
		expect(status).toBe(200)
		expect(body).toMatchObject({ success: true, currentPage: 1, totalPages: 2, total: 3 })
		expect(body.data.map((u: any) => u._id)).toEqual([blocked.id, client.id])
		expect(body.data[0]).toEqual({
			_id: blocked.id,
			email: blocked.email,
			name: 'Ana',
			lastName: 'Prueba',
			phone: '',
			streetAddress: '',
			role: 'oficial',
			profile_photo: null,
			zipCode: null,
			address: null,
			emailVerified: true,
			blocked: true,
			blockedAt: expect.any(String),
			blockedReason: null,
			createdAt: expect.any(String),
			craftsman: {
				_id: expect.any(String),
				status: 'verified',
				company_name: expect.any(String),
				company_slug: expect.any(String),
				refused_reason: null,
				current_subscription: null,
			},
		})
		expect((await getUsers(token, '?role=cliente')).body.data.map((u: any) => u._id)).toEqual([client.id])
		expect((await getUsers(token, '?search=alvaro')).body.data.map((u: any) => u._id)).toEqual([client.id])
		expect((await getUsers(token, '?role=admin')).body.data.map((u: any) => u._id)).toEqual([admin.id])
	})

	test('401 without a token, 403 for clients and craftsmen', async () => {
		expect((await getUsers(undefined)).status).toBe(401)
		expect((await getUsers((await tokenFor('cliente')).token)).status).toBe(403)
		expect((await getUsers((await tokenFor('oficial')).token)).status).toBe(403)
	})
})
