import { describe, expect, test } from 'vitest'
import { prisma } from '#app/lib/db.server.ts'
import { issueTokens } from '#app/models/auth/api-tokens.server.ts'
import { action as completeAction } from '#app/routes/api/jobpost/complete.ts'
import { action as offerStatusAction } from '#app/routes/api/jobpost/offer_status.ts'
import { action as jobpostAction } from '#app/routes/api/jobpost.ts'
import { action as reviewsAction, loader as reviewsLoader } from '#app/routes/api/reviews.ts'
import { createUser } from '#tests/factories/users.ts'
import { call, getRequest, jsonRequest } from '#tests/helpers/requests.ts'
import { footprint, jobStatus, jobWithOffers, notificationsOf, statuses } from '#tests/integration/client/setup.ts'

type Handler = Parameters<typeof call>[0]

async function send(handler: Handler, path: string, method: string, body: object, userId?: string) {
	const token = userId ? (await issueTokens(userId)).accessToken : undefined
	const response = (await call(handler, jsonRequest(path, method, body, { token }))) as Response
	return { status: response.status, body: await response.json() }
}
const offerStatus = (body: object, userId?: string) =>
	send(offerStatusAction, '/api/jobpost/offer_status', 'PUT', body, userId)
const complete = (body: object, userId?: string) => send(completeAction, '/api/jobpost/complete', 'PUT', body, userId)
const review = (method: 'POST' | 'PUT', body: object, userId?: string) =>
	send(reviewsAction, '/api/reviews', method, body, userId)

describe('PUT /api/jobpost/offer_status and /api/jobpost/complete', () => {
	test('the job client accepts, then completes: statuses, messages and notifications', async () => {
		const { client, job, offers } = await jobWithOffers(2)
		// the accepted offer itself (`data`) is checked in accept-offer.contract.test.ts
		expect(await offerStatus({ offerId: offers[0]!.id, status: 'accepted' }, client.id)).toMatchObject({
			status: 200,
			body: {
				success: true,
				message: 'Oferta aceptada',
				offerId: offers[0]!.id,
				jobId: job.id,
				status: 'accepted',
				data: { _id: offers[0]!.id },
			},
		})
		expect(await statuses(offers.map((offer) => offer.id))).toEqual(['accepted', 'rejected'])
		expect(await complete({ id: job.id }, client.id)).toEqual({
			status: 200,
			body: { success: true, message: 'Trabajo marcado como terminado', jobId: job.id, status: 'completed' },
		})
		expect(await jobStatus(job.id)).toBe('completed')
		expect(await statuses(offers.map((offer) => offer.id))).toEqual(['completed', 'rejected'])
		expect((await notificationsOf(offers[0]!.craftsmanId)).length).toBe(2)
	})

	test('reject one; bad status, other users, wrong states and anonymous callers change nothing', async () => {
		const { client, job, offers } = await jobWithOffers(2)
		expect((await offerStatus({ offerId: offers[0]!.id, status: 'rejected' }, client.id)).body.message).toBe(
			'Oferta rechazada',
		)
		const [other, craftsman] = await Promise.all([createUser(), createUser({ role: 'oficial' })])
		const before = await footprint()
		const refusal = async (promise: Promise<{ status: number; body: { message: string } }>) =>
			promise.then(({ status, body }) => [status, body.message])
		expect(await refusal(offerStatus({ offerId: offers[1]!.id, status: 'withdrawn' }, client.id))).toEqual([
			400,
			'El estado debe ser accepted o rejected',
		])
		expect(await refusal(offerStatus({ status: 'accepted' }, client.id))).toEqual([
			400,
			'Se requiere la oferta (offerId)',
		])
		expect(await refusal(offerStatus({ offerId: offers[0]!.id, status: 'accepted' }, client.id))).toEqual([
			409,
			'Esta oferta ya no está pendiente',
		])
		expect(await refusal(offerStatus({ offerId: offers[1]!.id, status: 'accepted' }, other.id))).toEqual([
			404,
			'Oferta no encontrada',
		])
		expect(await refusal(offerStatus({ offerId: offers[1]!.id, status: 'accepted' }, craftsman.id))).toEqual([
			403,
			'No tienes permiso para acceder a este recurso',
		])
		expect(await refusal(offerStatus({ offerId: offers[1]!.id, status: 'accepted' }, offers[1]!.craftsmanId))).toEqual([
			403,
			'No tienes permiso para acceder a este recurso',
		])
		expect(await refusal(offerStatus({ offerId: offers[1]!.id, status: 'accepted' }))).toEqual([
			401,
			'Sesión caducada. Vuelve a iniciar sesión.',
		])
		expect(await refusal(complete({ id: job.id }, client.id))).toEqual([
			409,
			'Solo puedes marcar como terminado un trabajo asignado',
		])
		expect(await refusal(complete({ id: job.id }, other.id))).toEqual([404, 'Trabajo no encontrado'])
		expect(await refusal(complete({}, client.id))).toEqual([400, 'Se requiere el trabajo (id)'])
		expect(await refusal(complete({ id: job.id }))).toEqual([401, 'Sesión caducada. Vuelve a iniciar sesión.'])
		expect(await footprint()).toEqual(before)
		expect(
			((await call(completeAction, jsonRequest('/api/jobpost/complete', 'POST', { id: job.id }))) as Response).status,
		).toBe(405)
	})

	test('PUT /api/jobpost keeps working for the owner only', async () => {
		const { client, job } = await jobWithOffers(0)
		const other = await createUser()
		const put = (userId: string) =>
			send(
				jobpostAction,
				`/api/jobpost?id=${job.id}`,
				'PUT',
				{ data: { additional_job_description: 'Nuevo texto' } },
				userId,
			)
		expect((await put(other.id)).status).toBe(404)
		expect((await put(client.id)).body.message).toBe('Trabajo actualizado correctamente')
		expect((await prisma.job.findUniqueOrThrow({ where: { id: job.id } })).description).toBe('Nuevo texto')
	})
})

