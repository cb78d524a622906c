import { describe, expect, test } from 'vitest'
import { prisma } from '#app/lib/db.server.ts'
import { issueTokens } from '#app/models/auth/api-tokens.server.ts'
import { action } from '#app/routes/api/offers/index.ts'
import { createJob, createViewers } from '#tests/factories/jobs.ts'
import { createUser } from '#tests/factories/users.ts'
import { call, jsonRequest } from '#tests/helpers/requests.ts'

async function postOffer(body: object, userId?: string) {
	const token = userId ? (await issueTokens(userId)).accessToken : undefined
	const response = (await call(action, jsonRequest('/api/offers', 'POST', body, { token }))) as Response
	return { status: response.status, body: await response.json() }
}

describe('POST /api/offers', () => {
	test('a subscribed craftsman sends an offer: {message}, a pending offer, the client notified', async () => {
		const { subscribed } = await createViewers()
		const owner = await createUser()
		const job = await createJob({ ownerId: owner.id })
		const answer = await postOffer(
			{ client: owner.id, job: job.id, price: 180, handymanName: 'Da igual' },
			subscribed.id,
		)
		expect(answer).toEqual({
			status: 201,
			body: { success: true, message: 'Oferta enviada con éxito', offerId: expect.any(String) },
		})
		const offer = await prisma.offer.findUniqueOrThrow({ where: { id: answer.body.offerId } })
		expect([offer.jobId, offer.craftsmanId, offer.status, offer.price.toNumber()]).toEqual([
			job.id,
			subscribed.id,
			'pending',
			180,
		])
		expect(await prisma.notification.count({ where: { userId: owner.id } })).toBe(1)
		expect(await postOffer({ client: owner.id, job: job.id, price: 200 }, subscribed.id)).toEqual({
			status: 409,
			body: { success: false, message: 'Ya has enviado una oferta para este trabajo' },
		})
	})

	test('the permission matrix: 401, 403 and 402 with the spec messages; nothing is created', async () => {
		const viewers = await createViewers()
		const job = await createJob()
		const body = { client: job.ownerId, job: job.id, price: 100 }
		expect(await postOffer(body)).toEqual({
			status: 401,
			body: { success: false, message: 'Sesión caducada. Vuelve a iniciar sesión.' },
		})
		const refusal = async (userId: string) => postOffer(body, userId).then(({ status, body }) => [status, body.message])
		const notCraftsman = 'Inicia sesión como profesional para enviar una oferta'
		expect(await refusal(viewers.client.id)).toEqual([403, notCraftsman])
		expect(await refusal(job.ownerId)).toEqual([403, notCraftsman])
		expect(await refusal(viewers.admin.id)).toEqual([403, notCraftsman])
		expect(await refusal(viewers.unverified.id)).toEqual([
			403,
			'Tu perfil aún no está activado... Te avisaremos en cuanto lo verifiquemos.',
		])
		expect(await refusal(viewers.unsubscribed.id)).toEqual([
			402,
			'Se requiere una suscripción pagada para esta característica',
		])
		expect(await prisma.offer.count({ where: { jobId: job.id } })).toBe(0)
		expect(await prisma.notification.count({ where: { userId: job.ownerId } })).toBe(0)
	})

	test('bad input: the price rule, an unknown or hidden job, a client who is not the owner, a closed job', async () => {
		const { subscribed } = await createViewers()
		const job = await createJob()
		const hidden = await createJob({ hiddenAt: new Date() })
		const closed = await createJob({ status: 'assigned' })
		const send = (body: object) => postOffer(body, subscribed.id).then(({ status, body }) => [status, body.message])
		expect(await send({ job: job.id, price: 0 })).toEqual([400, 'El precio debe ser un número mayor o igual que 1'])
		expect(await send({ job: job.id, price: 'mucho' })).toEqual([
			400,
			'El precio debe ser un número mayor o igual que 1',
		])
		expect(await send({ job: job.id })).toEqual([400, 'El precio debe ser un número mayor o igual que 1'])
		expect(await send({ price: 50 })).toEqual([400, 'Se requiere el trabajo'])
		expect(await send({ job: 'no-existe', price: 50 })).toEqual([404, 'Trabajo no encontrado'])
		expect(await send({ job: hidden.id, price: 50 })).toEqual([404, 'Trabajo no encontrado'])
		expect(await send({ job: job.id, client: subscribed.id, price: 50 })).toEqual([
			400,
			'El cliente no corresponde a este trabajo',
		])
		expect(await send({ job: closed.id, price: 50 })).toEqual([409, 'Este trabajo ya no acepta ofertas'])
		expect(await prisma.offer.count({ where: { craftsmanId: subscribed.id } })).toBe(0)
	})

	test('other methods answer 405', async () => {
		expect(((await call(action, jsonRequest('/api/offers', 'DELETE'))) as Response).status).toBe(405)
	})
})
