// Reviews through /api as the contract's clients call them (read as axios does): a craftsman lists
// their own reviews page by page; a client reviews the craftsman from the offer that completed the
// job (`offerId`), with the rules of the page's review form. `jobId` stays accepted.
import { describe, expect, test } from 'vitest'
import { prisma } from '#app/lib/db.server.ts'
import { issueTokens } from '#app/models/auth/api-tokens.server.ts'
import { action as reviewsAction, loader as reviewsLoader } from '#app/routes/api/reviews.ts'
import { createUser } from '#tests/factories/users.ts'
import { call, jsonRequest, responseJson } from '#tests/helpers/requests.ts'
import { jobWithOffers } from '#tests/integration/client/setup.ts'

const token = async (userId: string) => (await issueTokens(userId)).accessToken
const post = async (body: object, userId: string) =>
	responseJson(await call(reviewsAction, jsonRequest('/api/reviews', 'POST', body, { token: await token(userId) })))
const list = async (query: string, userId?: string) =>
	responseJson(
		await call(
			reviewsLoader,
			jsonRequest(`/api/reviews${query}`, 'GET', undefined, { token: userId ? await token(userId) : undefined }),
		),
	)

/** A completed job: its first offer completed, the second rejected. */
async function completedJob() {
	const setup = await jobWithOffers(2)
	await prisma.job.update({ where: { id: setup.job.id }, data: { status: 'completed' } })
	await prisma.offer.update({ where: { id: setup.offers[0]!.id }, data: { status: 'completed' } })
	await prisma.offer.update({ where: { id: setup.offers[1]!.id }, data: { status: 'rejected' } })
	return setup
}

describe('POST /api/reviews {offerId, rating, comment}', () => {
	test('the client reviews the craftsman of the completed offer, once; the page form’s rules hold', async () => {
		const { client, job, offers } = await completedJob()
		// an offer that did not complete the job cannot be reviewed; a stranger's offer is not found
		expect(await post({ offerId: offers[1]!.id, rating: 5, comment: 'Bien' }, client.id)).toMatchObject({
			status: 409,
			body: { success: false, message: 'Solo puedes valorar un trabajo terminado' },
		})
		expect(await post({ offerId: offers[0]!.id, rating: 5, comment: 'Bien' }, (await createUser()).id)).toMatchObject({
			status: 404,
			body: { success: false, message: 'Oferta no encontrada' },
		})
		expect(await post({ rating: 5, comment: 'Bien' }, client.id)).toMatchObject({
			status: 400,
			body: { success: false, message: 'Se requiere la oferta (offerId) o el trabajo (jobId)' },
		})
		expect(await post({ offerId: offers[0]!.id, rating: 9, comment: 'Bien' }, client.id)).toMatchObject({
			status: 400,
			body: { message: 'La valoración debe estar entre 1 y 5' },
		})

		const created = await post({ offerId: offers[0]!.id, rating: 4, comment: 'Muy limpio' }, client.id)
		expect(created).toEqual({
			status: 201,
			body: {
				success: true,
				message: 'Gracias por tu valoración',
				review: { _id: expect.any(String), job: job.id, offer: offers[0]!.id, rating: 4, comment: 'Muy limpio' },
			},
		})
		const profile = await prisma.craftsmanProfile.findUniqueOrThrow({ where: { userId: offers[0]!.craftsmanId } })
		expect(await prisma.review.findMany({ select: { jobId: true, craftsmanId: true, authorId: true } })).toEqual(
			expect.arrayContaining([{ jobId: job.id, craftsmanId: profile.id, authorId: client.id }]),
		)
		expect(await post({ offerId: offers[0]!.id, rating: 4, comment: 'Otra vez' }, client.id)).toMatchObject({
			status: 409,
			body: { message: 'Ya has valorado este trabajo' },
		})
		// a craftsman cannot write reviews
		expect((await post({ offerId: offers[0]!.id, rating: 4, comment: 'x' }, offers[0]!.craftsmanId)).status).toBe(403)
	})
})