describe('POST and PUT /api/reviews', () => {
	async function completed() {
		const setup = await jobWithOffers(1)
		await offerStatus({ offerId: setup.offers[0]!.id, status: 'accepted' }, setup.client.id)
		return setup
	}

	test('after completion: one review, editable; validation messages; others refused', async () => {
		const { client, job, offers } = await completed()
		const body = { jobId: job.id, rating: 5, comment: 'Excelente' }
		expect((await review('POST', body, client.id)).body.message).toBe('Solo puedes valorar un trabajo terminado')
		await complete({ id: job.id }, client.id)
		expect((await review('PUT', body, client.id)).body.message).toBe('Todavía no has valorado este trabajo')
		const created = await review('POST', body, client.id)
		expect(created).toEqual({
			status: 201,
			body: {
				success: true,
				message: 'Gracias por tu valoración',
				review: { _id: expect.any(String), job: job.id, rating: 5, comment: 'Excelente' },
			},
		})
		expect(await review('POST', body, client.id)).toMatchObject({
			status: 409,
			body: { message: 'Ya has valorado este trabajo' },
		})
		expect(await review('PUT', { ...body, rating: 4 }, client.id)).toMatchObject({
			status: 200,
			body: { message: 'Valoración actualizada' },
		})
		expect(await review('PUT', { ...body, rating: 7 }, client.id)).toMatchObject({
			status: 400,
			body: { message: 'La valoración debe estar entre 1 y 5' },
		})
		expect(await review('PUT', { ...body, comment: '' }, client.id)).toMatchObject({
			status: 400,
			body: { message: 'Se requiere un comentario' },
		})
		expect(await review('PUT', body, (await createUser()).id)).toMatchObject({
			status: 404,
			body: { message: 'Trabajo no encontrado' },
		})
		expect(await review('PUT', body, offers[0]!.craftsmanId)).toMatchObject({ status: 403 })
		expect(await review('POST', body)).toMatchObject({ status: 401 })
		await prisma.review.update({
			where: { jobId: job.id },
			data: { createdAt: new Date(Date.now() - 31 * 86_400_000) },
		})
		expect(await review('PUT', body, client.id)).toMatchObject({
			status: 403,
			body: { message: 'Solo puedes editar tu valoración durante 30 días' },
		})
		expect((await prisma.review.findUniqueOrThrow({ where: { jobId: job.id } })).rating).toBe(4)
		// GET lists a craftsman's own reviews (reviews.contract.test.ts): a token is needed
		expect(((await call(reviewsLoader, getRequest('/api/reviews'))) as Response).status).toBe(401)
	})
})
