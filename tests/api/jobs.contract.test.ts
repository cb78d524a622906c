import { beforeEach, describe, expect, test } from 'vitest'
import { prisma } from '#app/lib/db.server.ts'
import { issueTokens } from '#app/models/auth/api-tokens.server.ts'
import { loader as getJobsLoader } from '#app/routes/api/get_jobs.ts'
import { loader as singleJobLoader } from '#app/routes/api/getsinglejob.ts'
import { createJob, placeId, subscribe } from '#tests/factories/jobs.ts'
import { createUser } from '#tests/factories/users.ts'
import { call, jsonRequest } from '#tests/helpers/requests.ts'

async function getJobs(query: string, token?: string) {
	const response = (await call(
		getJobsLoader,
		jsonRequest(`/api/get_jobs${query}`, 'GET', undefined, { token }),
	)) as Response
	return { status: response.status, body: await response.json() }
}

async function getSingle(id: string, token?: string) {
	const response = (await call(
		singleJobLoader,
		jsonRequest(`/api/getsinglejob?id=${id}`, 'GET', undefined, { token }),
	)) as Response
	return { status: response.status, body: await response.json() }
}

// the feed reads every job of this file's database: start each test from none
beforeEach(async () => {
	await prisma.job.deleteMany()
})

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000)

/** A craftsman living in Madrid (28001), with a token. */
async function madridCraftsman({ subscribed = true } = {}) {
	const user = await createUser({ role: 'oficial' })
	await prisma.user.update({ where: { id: user.id }, data: { postalCodeId: await placeId('28001') } })
	if (subscribed) await subscribe(user.id)
	return { user, token: (await issueTokens(user.id)).accessToken }
}

