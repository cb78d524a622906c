import { existsSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { describe, expect, test } from 'vitest'
import { prisma } from '#app/lib/db.server.ts'
import { verifyLogin } from '#app/models/auth/account.server.ts'
import { issueTokens } from '#app/models/auth/api-tokens.server.ts'
import { storeImage } from '#app/models/uploads/images.server.ts'
import { action as actAction } from '#app/routes/tablero/$role/actuar-como/$userId.tsx'
import { action, loader } from '#app/routes/tablero/$role/cuenta.tsx'
import { loader as exportLoader } from '#app/routes/tablero/$role/cuenta/exportar.tsx'
import { loader as conversationLoader } from '#app/routes/tablero/$role/mensajes/$conversationId.tsx'
import { createJob, placeId, subscribe } from '#tests/factories/jobs.ts'
import { createUser, TEST_PASSWORD } from '#tests/factories/users.ts'
import { call, formRequest, getRequest, redirectLocation, sessionCookie, unwrap } from '#tests/helpers/requests.ts'
import { runQueuedJobs } from '#tests/helpers/queue.ts'

/** A client and a craftsman who worked together: a completed job with a review, a conversation, alerts. */
async function story() {
	const client = await prisma.user.update({
		where: { id: (await createUser({ name: 'Clara' })).id },
		data: { phone: '611111111', streetAddress: 'Calle Mayor 1' },
	})
	const craftsman = await prisma.user.update({
		where: { id: (await createUser({ role: 'oficial', name: 'Óscar' })).id },
		data: { phone: '622222222' },
	})
	const profile = await prisma.craftsmanProfile.update({
		where: { userId: craftsman.id },
		data: {
			description: 'Electricista de confianza',
			images: ['/imagenes/galeria/abc123-large.webp'],
			services: { create: { serviceId: 'electrician' } },
			documents: { create: { type: 'craft_card', url: '/imagenes/documentos/def456-large.webp' } },
		},
	})
	const answered = await createJob({
		ownerId: client.id,
		status: 'completed',
		title: 'Cuadro eléctrico',
		phone: '611111111',
	})
	const unanswered = await createJob({ ownerId: client.id, title: 'Lámpara' })
	const open = await createJob({ ownerId: client.id, title: 'Enchufes' })
	await prisma.offer.create({
		data: { jobId: answered.id, craftsmanId: craftsman.id, price: 250, status: 'completed' },
	})
	await prisma.offer.create({ data: { jobId: open.id, craftsmanId: craftsman.id, price: 90 } })
	await prisma.review.create({
		data: { craftsmanId: profile.id, authorId: client.id, jobId: answered.id, rating: 5, comment: 'Muy bien' },
	})
	const conversation = await prisma.conversation.create({
		data: {
			jobId: answered.id,
			participants: { create: [{ userId: client.id }, { userId: craftsman.id }] },
			messages: {
				create: [
					{ senderId: craftsman.id, text: '¿Cuándo le viene bien?' },
					{ senderId: client.id, text: 'El lunes por la mañana' },
				],
			},
		},
	})
	await prisma.notification.create({
		data: { userId: client.id, text: 'Nueva oferta', link: '/tablero/cliente/trabajos' },
	})
	await prisma.jobAlert.create({
		data: { userId: craftsman.id, postalCodeId: await placeId('28001'), radiusKm: 20, categories: ['electrician'] },
	})
	await prisma.savedFilter.create({ data: { userId: craftsman.id, categories: ['electrician'], distanceKm: 30 } })
	await subscribe(craftsman.id)
	await issueTokens(client.id)
	return {
		client,
		craftsman,
		profile,
		answered,
		unanswered,
		open,
		conversation,
		clientCookie: await sessionCookie(client.id),
		craftsmanCookie: await sessionCookie(craftsman.id),
	}
}

async function exported(cookie: string, role: string) {
	const response = (await call(exportLoader, getRequest(`/tablero/${role}/cuenta/exportar`, { cookie }), {
		params: { role },
	})) as Response
	return { response, text: await response.text() }
}

const deleteAccount = (cookie: string, password: string, role = 'cliente') =>
	call(action, formRequest(`/tablero/${role}/cuenta`, { password }, { cookie }), { params: { role } })

describe('/tablero/{rol}/cuenta and its export: access', () => {
	test('anonymous visitors go to sign in, nothing is exported or deleted', async () => {
		for (const handler of [loader, exportLoader]) {
			expect(
				redirectLocation(await call(handler, getRequest('/tablero/cliente/cuenta'), { params: { role: 'cliente' } })),
			).toMatch(/^\/iniciar-sesion\?redirectTo=/)
		}
		expect(
			redirectLocation(
				await call(action, formRequest('/tablero/cliente/cuenta', { password: 'x' }), { params: { role: 'cliente' } }),
			),
		).toMatch(/^\/iniciar-sesion/)
	})

	test('every role has the page, with its own export link', async () => {
		for (const role of ['cliente', 'oficial', 'admin'] as const) {
			const user = await createUser({ role })
			const page = unwrap(
				await call(loader, getRequest(`/tablero/${role}/cuenta`, { cookie: await sessionCookie(user.id) }), {
					params: { role },
				}),
			).data
			expect(page).toEqual({
				exportPath: `/tablero/${role}/cuenta/exportar`,
				role,
				acting: false,
				hasPassword: true,
				// only an admin is offered the second factor
				secondFactor: role === 'admin' ? { enabled: false } : null,
			})
		}
	})

	test('a guest who has not chosen a password yet is told to choose one before deleting (deletion is confirmed with it)', async () => {
		const guest = await createUser({ role: 'cliente' })
		await prisma.user.update({ where: { id: guest.id }, data: { passwordHash: null } })
		const page = unwrap(
			await call(loader, getRequest('/tablero/cliente/cuenta', { cookie: await sessionCookie(guest.id) }), {
				params: { role: 'cliente' },
			}),
		).data
		expect(page.hasPassword).toBe(false)
	})
})

describe('downloading my data', () => {
	test("the client's export: profile, jobs with offers, messages written, reviews, notifications; no hashes, no one else's contact details", async () => {
		const { client, craftsman, clientCookie } = await story()
		const { response, text } = await exported(clientCookie, 'cliente')
		expect(response.headers.get('Content-Disposition')).toBe('attachment; filename="mis-datos-reformas.json"')
		expect(response.headers.get('Content-Type')).toMatch(/^application\/json/)
		const data = JSON.parse(text)
		expect(data.profile).toMatchObject({
			email: client.email,
			phone: '611111111',
			streetAddress: 'Calle Mayor 1',
			role: 'cliente',
		})
		expect(data.jobs.map((j: { serviceTitle: string }) => j.serviceTitle).sort()).toEqual([
			'Cuadro eléctrico',
			'Enchufes',
			'Lámpara',
		])
		const company = (await prisma.craftsmanProfile.findUniqueOrThrow({ where: { userId: craftsman.id } })).companyName
		expect(data.jobs.find((j: { serviceTitle: string }) => j.serviceTitle === 'Cuadro eléctrico').offers).toEqual([
			expect.objectContaining({ price: '250', status: 'completed', from: company }),
		])
		expect(data.conversations).toEqual([
			expect.objectContaining({
				with: [company],
				messagesWritten: [expect.objectContaining({ text: 'El lunes por la mañana' })],
			}),
		])
		expect(data.reviewsWritten).toEqual([
			expect.objectContaining({ rating: 5, comment: 'Muy bien', craftsman: company }),
		])
		expect(data.notifications).toEqual([expect.objectContaining({ text: 'Nueva oferta' })])
		expect(text).not.toMatch(/passwordHash|tokenHash|unsubscribeToken/)
		expect(text).not.toContain(craftsman.email)
		expect(text).not.toContain('622222222')
		expect(text).not.toContain('¿Cuándo le viene bien?')
	})

	test("the craftsman's export: company, services, documents, gallery, offers, reviews received, subscription, alerts, filter", async () => {
		const { client, craftsmanCookie } = await story()
		const { text } = await exported(craftsmanCookie, 'oficial')
		const data = JSON.parse(text)
		expect(data.craftsmanProfile).toMatchObject({
			description: 'Electricista de confianza',
			services: ['Electricista'],
			documents: [expect.objectContaining({ type: 'craft_card', url: '/imagenes/documentos/def456-large.webp' })],
			gallery: ['/imagenes/galeria/abc123-large.webp'],
		})
		expect(data.offersSent.map((o: { price: string }) => o.price).sort()).toEqual(['250', '90'])
		expect(data.reviewsReceived).toEqual([expect.objectContaining({ rating: 5, author: 'Clara' })])
		expect(data.subscriptions).toEqual([
			expect.objectContaining({ status: 'active', plan: expect.objectContaining({ name: expect.any(String) }) }),
		])
		expect(data.jobAlerts).toEqual([expect.objectContaining({ radiusKm: 20, categories: ['electrician'] })])
		expect(data.savedFilter).toMatchObject({ distanceKm: 30 })
		expect(text).not.toMatch(/passwordHash|tokenHash|unsubscribeToken/)
		expect(text).not.toContain(client.email)
		expect(text).not.toContain('611111111')
		expect(text).not.toContain('Calle Mayor')
	})
})

describe('deleting my account', () => {
	test('a wrong or missing password is refused and nothing changes', async () => {
		const { client, clientCookie } = await story()
		const wrong = unwrap(await deleteAccount(clientCookie, 'Incorrecta#1'))
		expect(wrong.status).toBe(400)
		expect(JSON.stringify(wrong.data)).toContain('La contraseña no es correcta')
		expect(unwrap(await deleteAccount(clientCookie, '')).status).toBe(400)
		expect(await prisma.user.findUniqueOrThrow({ where: { id: client.id } })).toMatchObject({
			email: client.email,
			deletedAt: null,
		})
		expect(await prisma.session.count({ where: { userId: client.id } })).toBe(1)
		expect(await prisma.job.count({ where: { ownerId: client.id } })).toBe(3)
	})

	test('the client: anonymised, sessions and tokens ended; the craftsman keeps the conversation, the review and the job history', async () => {
		const { client, craftsman, answered, unanswered, open, conversation, clientCookie, craftsmanCookie } = await story()
		const result = await deleteAccount(clientCookie, TEST_PASSWORD)
		expect(redirectLocation(result)).toBe('/')
		expect((result as Response).headers.getSetCookie().join(';')).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/)
		expect(await prisma.user.findUniqueOrThrow({ where: { id: client.id } })).toMatchObject({
			email: `eliminado-${client.id}@eliminado.invalid`,
			name: 'Usuario eliminado',
			lastName: '',
			phone: '',
			streetAddress: '',
			passwordHash: null,
			blockedAt: expect.any(Date),
			deletedAt: expect.any(Date),
		})
		expect(await prisma.session.count({ where: { userId: client.id } })).toBe(0)
		expect(await prisma.apiToken.count({ where: { userId: client.id } })).toBe(0)
		expect(await prisma.notification.count({ where: { userId: client.id } })).toBe(0)
		// the unanswered job is gone; the others stay for the craftsman, closed and without contact details
		expect(await prisma.job.findUnique({ where: { id: unanswered.id } })).toBeNull()
		expect(await prisma.job.findUniqueOrThrow({ where: { id: answered.id } })).toMatchObject({
			status: 'completed',
			contactName: 'Usuario eliminado',
			contactEmail: '',
			contactPhone: '',
		})
		expect(await prisma.job.findUniqueOrThrow({ where: { id: open.id } })).toMatchObject({ status: 'closed' })
		expect(await prisma.review.findFirstOrThrow({ where: { jobId: answered.id } })).toMatchObject({
			authorId: null,
			comment: 'Muy bien',
		})
		const page = (await call(
			conversationLoader,
			getRequest(`/tablero/oficial/mensajes/${conversation.id}`, { cookie: craftsmanCookie }),
			{
				params: { role: 'oficial', conversationId: conversation.id },
			},
		)) as { otherName: string; messages: Array<{ text: string }> }
		expect(page.otherName).toBe('Usuario eliminado')
		expect(page.messages.map((m) => m.text).sort()).toEqual(['El lunes por la mañana', '¿Cuándo le viene bien?'])
		// the old session cookie signs nobody in, the old email neither, and it may register again
		expect(
			redirectLocation(
				await call(loader, getRequest('/tablero/cliente/cuenta', { cookie: clientCookie }), {
					params: { role: 'cliente' },
				}),
			),
		).toMatch(/^\/iniciar-sesion/)
		expect((await verifyLogin(client.email, TEST_PASSWORD, '10.9.0.1')).ok).toBe(false)
		await expect(createUser({ email: client.email })).resolves.toMatchObject({ email: client.email })
		expect(await prisma.craftsmanProfile.count({ where: { userId: craftsman.id } })).toBe(1)
	})

	test('the craftsman: profile emptied and hidden, pending offers withdrawn, alerts and filter deleted, the payments kept', async () => {
		const { craftsman, profile, open, craftsmanCookie } = await story()
		expect(redirectLocation(await deleteAccount(craftsmanCookie, TEST_PASSWORD, 'oficial'))).toBe('/')
		expect(
			await prisma.craftsmanProfile.findUniqueOrThrow({
				where: { id: profile.id },
				include: { documents: true, services: true },
			}),
		).toMatchObject({
			companyName: 'Usuario eliminado',
			companySlug: `eliminado-${profile.id}`,
			description: '',
			images: [],
			documents: [],
			services: [],
			status: 'unverified',
		})
		expect(await prisma.offer.findFirstOrThrow({ where: { jobId: open.id } })).toMatchObject({ status: 'withdrawn' })
		expect(await prisma.jobAlert.count({ where: { userId: craftsman.id } })).toBe(0)
		expect(await prisma.savedFilter.count({ where: { userId: craftsman.id } })).toBe(0)
		expect(await prisma.subscription.count({ where: { userId: craftsman.id } })).toBe(1)
	})

	test('the last admin cannot delete their account; with another admin they can', async () => {
		await prisma.user.updateMany({ where: { role: 'admin' }, data: { role: 'cliente' } })
		const admin = await createUser({ role: 'admin' })
		const cookie = await sessionCookie(admin.id)
		const refused = unwrap(await deleteAccount(cookie, TEST_PASSWORD, 'admin'))
		expect(refused.status).toBe(409)
		expect(JSON.stringify(refused.data)).toContain('último administrador')
		expect((await prisma.user.findUniqueOrThrow({ where: { id: admin.id } })).deletedAt).toBeNull()
		await createUser({ role: 'admin' })
		expect(redirectLocation(await deleteAccount(cookie, TEST_PASSWORD, 'admin'))).toBe('/')
	})

	test('an admin acting as the user can neither export nor delete', async () => {
		const { client } = await story()
		const admin = await createUser({ role: 'admin' })
		const cookie = await sessionCookie(admin.id)
		await call(actAction, formRequest(`/tablero/admin/actuar-como/${client.id}`, {}, { cookie }), {
			params: { role: 'admin', userId: client.id },
		})
		expect(
			(
				(await call(exportLoader, getRequest('/tablero/cliente/cuenta/exportar', { cookie }), {
					params: { role: 'cliente' },
				})) as Response
			).status,
		).toBe(403)
		const refused = unwrap(await deleteAccount(cookie, TEST_PASSWORD))
		expect(refused.status).toBe(403)
		expect(await prisma.user.findUniqueOrThrow({ where: { id: client.id } })).toMatchObject({
			email: client.email,
			deletedAt: null,
		})
	})

	test("the deleted user's photos go from storage, unless someone else uses the same file", async () => {
		const png = (color: string) =>
			sharp({ create: { width: 20, height: 20, channels: 3, background: color } })
				.png()
				.toBuffer()
				.then((b) => new Uint8Array(b))
		const own = await storeImage(await png('#112233'), { folder: 'trabajos' })
		const shared = await storeImage(await png('#445566'), { folder: 'trabajos' })
		const client = await createUser()
		await createJob({ ownerId: client.id, images: [own.url, shared.url] })
		await createJob({ images: [shared.url] })
		const file = (url: string) => path.resolve(process.env.UPLOADS_DIR!, url.replace('/imagenes/', ''))
		expect(existsSync(file(own.url)) && existsSync(file(shared.url))).toBe(true)
		expect(redirectLocation(await deleteAccount(await sessionCookie(client.id), TEST_PASSWORD))).toBe('/')
		expect(existsSync(file(own.url))).toBe(true) // the request only queued the cleanup
		await runQueuedJobs()
		expect(existsSync(file(own.url))).toBe(false)
		expect(existsSync(file(own.thumbnailUrl))).toBe(false)
		expect(existsSync(file(shared.url))).toBe(true)
	})
})
