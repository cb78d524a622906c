import { describe, expect, test } from 'vitest'
import { readOutbox } from '#app/emails/outbox.server.ts'
import { runQueuedJobs } from '#tests/helpers/queue.ts'
import { prisma } from '#app/lib/db.server.ts'
import { issueTokens } from '#app/models/auth/api-tokens.server.ts'
import { deliverJobAlerts } from '#app/models/job-alerts/match.server.ts'
import { action as filterAction, loader as filterLoader } from '#app/routes/api/filter.ts'
import { action as alertAction, loader as alertLoader } from '#app/routes/api/jobalert/index.ts'
import { action as sendAction, loader as sendLoader } from '#app/routes/api/jobalert/send_alert.ts'
import { createJob, placeId } from '#tests/factories/jobs.ts'
import { createUser } from '#tests/factories/users.ts'
import { call, jsonRequest, responseJson } from '#tests/helpers/requests.ts'

const tokenFor = async (role: 'oficial' | 'cliente' | 'admin') => {
	const user = await createUser({ role })
	return { user, token: (await issueTokens(user.id)).accessToken }
}
const getFilter = async (token?: string) =>
	responseJson(await call(filterLoader, jsonRequest('/api/filter', 'GET', undefined, { token })))
const putFilter = async (token: string | undefined, body: object) =>
	responseJson(await call(filterAction, jsonRequest('/api/filter', 'PUT', body, { token })))
const getAlerts = async (token?: string) =>
	responseJson(await call(alertLoader, jsonRequest('/api/jobalert', 'GET', undefined, { token })))
const putAlert = async (token: string | undefined, body: object) =>
	responseJson(await call(alertAction, jsonRequest('/api/jobalert', 'PUT', body, { token })))
const sendDigests = async (token?: string) =>
	responseJson(await call(sendAction, jsonRequest('/api/jobalert/send_alert', 'POST', undefined, { token })))

describe('GET and PUT /api/filter', () => {
	test('an empty filter first, then the saved one with its place', async () => {
		const { token } = await tokenFor('oficial')
		expect(await getFilter(token)).toEqual({
			status: 200,
			// at the top level, as the clients read it; `data` repeats it
			body: {
				success: true,
				...{ _id: null, categories: [], distance: null, location: null },
				data: { _id: null, categories: [], distance: null, location: null },
			},
		})
		const madrid = await placeId('28001')
		const saved = await putFilter(token, { categories: ['electricista'], distance: 25, location: madrid })
		expect(saved.status).toBe(200)
		expect(saved.body).toMatchObject({
			success: true,
			info: 'Filtro guardado',
			data: { categories: ['electrician'], distance: 25, location: { _id: String(madrid), Postal_Code: '28001' } },
		})
		expect((await getFilter(token)).body.data).toEqual(saved.body.data)
		const cleared = await putFilter(token, { categories: [], distance: null, location: null })
		expect(cleared.body.data).toMatchObject({ categories: [], distance: null, location: null })
	})

	test('bad input: distance under 1, unknown trade or place; nothing changes', async () => {
		const { token } = await tokenFor('oficial')
		expect(await putFilter(token, { distance: 0 })).toMatchObject({
			status: 400,
			body: { success: false, message: 'La distancia debe ser al menos 1' },
		})
		expect(await putFilter(token, { categories: ['nada'] })).toMatchObject({
			status: 400,
			body: { message: 'Categoría no encontrada' },
		})
		expect(await putFilter(token, { location: 999999999 })).toMatchObject({
			status: 400,
			body: { message: 'Ubicación no encontrada' },
		})
		expect((await getFilter(token)).body.data._id).toBeNull()
	})

	test('only craftsmen: 401 without a token, 403 for clients, 405 for other methods', async () => {
		const client = await tokenFor('cliente')
		expect((await getFilter()).status).toBe(401)
		expect((await getFilter(client.token)).status).toBe(403)
		expect((await putFilter(client.token, {})).status).toBe(403)
		const { token } = await tokenFor('oficial')
		expect(
			(await responseJson(await call(filterAction, jsonRequest('/api/filter', 'POST', {}, { token })))).status,
		).toBe(405)
	})
})

