import { describe, expect, test } from 'vitest'
import { prisma } from '#app/lib/db.server.ts'
import { issueTokens } from '#app/models/auth/api-tokens.server.ts'
import { hashPassword } from '#app/models/auth/password.server.ts'
import { action as craftmanAction } from '#app/routes/api/user/craftman.ts'
import { loader as userLoader, action as userAction } from '#app/routes/api/user/index.ts'
import { createCraftsman } from '#tests/factories/craftsmen.ts'
import { createUser, TEST_PASSWORD } from '#tests/factories/users.ts'
import { call, getRequest, jsonRequest, responseJson, testContext } from '#tests/helpers/requests.ts'
import { apiUpload } from '#tests/helpers/uploads.ts'

const token = async (userId: string) => (await issueTokens(userId)).accessToken

async function send(handler: typeof userAction, path: string, method: string, body?: unknown, bearer?: string) {
	const response = (await call(handler, jsonRequest(path, method, body, { token: bearer }))) as Response
	return { status: response.status, body: await response.json() }
}
const putUser = (body: unknown, bearer?: string) => send(userAction, '/api/user', 'PUT', body, bearer)
const putCraftman = (body: unknown, bearer?: string) => send(craftmanAction, '/api/user/craftman', 'PUT', body, bearer)
const deleteCraftman = (body: unknown, bearer?: string) =>
	send(craftmanAction, '/api/user/craftman', 'DELETE', body, bearer)

async function craftsmanWithPassword(options: Parameters<typeof createCraftsman>[0] = {}) {
	const created = await createCraftsman(options)
	await prisma.user.update({
		where: { id: created.user.id },
		data: { passwordHash: await hashPassword(TEST_PASSWORD) },
	})
	return { ...created, token: await token(created.user.id) }
}

describe('PUT /api/user', () => {
	test('401 without a token', async () => {
		expect(await putUser({ name: 'X' })).toMatchObject({
			status: 401,
			body: { success: false, message: 'Sesión caducada. Vuelve a iniciar sesión.' },
		})
	})

	test("updates the caller's own data and preferences, any role; the email never changes", async () => {
		const client = await createUser({ email: 'api.cliente@example.com' })
		const place = await prisma.postalCode.findFirstOrThrow({ where: { code: '41001' } })
		const answer = await putUser(
			{
				name: 'Lola',
				lastName: 'Gil',
				phone: '622 33 44 55',
				zipCode: '41001',
				address: place.id,
				email: 'hack@example.com',
				preferences: { distance: 30, categories: ['electrician'] },
			},
			await token(client.id),
		)
		expect(answer.status).toBe(200)
		expect(answer.body).toMatchObject({
			success: true,
			message: 'Perfil actualizado',
			user_details: {
				_id: client.id,
				email: 'api.cliente@example.com',
				name: 'Lola',
				lastName: 'Gil',
				phone: '622334455',
				address: { Postal_Code: '41001' },
				craftsman: null,
			},
		})
		expect(await prisma.user.findUniqueOrThrow({ where: { id: client.id } })).toMatchObject({
			preferredDistanceKm: 30,
			preferredCategories: ['electrician'],
			email: 'api.cliente@example.com',
		})
	})

	test('partial updates keep the rest; a bad postal code or place changes nothing', async () => {
		const { user, token: bearer } = await craftsmanWithPassword()
		expect((await putUser({ phone: '633000111' }, bearer)).body.user_details).toMatchObject({
			phone: '633000111',
			name: 'Luis',
			streetAddress: 'Calle Secreta 7',
		})
		const bad = await putUser({ name: 'Otro', zipCode: 'abc' }, bearer)
		expect(bad).toMatchObject({ status: 400, body: { success: false, message: 'El código postal debe ser un número' } })
		const other = await prisma.postalCode.findFirstOrThrow({ where: { code: '41001' } })
		// a place that is not the typed postal code's (an address alone takes its own code)
		const mismatch = await putUser({ name: 'Otro', zipCode: '28001', address: other.id }, bearer)
		expect(mismatch).toMatchObject({
			status: 400,
			body: { message: 'El código postal es inválido', errors: { address: 'El código postal es inválido' } },
		})
		const badDistance = await putUser({ preferences: { distance: -3 } }, bearer)
		expect(badDistance).toMatchObject({ status: 400, body: { message: 'La distancia no es válida' } })
		expect(await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).toMatchObject({
			name: 'Luis',
			preferredDistanceKm: null,
		})
	})

	test('nobody can change another user: an _id in the body is ignored', async () => {
		const victim = await createUser({ name: 'Victima' })
		const attacker = await createUser()
		await putUser({ _id: victim.id, name: 'Cambiado' }, await token(attacker.id))
		expect((await prisma.user.findUniqueOrThrow({ where: { id: victim.id } })).name).toBe('Victima')
	})
})

