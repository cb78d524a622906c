// Two real web clients of /api, replayed call by call (issue 40): each answer read as their axios
// code reads it (`response.data` is the body), for the calls where they and we disagreed.
import { describe, expect, test } from 'vitest'
import { prisma } from '#app/lib/db.server.ts'
import { issueTokens } from '#app/models/auth/api-tokens.server.ts'
import { action as filterAction, loader as filterLoader } from '#app/routes/api/filter.ts'
import { loader as jobsLoader } from '#app/routes/api/get_jobs.ts'
import { action as orderAction, loader as ordersLoader } from '#app/routes/api/subscription/index.ts'
import { action as userAction } from '#app/routes/api/user/index.ts'
import { action as jobpostAction } from '#app/routes/api/jobpost.ts'
import { jobStatus, jobWithOffers, statuses } from '#tests/integration/client/setup.ts'
import { action as craftmanAction } from '#app/routes/api/user/craftman.ts'
import { apiUpload } from '#tests/helpers/uploads.ts'
import { createJob, placeId } from '#tests/factories/jobs.ts'
import { createUser } from '#tests/factories/users.ts'
import { axios, call, jsonRequest, responseJson, testContext } from '#tests/helpers/requests.ts'
import { loader as meLoader } from '#app/routes/api/auth/login.ts'
import { TEST_PASSWORD } from '#tests/factories/users.ts'

const token = async (userId: string) => (await issueTokens(userId)).accessToken

describe('PUT /api/user from a profile form that did not touch the address', () => {
	test('`address: ""` (and `zipCode: ""`) keep the stored place; the name and phone are saved', async () => {
		for (const role of ['cliente', 'oficial'] as const) {
			const user = await createUser({ role })
			const place = await placeId('41001')
			await prisma.user.update({
				where: { id: user.id },
				data: { postalCodeId: place, phone: '612345678', streetAddress: 'Calle Feria 3' },
			})
			const bearer = await token(user.id)
			for (const blank of [{ address: '' }, { address: '', zipCode: '' }, { address: null }]) {
				const { status, data } = await axios(
					userAction,
					'/api/user',
					'PUT',
					{ name: 'Lucía', phone: '622334455', ...blank },
					bearer,
				)
				expect({ role, blank, status }).toEqual({ role, blank, status: 200 })
				expect(data.user).toMatchObject({
					name: 'Lucía',
					phone: '622334455',
					address: { _id: String(place), Postal_Code: '41001' },
				})
			}
		}
	})

	test('a wrong address is still refused and changes nothing', async () => {
		const user = await createUser()
		const { status, data } = await axios(
			userAction,
			'/api/user',
			'PUT',
			{ name: 'Otra', address: 'x' },
			await token(user.id),
		)
		expect(status).toBe(400)
		expect(data.success).toBe(false)
		expect((await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).name).toBe(user.name)
	})
})

describe('GET /api/subscription (the admin’s payments table)', () => {
	test('each order names who ordered as craftsmanId {_id, user, company_name}, beside userId', async () => {
		const craftsman = await createUser({ role: 'oficial' })
		const profile = await prisma.craftsmanProfile.findUniqueOrThrow({ where: { userId: craftsman.id } })
		const ordered = await axios(
			orderAction,
			'/api/subscription',
			'POST',
			{ planId: 'plan-mensual', payment_details: { payment_method: 'bank_transfer' } },
			await token(craftsman.id),
		)
		expect(ordered.status).toBe(201)
		const admin = await createUser({ role: 'admin' })
		const { status, data } = await axios(
			ordersLoader,
			'/api/subscription?payment_status=pending&pageSize=50',
			'GET',
			undefined,
			await token(admin.id),
		)
		expect(status).toBe(200)
		const row = data.data.find((order: { userId: string }) => order.userId === craftsman.id)
		expect(row.craftsmanId).toMatchObject({ _id: profile.id, user: craftsman.id, company_name: profile.companyName })
	})

	test('a literal `undefined` or empty filter means «no filter»', async () => {
		const craftsman = await createUser({ role: 'oficial' })
		const bearer = await token(craftsman.id)
		await axios(
			orderAction,
			'/api/subscription',
			'POST',
			{ planId: 'plan-mensual', payment_details: { payment_method: 'bank_transfer' } },
			bearer,
		)
		for (const query of ['status=undefined', 'status=', 'payment_status=undefined&paymentId=null', 'status=null']) {
			const { status, data } = await axios(ordersLoader, `/api/subscription?${query}`, 'GET', undefined, bearer)
			expect({ query, status, total: data.total }).toEqual({ query, status: 200, total: 1 })
		}
		expect((await axios(ordersLoader, '/api/subscription?status=nada', 'GET', undefined, bearer)).status).toBe(400)
	})
})

