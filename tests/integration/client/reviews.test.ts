import { describe, expect, test } from 'vitest'
import { prisma } from '#app/lib/db.server.ts'
import { getPublicProfile } from '#app/models/craftsmen/profile.server.ts'
import { issueTokens } from '#app/models/auth/api-tokens.server.ts'
import { REVIEW_MESSAGES, updateReview } from '#app/models/reviews/reviews.server.ts'
import { action as apiReviews } from '#app/routes/api/reviews.ts'
import { action, loader } from '#app/routes/tablero/$role/trabajos/$jobId/valorar.tsx'
import { createUser } from '#tests/factories/users.ts'
import {
	call,
	formRequest,
	getRequest,
	jsonRequest,
	redirectLocation,
	sessionCookie,
	unwrap,
} from '#tests/helpers/requests.ts'
import { footprint, jobWithOffers, notificationsOf } from './setup.ts'

const path = (jobId: string) => `/tablero/cliente/trabajos/${jobId}/valorar`

async function post(jobId: string, fields: Record<string, string>, userId?: string) {
	const cookie = userId ? await sessionCookie(userId) : undefined
	return call(action, formRequest(path(jobId), fields, { cookie }), { params: { role: 'cliente', jobId } })
}

async function view(jobId: string, userId: string) {
	return call(loader, getRequest(path(jobId), { cookie: await sessionCookie(userId) }), {
		params: { role: 'cliente', jobId },
	})
}

/** A job whose first offer was accepted and completed. */
async function completedJob() {
	const setup = await jobWithOffers(2)
	await prisma.job.update({ where: { id: setup.job.id }, data: { status: 'completed' } })
	await prisma.offer.update({ where: { id: setup.offers[0]!.id }, data: { status: 'completed' } })
	await prisma.offer.update({ where: { id: setup.offers[1]!.id }, data: { status: 'rejected' } })
	const profile = await prisma.craftsmanProfile.findUniqueOrThrow({ where: { userId: setup.offers[0]!.craftsmanId } })
	return { ...setup, craftsmanUserId: setup.offers[0]!.craftsmanId, profile }
}

const formErrors = (result: unknown) => unwrap(result).data.result.error as Record<string, string[]>