describe('GET /api/reviews?pageNumber&pageSize', () => {
	test("the signed-in craftsman's own visible reviews, newest first, paged", async () => {
		const craftsman = await createUser({ role: 'oficial' })
		const profile = await prisma.craftsmanProfile.findUniqueOrThrow({ where: { userId: craftsman.id } })
		const author = await createUser({ name: 'Lucía' })
		for (let index = 0; index < 3; index++)
			await prisma.review.create({
				data: {
					craftsmanId: profile.id,
					authorId: author.id,
					rating: index + 3,
					comment: `Opinión ${index}`,
					createdAt: new Date(Date.UTC(2026, 0, index + 1)),
				},
			})
		await prisma.review.create({
			data: { craftsmanId: profile.id, rating: 1, comment: 'Oculta', hiddenAt: new Date() },
		})
		// another craftsman's review is not listed
		const other = await createUser({ role: 'oficial' })
		const otherProfile = await prisma.craftsmanProfile.findUniqueOrThrow({ where: { userId: other.id } })
		await prisma.review.create({ data: { craftsmanId: otherProfile.id, rating: 2, comment: 'De otro' } })

		const first = await list('?pageNumber=1&pageSize=2', craftsman.id)
		expect(first.status).toBe(200)
		expect(first.body).toMatchObject({ success: true, currentPage: 1, totalPages: 2, total: 3 })
		expect(first.body.data).toEqual([
			{
				_id: expect.any(String),
				rating: 5,
				comment: 'Opinión 2',
				createdAt: '2026-01-03T00:00:00.000Z',
				reply: null,
				repliedAt: null,
				job: null,
				author: { name: 'Lucía' },
				company_name: profile.companyName,
			},
			expect.objectContaining({ comment: 'Opinión 1' }),
		])
		const second = await list('?pageNumber=2&pageSize=2', craftsman.id)
		expect(second.body.data.map((row: { comment: string }) => row.comment)).toEqual(['Opinión 0'])
		expect(second.body).toMatchObject({ currentPage: 2, totalPages: 2, total: 3 })

		// a client reads the reviews she wrote instead (none here); admins have neither; anonymous callers sign in first
		expect(await list('', (await createUser()).id)).toMatchObject({ status: 200, body: { data: [], total: 0 } })
		expect((await list('', (await createUser({ role: 'admin' })).id)).status).toBe(403)
		expect((await list('')).status).toBe(401)
	})
})

describe('GET /api/reviews as a client: the reviews she wrote', () => {
	test('all of hers, newest first, with state, canEdit and the craftsman; nobody else’s', async () => {
		const client = await createUser({ name: 'Marta' })
		const craftsman = await createUser({ role: 'oficial' })
		const profile = await prisma.craftsmanProfile.findUniqueOrThrow({ where: { userId: craftsman.id } })
		const at = (day: number) => new Date(Date.now() - day * 86_400_000)
		await prisma.review.create({
			data: { craftsmanId: profile.id, authorId: client.id, rating: 5, comment: 'Publicada', createdAt: at(30) },
		})
		await prisma.review.create({
			data: {
				craftsmanId: profile.id,
				authorId: client.id,
				rating: 4,
				comment: 'Retenida',
				heldAt: at(2),
				createdAt: at(2),
			},
		})
		await prisma.review.create({
			data: {
				craftsmanId: profile.id,
				authorId: client.id,
				rating: 1,
				comment: 'Rechazada',
				heldAt: at(1),
				rejectedAt: at(1),
				createdAt: at(1),
			},
		})
		await prisma.review.create({
			data: { craftsmanId: profile.id, authorId: (await createUser()).id, rating: 2, comment: 'De otra' },
		})

		const { status, body } = await list('?pageSize=10', client.id)
		expect(status).toBe(200)
		expect(body.total).toBe(3)
		expect(
			body.data.map((row: { comment: string; status: string; canEdit: boolean }) => [
				row.comment,
				row.status,
				row.canEdit,
			]),
		).toEqual([
			['Rechazada', 'rejected', true],
			['Retenida', 'pending', true],
			['Publicada', 'published', false],
		])
		expect(body.data[0]).toMatchObject({
			author: { name: 'Marta' },
			company_name: profile.companyName,
			craftman: {
				_id: profile.id,
				user: craftsman.id,
				company_name: profile.companyName,
				company_slug: profile.companySlug,
			},
		})
	})
})