describe('GET /api/get_jobs with the job list’s unset filters', () => {
	test('distance=undefined (and empty categories) lists the feed as without them', async () => {
		const job = await createJob({ title: 'Cambiar la caldera' })
		const plain = await axios(jobsLoader, '/api/get_jobs?pageSize=50')
		for (const query of [
			'distance=undefined',
			'distance=null&categories=undefined',
			'distance=&Place_Name=undefined',
		]) {
			const { status, data } = await axios(jobsLoader, `/api/get_jobs?${query}&pageSize=50`)
			expect({ query, status }).toEqual({ query, status: 200 })
			expect(data.total).toBe(plain.data.total)
			expect(data.data.map((row: { _id: string }) => row._id)).toContain(job.id)
		}
		expect((await axios(jobsLoader, '/api/get_jobs?distance=lejos')).status).toBe(400)
	})
})

describe('GET /api/filter', () => {
	test('the saved filter is read at the top level (and `data` keeps it); the job list then has a distance', async () => {
		const craftsman = await createUser({ role: 'oficial' })
		const bearer = await token(craftsman.id)
		const place = await placeId('28001')
		// the feed measures a distance from the craftsman's own place
		await prisma.user.update({ where: { id: craftsman.id }, data: { postalCodeId: place } })
		const saved = await axios(
			filterAction,
			'/api/filter',
			'PUT',
			{ categories: ['electricista'], distance: 30, location: place },
			bearer,
		)
		expect(saved.status).toBe(200)
		expect(saved.data).toMatchObject({ distance: 30, location: { _id: String(place) } })
		const { status, data } = await axios(filterLoader, '/api/filter', 'GET', undefined, bearer)
		expect(status).toBe(200)
		expect(data).toMatchObject({
			categories: ['electrician'],
			distance: 30,
			location: { _id: String(place), Postal_Code: '28001' },
			data: { distance: 30 },
		})
		const feed = await axios(jobsLoader, `/api/get_jobs?distance=${data.distance}`, 'GET', undefined, bearer)
		expect(feed.status).toBe(200)
	})
})