describe('PUT /api/user/craftman', () => {
	test('401 without a token, 403 for a client', async () => {
		expect((await putCraftman({ description: 'x' })).status).toBe(401)
		const client = await createUser()
		expect(await putCraftman({ description: 'x' }, await token(client.id))).toMatchObject({
			status: 403,
			body: { message: 'No tienes permiso para acceder a este recurso' },
		})
	})

	test('updates the own company profile and answers user_details', async () => {
		const { user, token: bearer } = await craftsmanWithPassword({ company: 'Api Viejo', status: 'verified' })
		// only the caller's own uploads may be named (uploaded as the clients do)
		const [gallery, licence, photo] = await Promise.all([1, 2, 3].map(() => apiUpload({ token: bearer })))
		const path = (url: string) => new URL(url).pathname
		const answer = await putCraftman(
			{
				company_name: 'Api Nuevo',
				description: 'Descripción nueva',
				services: ['Carpinteros', 'albaniles'],
				images: [gallery!.url],
				documents: [{ document_type: 'trade_licence', document_link: licence!.url }],
				profile_photo: photo!.url,
			},
			bearer,
		)
		expect(answer.status).toBe(200)
		expect(answer.body.user_details).toMatchObject({
			_id: user.id,
			profile_photo: path(photo!.url),
			craftsman: {
				company_name: 'Api Nuevo',
				company_slug: 'api-nuevo',
				description: 'Descripción nueva',
				images: [path(gallery!.url)],
				status: 'unverified',
				documents: [{ document_type: 'trade_licence' }],
			},
		})
		expect(answer.body.user_details.craftsman.services.sort()).toEqual(['Albañiles', 'Carpinteros'])
	})

	test('refusals change nothing: taken name, no service, unknown service, non-stored image, empty documents', async () => {
		await createCraftsman({ company: 'Tomada API' })
		const { user, token: bearer } = await craftsmanWithPassword({
			company: 'Mia API',
			description: 'igual',
			services: ['electrician'],
		})
		expect(await putCraftman({ company_name: 'Tomada API', description: 'nueva' }, bearer)).toMatchObject({
			status: 400,
			body: {
				message: 'Ya existe una empresa registrada con ese nombre',
				errors: { company_name: 'Ya existe una empresa registrada con ese nombre' },
			},
		})
		expect(await putCraftman({ services: [] }, bearer)).toMatchObject({
			status: 400,
			body: { message: 'Selecciona al menos un servicio' },
		})
		expect(await putCraftman({ description: 'nueva', services: ['inventado'] }, bearer)).toMatchObject({
			status: 400,
			body: { message: 'Servicio desconocido' },
		})
		expect(await putCraftman({ images: ['https://otro.sitio/foto.jpg'] }, bearer)).toMatchObject({
			status: 400,
			body: { message: 'Imagen no válida' },
		})
		expect(await putCraftman({ documents: [] }, bearer)).toMatchObject({
			status: 400,
			body: { message: 'Debes conservar al menos un documento' },
		})
		const profile = await prisma.craftsmanProfile.findUniqueOrThrow({
			where: { userId: user.id },
			include: { services: true },
		})
		expect(profile).toMatchObject({ companyName: 'Mia API', description: 'igual', images: [] })
		expect(profile.services.map((s) => s.serviceId)).toEqual(['electrician'])
	})
})

describe('DELETE /api/user/craftman', () => {
	test('401, 403 for a client, 403 with a wrong password (nothing deleted)', async () => {
		expect((await deleteCraftman({ password: 'x' })).status).toBe(401)
		const client = await createUser()
		expect((await deleteCraftman({ password: TEST_PASSWORD }, await token(client.id))).status).toBe(403)
		const { user, token: bearer } = await craftsmanWithPassword()
		expect(await deleteCraftman({ password: 'Incorrecta#1' }, bearer)).toMatchObject({
			status: 403,
			body: { message: 'La contraseña no es correcta' },
		})
		expect(await deleteCraftman({}, bearer)).toMatchObject({
			status: 400,
			body: { message: 'Confirma con tu contraseña' },
		})
		expect(await prisma.user.findUnique({ where: { id: user.id } })).not.toBeNull()
	})

	test('with the password: the account is anonymised (as the page does), its profile emptied, its tokens gone', async () => {
		const { user, craftsman, token: bearer } = await craftsmanWithPassword()
		expect(await deleteCraftman({ password: TEST_PASSWORD }, bearer)).toMatchObject({
			status: 200,
			body: { success: true, message: 'Tu cuenta se ha eliminado' },
		})
		expect(await prisma.user.findUnique({ where: { id: user.id } })).toMatchObject({
			name: 'Usuario eliminado',
			email: `eliminado-${user.id}@eliminado.invalid`,
			passwordHash: null,
			deletedAt: expect.any(Date),
		})
		expect(await prisma.craftsmanProfile.findUnique({ where: { id: craftsman.id } })).toMatchObject({
			companyName: 'Usuario eliminado',
			description: '',
			images: [],
		})
		expect(await prisma.apiToken.count({ where: { userId: user.id } })).toBe(0)
		expect((await putCraftman({ description: 'x' }, bearer)).status).toBe(401)
	})
})

describe('GET /api/user?email=', () => {
	test('anyone learns only the role, and one IP gets 30 lookups per 10 minutes', async () => {
		const user = await createUser({ role: 'oficial' })
		const context = testContext('192.0.2.150')
		const lookup = async () =>
			responseJson(await call(userLoader, getRequest(`/api/user?email=${encodeURIComponent(user.email)}`), { context }))
		for (let i = 0; i < 30; i++)
			expect(await lookup()).toEqual({ status: 200, body: { success: true, role: 'oficial' } })
		const limited = await lookup()
		expect(limited.status).toBe(429)
		expect(limited.body.message).toMatch(/^Demasiados intentos/)
	})
})