describe('GET /api/get_jobs', () => {
	test('open, visible jobs only, newest first, 20 per page with currentPage and totalPages', async () => {
		for (let i = 0; i < 23; i++) await createJob({ createdAt: minutesAgo(i + 10), title: `Trabajo ${i}` })
		await createJob({ hiddenAt: new Date(), title: 'Oculto' })
		await createJob({ status: 'closed', title: 'Cerrado' })
		const first = await getJobs('')
		expect(first.status).toBe(200)
		expect(first.body).toMatchObject({ success: true, currentPage: 1, totalPages: 2, total: 23 })
		expect(first.body.data).toHaveLength(20)
		expect(
			first.body.data
				.map((job: { serviceTitle: { service_title: string } }) => job.serviceTitle.service_title)
				.slice(0, 3),
		).toEqual(['Trabajo 0', 'Trabajo 1', 'Trabajo 2'])
		const second = await getJobs('?pageNumber=2')
		expect(second.body.currentPage).toBe(2)
		expect(
			second.body.data.map((job: { serviceTitle: { service_title: string } }) => job.serviceTitle.service_title),
		).toEqual(['Trabajo 20', 'Trabajo 21', 'Trabajo 22'])
		expect((await getJobs('?pageSize=5&pageNumber=5')).body).toMatchObject({
			currentPage: 5,
			totalPages: 5,
			data: [expect.anything(), expect.anything(), expect.anything()],
		})
	})

	test('the spec job shape; anonymous callers get neither the distance nor the contact', async () => {
		await createJob({ images: ['/imagenes/a.webp'] })
		const [job] = (await getJobs('')).body.data
		expect(job).toMatchObject({
			_id: expect.any(String),
			listingId: expect.any(Number),
			category: 'Electricista',
			serviceTitle: { service_title: 'Instalar enchufes', other_title: '' },
			additional_details: { square_meters: 40, how_many_rooms: 2, how_many_floors: 1 },
			additional_job_description: 'Seis enchufes nuevos en el salón.',
			images: ['/imagenes/a.webp'],
			location: { place_name: 'Madrid' },
			working_schedule: 'en_una_semana',
			createdAt: expect.any(String),
		})
		expect(job).not.toHaveProperty('distance')
		expect(job).not.toHaveProperty('contactDetails')
		expect(JSON.stringify(job)).not.toContain('612345678')
	})

	test('signed-in callers get the distance from their postal code, and never the contact (spec 001 §1)', async () => {
		const job = await createJob({ postalCode: '08001' })
		const subscribed = await madridCraftsman()
		// even a craftsman who already made an offer: lists never carry contact details
		await prisma.offer.create({ data: { jobId: job.id, craftsmanId: subscribed.user.id, price: 100 } })
		const [seen] = (await getJobs('', subscribed.token)).body.data
		// Madrid → Barcelona, great-circle distance between the postal-code points
		expect(seen.distance).toBeGreaterThan(480)
		expect(seen.distance).toBeLessThan(520)
		expect(seen).not.toHaveProperty('contactDetails')
		const admin = (await issueTokens((await createUser({ role: 'admin' })).id)).accessToken
		for (const token of [subscribed.token, admin, (await madridCraftsman({ subscribed: false })).token]) {
			const body = JSON.stringify((await getJobs('', token)).body)
			expect(body).not.toContain('612345678')
			expect(body).not.toContain('Lola Flores')
			expect(body).not.toContain('@example.com')
		}
	})

	test('filters by categories given as slugs, ids or names, comma-separated or repeated', async () => {
		await createJob({ service: 'electricista', title: 'Luz' })
		await createJob({ service: 'fontaneria', title: 'Grifo' })
		await createJob({ service: 'pintores', title: 'Pared' })
		const titles = async (query: string) =>
			(await getJobs(query)).body.data
				.map((job: { serviceTitle: { service_title: string } }) => job.serviceTitle.service_title)
				.sort()
		expect(await titles('?categories=electricista')).toEqual(['Luz'])
		expect(await titles('?categories=electricista,fontaneria')).toEqual(['Grifo', 'Luz'])
		expect(await titles('?categories=plumbing&categories=Pintores')).toEqual(['Grifo', 'Pared'])
		expect(await getJobs('?categories=astronautas')).toEqual({
			status: 400,
			body: { success: false, message: 'Categoría no encontrada' },
		})
	})

	test('filters by distance in km around a place (record id or name), with real coordinates', async () => {
		await createJob({ postalCode: '28001', title: 'Centro de Madrid' })
		await createJob({ postalCode: '28901', title: 'Getafe' }) // about 13 km
		await createJob({ postalCode: '28801', title: 'Alcalá de Henares' }) // about 30 km
		await createJob({ postalCode: '08001', title: 'Barcelona' }) // about 500 km
		const madrid = await placeId('28001')
		const titles = async (query: string, token?: string) =>
			(await getJobs(query, token)).body.data
				.map((job: { serviceTitle: { service_title: string } }) => job.serviceTitle.service_title)
				.sort()
		expect(await titles(`?distance=5&Place_Name=${madrid}`)).toEqual(['Centro de Madrid'])
		expect(await titles(`?distance=20&Place_Name=${madrid}`)).toEqual(['Centro de Madrid', 'Getafe'])
		expect(await titles(`?distance=50&Place_Name=Madrid`)).toEqual(['Alcalá de Henares', 'Centro de Madrid', 'Getafe'])
		expect(await titles(`?distance=1000&Place_Name=${madrid}`)).toHaveLength(4)
		// a signed-in caller without a place filters around their own postal code
		const { token } = await madridCraftsman()
		expect(await titles('?distance=20', token)).toEqual(['Centro de Madrid', 'Getafe'])
		const near = (await getJobs(`?distance=20&Place_Name=${madrid}`, token)).body.data
		expect(
			near.find((job: { location: { place_name: string } }) => job.location.place_name === 'Getafe').distance,
		).toBeGreaterThan(8)
		expect(
			near.find((job: { location: { place_name: string } }) => job.location.place_name === 'Getafe').distance,
		).toBeLessThan(20)
	})

	test('the distance must be at least 1, and needs a place', async () => {
		const message = (query: string) => getJobs(query).then((answer) => [answer.status, answer.body.message])
		expect(await message('?distance=0&Place_Name=Madrid')).toEqual([400, 'La distancia debe ser al menos 1'])
		expect(await message('?distance=abc&Place_Name=Madrid')).toEqual([400, 'La distancia debe ser al menos 1'])
		expect(await message('?distance=-3&Place_Name=Madrid')).toEqual([400, 'La distancia debe ser al menos 1'])
		expect(await message('?distance=10')).toEqual([400, 'Indica una ubicación para filtrar por distancia'])
		expect(await message('?distance=10&Place_Name=Ningunsitio')).toEqual([400, 'Ubicación no encontrada'])
	})
})