describe('PUT /api/user/craftman {document}: one new document from the messages page', () => {
	test('adds the documents it names and removes none; `documents` still replaces the whole list', async () => {
		const craftsman = await createUser({ role: 'oficial' })
		const bearer = await token(craftsman.id)
		const put = (body: object) => axios(craftmanAction, '/api/user/craftman', 'PUT', body, bearer)
		const links = (data: { user_details: { craftsman: { documents: Array<{ document_link: string }> } } }) =>
			data.user_details.craftsman.documents.map((doc) => doc.document_link)

		const first = await apiUpload({ token: bearer })
		const listed = await put({ documents: [{ document_type: 'craft_card', document_link: first.url }] })
		expect(listed.status).toBe(200)
		const [kept] = links(listed.data)

		const second = await apiUpload({ token: bearer })
		const added = await put({ document: [{ document_type: 'trade_licence', document_link: second.url }] })
		expect(added.status).toBe(200)
		expect(added.data.user_details.craftsman.documents).toMatchObject([
			{ document_type: 'craft_card', document_link: kept },
			{ document_type: 'trade_licence', document_link: expect.stringMatching(/^\/documentos\//) },
		])
		// the same link again adds nothing
		const again = await put({ document: [{ document_type: 'craft_card', document_link: kept }] })
		expect(links(again.data)).toEqual(links(added.data))

		const third = await apiUpload({ token: bearer })
		const replaced = await put({ documents: [{ document_type: 'identity', document_link: third.url }] })
		expect(replaced.data.user_details.craftsman.documents).toMatchObject([{ document_type: 'identity' }])
	})

	test('someone else’s upload is refused and changes nothing', async () => {
		const craftsman = await createUser({ role: 'oficial' })
		const other = await createUser({ role: 'oficial' })
		const foreign = await apiUpload({ token: await token(other.id) })
		const { status, data } = await axios(
			craftmanAction,
			'/api/user/craftman',
			'PUT',
			{ document: [{ document_type: 'identity', document_link: foreign.url }] },
			await token(craftsman.id),
		)
		expect([status, data.message]).toEqual([400, 'Documento no válido'])
		const profile = await prisma.craftsmanProfile.findUniqueOrThrow({ where: { userId: craftsman.id } })
		expect(await prisma.craftsmanDocument.count({ where: { craftsmanId: profile.id } })).toBe(0)
	})
})

describe('PUT /api/jobpost {status: "close"}', () => {
	test('closes the job as «Cerrar trabajo» does: its pending offers are refused; a closed job cannot close again', async () => {
		const { client, job, offers } = await jobWithOffers(2)
		const bearer = await token(client.id)
		const put = (id: string, data: object, as = bearer) =>
			axios(jobpostAction, `/api/jobpost?id=${id}`, 'PUT', { data }, as)
		const closed = await put(job.id, { status: 'close' })
		expect(closed.status).toBe(200)
		expect(closed.data).toMatchObject({ message: 'Trabajo cerrado', job: { _id: job.id } })
		expect(await jobStatus(job.id)).toBe('closed')
		expect(await statuses(offers.map((offer) => offer.id))).toEqual(['rejected', 'rejected'])

		const again = await put(job.id, { status: 'close', additional_job_description: 'Otra descripción del trabajo.' })
		expect([again.status, again.data.message]).toEqual([400, 'Solo puedes cerrar un trabajo abierto o asignado'])
		expect((await prisma.job.findUniqueOrThrow({ where: { id: job.id } })).description).toBe(job.description)
	})

	test('another status is a clear 400; someone else’s job is not found; nothing changes', async () => {
		const { client, job } = await jobWithOffers(1)
		const stranger = await createUser()
		const other = await axios(
			jobpostAction,
			`/api/jobpost?id=${job.id}`,
			'PUT',
			{ data: { status: 'open' } },
			await token(client.id),
		)
		expect([other.status, other.data.message]).toEqual([
			400,
			'Estado no válido: solo «close» cambia el estado (cierra el trabajo)',
		])
		const foreign = await axios(
			jobpostAction,
			`/api/jobpost?id=${job.id}`,
			'PUT',
			{ data: { status: 'close' } },
			await token(stranger.id),
		)
		expect(foreign.status).toBe(404)
		expect(await jobStatus(job.id)).toBe('open')
	})
})

describe('POST /api/jobpost by a visitor with an existing client’s email and her password', () => {
	const newJob = async (contactDetails: object) => ({
		newData: {
			category: 'electricista',
			serviceTitle: { service_title: 'Cambiar un enchufe', other_title: '' },
			additional_job_description: 'Un enchufe quemado en la cocina.',
			images: [],
			location: await placeId('28001'),
			working_schedule: 'flexible',
			contactDetails: { name: 'Lola Flores', phone: '612345678', ...contactDetails },
		},
	})
	const post = async (body: object, ip: string) =>
		responseJson(await call(jobpostAction, jsonRequest('/api/jobpost', 'POST', body), { context: testContext(ip) }))

	test('the right password signs her in and posts as her, with her tokens (spec 001 §6)', async () => {
		const client = await createUser()
		const { status, body } = await post(await newJob({ email: client.email, password: TEST_PASSWORD }), '10.40.0.1')
		expect(status).toBe(201)
		expect(body).toMatchObject({
			info: 'Tu trabajo se ha publicado.',
			accessToken: expect.any(String),
			refreshToken: expect.any(String),
			user_details: { _id: client.id, email: client.email },
			job: { _id: expect.any(String) },
		})
		expect((await prisma.job.findUniqueOrThrow({ where: { id: body.job._id } })).ownerId).toBe(client.id)
		const me = await axios(meLoader, '/api/auth/login', 'GET', undefined, body.accessToken)
		expect(me.data._id).toBe(client.id)
		// without the password it is still the 409 that asks for it
		const asked = await post(await newJob({ email: client.email }), '10.40.0.2')
		expect([asked.status, asked.body.message]).toEqual([409, 'Este correo ya tiene cuenta: escribe tu contraseña'])
		// a new guest's empty password is no password
		const guest = await post(await newJob({ email: 'nueva.invitada@example.com', password: '' }), '10.40.0.3')
		expect(guest.status).toBe(201)
		expect(guest.body.info).toMatch(/hemos creado tu cuenta/)
	})

	test('a wrong password posts nothing; the sign-in limits of the page hold, and then refuse the right one too', async () => {
		const client = await createUser()
		const ip = '10.40.1.1'
		const jobs = () => prisma.job.count({ where: { ownerId: client.id } })
		for (let attempt = 0; attempt < 8; attempt++) {
			const wrong = await post(await newJob({ email: client.email, password: 'NoEsLaMia#1' }), ip)
			expect([attempt, wrong.status, wrong.body.message]).toEqual([
				attempt,
				401,
				'Correo electrónico o contraseña incorrectos',
			])
		}
		const locked = await post(await newJob({ email: client.email, password: TEST_PASSWORD }), ip)
		expect(locked.status).toBe(429)
		expect(locked.body.accessToken).toBeUndefined()
		expect(await jobs()).toBe(0)
	}, 60_000)
})