describe('GET and PUT /api/jobalert', () => {
	test('create (201), list own, update own (200)', async () => {
		const { token } = await tokenFor('oficial')
		const madrid = await placeId('28001')
		const created = await putAlert(token, {
			categories: ['electrician'],
			distance: 30,
			location: madrid,
			frequency: 'daily',
		})
		expect(created.status).toBe(201)
		expect(created.body).toMatchObject({
			success: true,
			info: 'Alerta de empleo creada',
			data: {
				_id: expect.any(String),
				categories: ['electrician'],
				distance: 30,
				location: { _id: String(madrid), Place_Name: expect.any(String), Postal_Code: '28001' },
				frequency: 'daily',
			},
		})
		const listed = await getAlerts(token)
		expect(listed).toMatchObject({ status: 200, body: { success: true, data: [{ _id: created.body.data._id }] } })
		const updated = await putAlert(token, {
			_id: created.body.data._id,
			categories: [],
			distance: 10,
			location: madrid,
		})
		expect(updated).toMatchObject({
			status: 200,
			body: {
				info: 'Alerta de empleo actualizada',
				data: { _id: created.body.data._id, categories: [], distance: 10, frequency: 'immediately' },
			},
		})
	})

	test("others' alerts are invisible and cannot be updated; bad input is refused", async () => {
		const owner = await tokenFor('oficial')
		const other = await tokenFor('oficial')
		const madrid = await placeId('28001')
		const { body } = await putAlert(owner.token, { distance: 30, location: madrid })
		expect((await getAlerts(other.token)).body.data).toEqual([])
		expect(await putAlert(other.token, { _id: body.data._id, distance: 99, location: madrid })).toMatchObject({
			status: 404,
			body: { success: false, message: 'Alerta no encontrada' },
		})
		expect(await putAlert(owner.token, { distance: 0, location: madrid })).toMatchObject({
			status: 400,
			body: { message: 'La distancia debe ser al menos 1' },
		})
		expect(await putAlert(owner.token, { distance: 5 })).toMatchObject({
			status: 400,
			body: { message: 'Elige un lugar' },
		})
		expect(await putAlert(owner.token, { distance: 5, location: madrid, frequency: 'weekly' })).toMatchObject({
			status: 400,
			body: { message: 'Elige la frecuencia' },
		})
		expect((await getAlerts(owner.token)).body.data).toMatchObject([{ distance: 30 }])
	})

	test('only craftsmen', async () => {
		const client = await tokenFor('cliente')
		expect((await getAlerts()).status).toBe(401)
		expect((await getAlerts(client.token)).status).toBe(403)
		expect((await putAlert(client.token, {})).status).toBe(403)
	})
})

describe('POST /api/jobalert/send_alert', () => {
	test('admins only: 401 without a token, 403 for craftsmen, 405 for GET', async () => {
		const craftsman = await tokenFor('oficial')
		expect((await sendDigests()).status).toBe(401)
		expect((await sendDigests(craftsman.token)).status).toBe(403)
		expect((await responseJson(await call(sendLoader, jsonRequest('/api/jobalert/send_alert', 'GET')))).status).toBe(
			405,
		)
	})

	test('sends the pending daily digests once', async () => {
		const { user, token } = await tokenFor('oficial')
		await putAlert(token, { distance: 30, location: await placeId('28001'), frequency: 'daily' })
		const job = await createJob({ postalCode: '28001', title: 'Alicatar la cocina' })
		await deliverJobAlerts(job.id)
		const admin = await tokenFor('admin')
		const sent = await sendDigests(admin.token)
		expect(sent).toMatchObject({
			status: 200,
			body: { success: true, emails: expect.any(Number), jobs: expect.any(Number) },
		})
		expect(sent.body.emails).toBeGreaterThanOrEqual(1)
		await runQueuedJobs()
		expect(readOutbox(user.email).map((email) => email.subject)).toEqual(['Resumen diario: 1 trabajo nuevo para ti'])
		expect(await sendDigests(admin.token)).toMatchObject({ body: { emails: 0, jobs: 0 } })
		await runQueuedJobs()
		expect(readOutbox(user.email)).toHaveLength(1)
		expect(await prisma.notification.count({ where: { userId: user.id } })).toBe(1)
	})
})