describe('reviews after completion', () => {
	test('the client rates the craftsman who completed the job: shown on the profile with the new average; craftsman told', async () => {
		const { client, job, profile, craftsmanUserId } = await completedJob()
		await prisma.review.create({ data: { craftsmanId: profile.id, rating: 4, comment: 'Anterior' } })
		expect(unwrap(await view(job.id, client.id)).data).toMatchObject({
			jobId: job.id,
			companyName: profile.companyName,
			review: null,
		})
		const result = await post(job.id, { rating: '5', comment: 'Trabajo impecable y puntual.' }, client.id)
		expect(redirectLocation(result)).toBe(`/tablero/cliente/trabajos#trabajo-${job.id}`)
		const review = await prisma.review.findUniqueOrThrow({ where: { jobId: job.id } })
		expect([review.craftsmanId, review.authorId, review.rating, review.comment]).toEqual([
			profile.id,
			client.id,
			5,
			'Trabajo impecable y puntual.',
		])
		const publicProfile = await getPublicProfile(profile.companySlug)
		expect([publicProfile!.avgRating, publicProfile!.reviewCount]).toEqual([4.5, 2])
		expect(publicProfile!.reviews.map((item) => item.comment)).toContain('Trabajo impecable y puntual.')
		expect(await notificationsOf(craftsmanUserId)).toEqual([
			{ text: 'Has recibido una valoración de 5 estrellas', link: `/oficial/${profile.companySlug}` },
		])
	})

	test('the average is rounded to 2 decimals', async () => {
		const { client, job, profile } = await completedJob()
		await prisma.review.createMany({
			data: [5, 5].map((rating) => ({ craftsmanId: profile.id, rating, comment: 'x' })),
		})
		await post(job.id, { rating: '4', comment: 'Bien' }, client.id)
		expect((await getPublicProfile(profile.companySlug))!.avgRating).toBe(4.67)
	})

	test('rating 1 to 5 and a comment are required, with the spec messages; nothing is written', async () => {
		const { client, job } = await completedJob()
		const before = await footprint()
		for (const rating of ['0', '6', '2.5', 'abc', '']) {
			const result = await post(job.id, { rating, comment: 'Bien' }, client.id)
			expect(unwrap(result).status).toBe(400)
			expect(formErrors(result).rating).toEqual(['La valoración debe estar entre 1 y 5'])
		}
		const noComment = await post(job.id, { rating: '3', comment: '   ' }, client.id)
		expect(formErrors(noComment).comment).toEqual(['Se requiere un comentario'])
		expect(await footprint()).toEqual(before)
	})

	test('only once per job; edits within 30 days change the same review, later ones are refused', async () => {
		const { client, job, profile } = await completedJob()
		await post(job.id, { rating: '3', comment: 'Regular' }, client.id)
		const { createReview } = await import('#app/models/reviews/reviews.server.ts')
		await expect(createReview({ clientId: client.id, jobId: job.id, rating: 5, comment: 'Otra' })).rejects.toThrow(
			'Ya has valorado este trabajo',
		)
		// the page edits the existing review
		expect(unwrap(await view(job.id, client.id)).data.review).toEqual({ rating: 3, comment: 'Regular' })
		await post(job.id, { rating: '4', comment: 'Mejor de lo que pensaba' }, client.id)
		expect(await prisma.review.count({ where: { jobId: job.id } })).toBe(1)
		expect((await getPublicProfile(profile.companySlug))!.avgRating).toBe(4)
		// 31 days later
		await prisma.review.update({
			where: { jobId: job.id },
			data: { createdAt: new Date(Date.now() - 31 * 86_400_000) },
		})
		const before = await footprint()
		const late = await post(job.id, { rating: '1', comment: 'Cambio' }, client.id)
		expect(unwrap(late).status).toBe(403)
		expect(unwrap(late).data.result.error['']).toEqual(['Solo puedes editar tu valoración durante 30 días'])
		expect(redirectLocation(await view(job.id, client.id))).toBe('/tablero/cliente/trabajos')
		await expect(updateReview({ clientId: client.id, jobId: job.id, rating: 1, comment: 'x' })).rejects.toThrow(
			'Solo puedes editar tu valoración durante 30 días',
		)
		expect(await footprint()).toEqual(before)
	})

	test('not before completion, not by another client, a craftsman or anonymous visitors', async () => {
		const open = await jobWithOffers(1)
		let before = await footprint()
		const early = await post(open.job.id, { rating: '5', comment: 'Pronto' }, open.client.id)
		expect(unwrap(early).data.result.error['']).toEqual(['Solo puedes valorar un trabajo terminado'])
		expect(redirectLocation(await view(open.job.id, open.client.id))).toBe('/tablero/cliente/trabajos')
		expect(await footprint()).toEqual(before)

		const { job, craftsmanUserId } = await completedJob()
		const other = await createUser()
		before = await footprint()
		expect(unwrap(await post(job.id, { rating: '5', comment: 'Ajeno' }, other.id)).data.result.error['']).toEqual([
			'Trabajo no encontrado',
		])
		expect(redirectLocation(await post(job.id, { rating: '5', comment: 'Yo mismo' }, craftsmanUserId))).toBe(
			'/tablero/oficial',
		)
		expect(redirectLocation(await post(job.id, { rating: '5', comment: 'Anónimo' }))).toMatch(/^\/iniciar-sesion/)
		expect(await footprint()).toEqual(before)
	})
})

describe('only a verified email counts', () => {
	test('a client whose email is not verified is asked to verify first (with the resend form) and cannot post a review, by page or /api', async () => {
		const { client, job, profile, offers } = await completedJob()
		await prisma.user.update({ where: { id: client.id }, data: { emailVerified: false } })
		expect(unwrap(await view(job.id, client.id)).data).toMatchObject({ verified: false })
		const before = await footprint()
		const refused = unwrap(await post(job.id, { rating: '5', comment: 'Cinco estrellas' }, client.id))
		expect(refused.status).toBe(403)
		expect(refused.data.result.error['']).toEqual([REVIEW_MESSAGES.verifyFirst])
		const { accessToken } = await issueTokens(client.id)
		const api = (await call(
			apiReviews,
			jsonRequest(
				'/api/reviews',
				'POST',
				{ offerId: offers[0]!.id, rating: 5, comment: 'Cinco' },
				{ token: accessToken },
			),
		)) as Response
		expect(api.status).toBe(403)
		expect((await api.json()).message).toBe(REVIEW_MESSAGES.verifyFirst)
		expect(await footprint()).toEqual(before)
		expect((await getPublicProfile(profile.companySlug))!.reviewCount).toBe(0)
		// once verified, the same review goes through
		await prisma.user.update({ where: { id: client.id }, data: { emailVerified: true } })
		expect(unwrap(await view(job.id, client.id)).data).toMatchObject({ verified: true })
		expect(redirectLocation(await post(job.id, { rating: '5', comment: 'Cinco estrellas' }, client.id))).toBe(
			`/tablero/cliente/trabajos#trabajo-${job.id}`,
		)
	})
})
