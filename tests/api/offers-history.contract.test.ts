import { describe, expect, test } from 'vitest'
import { prisma } from '#app/lib/db.server.ts'
import { issueTokens } from '#app/models/auth/api-tokens.server.ts'
import { loader as oneLoader } from '#app/routes/api/offers/$id.ts'
import { action, loader } from '#app/routes/api/offers/index.ts'
import { createUser } from '#tests/factories/users.ts'
import { craftsmanWithOffers } from '#tests/factories/offers.ts'
import { call, jsonRequest, responseJson } from '#tests/helpers/requests.ts'

const token = async (userId: string) => (await issueTokens(userId)).accessToken
const list = (query: string, t?: string) =>
	call(loader, jsonRequest(`/api/offers${query}`, 'GET', undefined, { token: t })).then(responseJson)
const one = (id: string, t?: string) =>
	call(oneLoader, jsonRequest(`/api/offers/${id}`, 'GET', undefined, { token: t }), { params: { id } }).then(
		responseJson,
	)
const put = (body: unknown, t?: string) =>
	call(action, jsonRequest('/api/offers', 'PUT', body, { token: t })).then(responseJson)

describe('GET /api/offers', () => {
	test('the offer shape of spec 000 §3, 5 per page, currentPage and totalPages', async () => {
		const { craftsman, offers } = await craftsmanWithOffers(6)
		const t = await token(craftsman.id)
		const first = await list('', t)
		expect(first.status).toBe(200)
		expect([first.body.success, first.body.currentPage, first.body.totalPages, first.body.data.length]).toEqual([
			true,
			1,
			2,
			5,
		])
		const newest = offers[5]!
		const job = await prisma.job.findUniqueOrThrow({ where: { id: newest.jobId } })
		expect(first.body.data[0]).toEqual({
			_id: newest.id,
			price: 105,
			createdAt: newest.createdAt.toISOString(),
			isNew: true,
			status: 'pending',
			outcome: null,
			// additive: a single-price offer has no breakdown
			vatRate: null,
			subtotal: null,
			vat: null,
			total: 105,
			items: [],
			validUntil: null,
			earliestStart: null,
			durationDays: null,
			// additive: the quote's terms and its signature, none on a bare pending price
			guaranteeMonths: null,
			upfrontPercent: null,
			registryNumber: null,
			acceptance: null,
			included: null,
			excluded: null,
			// additive: change annexes after acceptance; the current total is the offer's without them
			annexes: [],
			originalTotal: 105,
			currentTotal: 105,
			job: {
				_id: job.id,
				listingId: job.listingId,
				serviceTitle: { service_title: 'Trabajo 6', other_title: '' },
				additional_job_description: job.description,
				location: { _id: String(job.postalCodeId), place_name: 'Madrid', Place_Name: 'Madrid', Postal_Code: '28001' },
			},
			client: { _id: job.ownerId },
			craftman: expect.objectContaining({ user: craftsman.id, company_name: expect.any(String) }),
		})
		const second = await list(`?pageNumber=2&userid=${craftsman.id}`, t)
		expect([
			second.body.currentPage,
			second.body.totalPages,
			second.body.data.map((o: { _id: string }) => o._id),
		]).toEqual([2, 2, [offers[0]!.id]])
		expect((await list('?pageNumber=1&pageSize=2', t)).body.totalPages).toBe(3)
	})

	test("only one's own: another userid is 403; no token is 401", async () => {
		const { craftsman } = await craftsmanWithOffers(1)
		const other = await createUser({ role: 'oficial' })
		expect(await list(`?userid=${craftsman.id}`, await token(other.id))).toEqual({
			status: 403,
			body: { success: false, message: 'No tienes permiso para acceder a este recurso' },
		})
		expect((await list('', await token(other.id))).body).toEqual({
			success: true,
			data: [],
			currentPage: 1,
			totalPages: 0,
		})
		expect((await list('')).status).toBe(401)
	})
})