describe('GET /api/getsinglejob', () => {
	test('needs a token; answers data.data with status 200; 404 for unknown or hidden jobs', async () => {
		const job = await createJob({ postalCode: '28901' })
		const hidden = await createJob({ hiddenAt: new Date() })
		expect((await getSingle(job.id)).status).toBe(401)
		const { token, user } = await madridCraftsman()
		const answer = await getSingle(job.id, token)
		expect(answer.status).toBe(200)
		expect(answer.body.data).toMatchObject({
			_id: job.id,
			listingId: job.listingId,
			location: { place_name: 'Getafe', Postal_Code: '28901' },
			distance: expect.any(Number),
			is_offer_sent: false,
			price: null,
			offerId: null,
			contactAccess: 'none',
			mayRevealPhone: false,
		})
		expect(answer.body.data).not.toHaveProperty('contactDetails')
		expect(await getSingle(hidden.id, token)).toEqual({
			status: 404,
			body: { success: false, message: 'Trabajo no encontrado' },
		})
		expect((await getSingle('no-existe', token)).status).toBe(404)

		const offer = await prisma.offer.create({ data: { jobId: job.id, craftsmanId: user.id, price: 250.5 } })
		expect((await getSingle(job.id, token)).body.data).toMatchObject({
			is_offer_sent: true,
			price: 250.5,
			offerId: offer.id,
		})
	})

	test('the contact follows clientContactAccess: owner and admin all; a craftsman after contacting, the phone once revealed', async () => {
		const owner = await createUser()
		const job = await createJob({ ownerId: owner.id })
		const contactOf = async (userId: string) => {
			const answer = await getSingle(job.id, (await issueTokens(userId)).accessToken)
			return answer.status === 200
				? [answer.body.data.contactAccess, answer.body.data.contactDetails?.phone ?? null]
				: answer.status
		}
		const noPlan = await createUser({ role: 'oficial' })
		const unverified = await createUser({ role: 'oficial', craftsmanStatus: 'unverified' })
		await subscribe(unverified.id)
		const craftsman = await createUser({ role: 'oficial' })
		await subscribe(craftsman.id)
		// an offer each: only the one past the gate gains anything from it
		for (const who of [noPlan, unverified, craftsman])
			await prisma.offer.create({ data: { jobId: job.id, craftsmanId: who.id, price: 100 } })
		expect(await contactOf(noPlan.id)).toEqual(['none', null])
		expect(await contactOf(unverified.id)).toEqual(['none', null])
		expect(await contactOf(craftsman.id)).toEqual(['contact', ''])
		await prisma.phoneReveal.create({ data: { jobId: job.id, craftsmanId: craftsman.id } })
		expect(await contactOf(craftsman.id)).toEqual(['phone', '612345678'])
		expect(await contactOf(owner.id)).toEqual(['phone', '612345678'])
		expect(await contactOf((await createUser({ role: 'admin' })).id)).toEqual(['phone', '612345678'])
		expect(await contactOf((await createUser()).id)).toBe(404) // another client
	})
})