describe('GET /api/offers/{id}', () => {
	test('its craftsman and the client of its job read it; anyone else gets 404', async () => {
		const { craftsman, offers } = await craftsmanWithOffers(1)
		const offer = offers[0]!
		const job = await prisma.job.findUniqueOrThrow({ where: { id: offer.jobId } })
		const mine = await one(offer.id, await token(craftsman.id))
		expect([mine.status, mine.body.data._id, mine.body.data.client._id]).toEqual([200, offer.id, job.ownerId])
		expect((await one(offer.id, await token(job.ownerId))).body.data._id).toBe(offer.id)
		const stranger = await createUser({ role: 'oficial' })
		expect(await one(offer.id, await token(stranger.id))).toEqual({
			status: 404,
			body: { success: false, message: 'Oferta no encontrada' },
		})
		expect((await one('no-existe', await token(craftsman.id))).status).toBe(404)
	})
})

describe('PUT /api/offers', () => {
	test('the craftsman withdraws their own pending offer; the client is notified; a second time is 409', async () => {
		const { craftsman, offers } = await craftsmanWithOffers(1)
		const offer = offers[0]!
		const t = await token(craftsman.id)
		const body = { offerId: offer.id, jobId: offer.jobId, notifyUser: true, data: { status: 'withdrawn' } }
		expect(await put(body, t)).toEqual({ status: 200, body: { success: true, message: 'Oferta retirada con éxito' } })
		expect((await prisma.offer.findUniqueOrThrow({ where: { id: offer.id } })).status).toBe('withdrawn')
		const job = await prisma.job.findUniqueOrThrow({ where: { id: offer.jobId } })
		expect(await prisma.notification.count({ where: { userId: job.ownerId } })).toBe(1)
		expect(await put(body, t)).toEqual({
			status: 409,
			body: { success: false, message: 'Solo se puede retirar una oferta pendiente' },
		})
	})

	test('refusals change nothing: a stranger 404, other statuses 403, the client withdrawing 403, a wrong jobId 404, bad input 400', async () => {
		const { craftsman, offers } = await craftsmanWithOffers(1)
		const offer = offers[0]!
		const job = await prisma.job.findUniqueOrThrow({ where: { id: offer.jobId } })
		const stranger = await createUser({ role: 'oficial' })
		const withdrawn = { offerId: offer.id, data: { status: 'withdrawn' } }
		expect((await put(withdrawn, await token(stranger.id))).status).toBe(404)
		expect(await put({ offerId: offer.id, data: { status: 'accepted' } }, await token(craftsman.id))).toEqual({
			status: 403,
			body: { success: false, message: 'No tienes permiso para acceder a este recurso' },
		})
		expect((await put(withdrawn, await token(job.ownerId))).status).toBe(403)
		expect((await put({ ...withdrawn, jobId: 'otro' }, await token(craftsman.id))).status).toBe(404)
		expect(await put({ offerId: offer.id, data: { status: 'cerca' } }, await token(craftsman.id))).toMatchObject({
			status: 400,
			body: { message: 'Estado de oferta no válido' },
		})
		expect((await put(withdrawn)).status).toBe(401)
		expect((await prisma.offer.findUniqueOrThrow({ where: { id: offer.id } })).status).toBe('pending')
		expect(await prisma.notification.count({ where: { userId: job.ownerId } })).toBe(0)
	})
	test("the job's client accepts or rejects through the same call; a decided offer is 409", async () => {
		const { craftsman, offers } = await craftsmanWithOffers(2)
		const [first, second] = offers
		const owner = async (offerId: string) =>
			token((await prisma.job.findFirstOrThrow({ where: { offers: { some: { id: offerId } } } })).ownerId)
		expect(await put({ offerId: first!.id, data: { status: 'rejected' } }, await owner(first!.id))).toMatchObject({
			status: 200,
			body: { success: true },
		})
		expect((await prisma.offer.findUniqueOrThrow({ where: { id: first!.id } })).status).toBe('rejected')
		expect((await put({ offerId: first!.id, data: { status: 'accepted' } }, await owner(first!.id))).status).toBe(409)
		expect(await put({ offerId: second!.id, data: { status: 'accepted' } }, await owner(second!.id))).toMatchObject({
			status: 200,
			body: { success: true },
		})
		expect((await prisma.offer.findUniqueOrThrow({ where: { id: second!.id } })).status).toBe('accepted')
		expect(await prisma.notification.count({ where: { userId: craftsman.id } })).toBe(2)
	})
})
