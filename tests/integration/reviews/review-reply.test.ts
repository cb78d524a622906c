// A craftsman answers a review once, publicly; the answer shows under it.
import { describe, expect, test } from 'vitest'
import { AppError } from '#app/lib/app-error.ts'
import { prisma } from '#app/lib/db.server.ts'
import { issueTokens } from '#app/models/auth/api-tokens.server.ts'
import { REPLY_MESSAGES, replyToReview } from '#app/models/reviews/review-reply.server.ts'
import { action as apiReply } from '#app/routes/api/reviews/$id/reply.ts'
import { loader as profileLoader } from '#app/routes/oficial/$companyName.tsx'
import { action, loader } from '#app/routes/tablero/$role/opinionesycomentarios.tsx'
import { createCraftsman } from '#tests/factories/craftsmen.ts'
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

const PAGE = '/tablero/oficial/opinionesycomentarios'

async function craftsmanWithReview() {
	const { user, craftsman } = await createCraftsman({ ratings: [4] })
	const author = await createUser()
	const review = await prisma.review.update({
		where: { id: (await prisma.review.findFirstOrThrow({ where: { craftsmanId: craftsman.id } })).id },
		data: { authorId: author.id },
	})
	return { user, craftsman, author, review }
}

describe('answering a review', () => {
	test('once: stored with its date, the author notified, and a second answer refused without change', async () => {
		const { user, craftsman, author, review } = await craftsmanWithReview()
		const done = await replyToReview({ craftsmanUserId: user.id, reviewId: review.id, reply: 'Gracias, un placer.' })
		expect(done).toEqual({ reviewId: review.id, message: REPLY_MESSAGES.sent })
		const stored = await prisma.review.findUniqueOrThrow({ where: { id: review.id } })
		expect(stored.reply).toBe('Gracias, un placer.')
		expect(stored.repliedAt).toBeInstanceOf(Date)
		expect(
			await prisma.notification.findMany({ where: { userId: author.id }, select: { text: true, link: true } }),
		).toEqual([
			{
				text: `${craftsman.companyName} ha respondido a tu opinión`,
				link: `/oficial/${craftsman.companySlug}#opinion-${review.id}`,
			},
		])

		const again = await replyToReview({ craftsmanUserId: user.id, reviewId: review.id, reply: 'Otra' }).catch(
			(error: unknown) => error,
		)
		expect(again).toBeInstanceOf(AppError)
		expect(again).toMatchObject({ status: 409, message: REPLY_MESSAGES.alreadyAnswered })
		expect((await prisma.review.findUniqueOrThrow({ where: { id: review.id } })).reply).toBe('Gracias, un placer.')
	})

	test('another craftsman, or a hidden review, is not found and nothing changes', async () => {
		const { review } = await craftsmanWithReview()
		const other = await createCraftsman()
		await expect(
			replyToReview({ craftsmanUserId: other.user.id, reviewId: review.id, reply: 'No es mía' }),
		).rejects.toMatchObject({ status: 404, message: REPLY_MESSAGES.notFound })
		const hidden = await craftsmanWithReview()
		await prisma.review.update({ where: { id: hidden.review.id }, data: { hiddenAt: new Date() } })
		await expect(
			replyToReview({ craftsmanUserId: hidden.user.id, reviewId: hidden.review.id, reply: 'Hola' }),
		).rejects.toMatchObject({ status: 404 })
		expect(
			await prisma.review.count({ where: { id: { in: [review.id, hidden.review.id] }, reply: { not: null } } }),
		).toBe(0)
	})

	test('the page form: an empty or too long answer gets a Spanish message; a good one redirects and shows publicly', async () => {
		const { user, craftsman, review } = await craftsmanWithReview()
		const cookie = await sessionCookie(user.id)
		const post = (reply: string) =>
			call(action, formRequest(PAGE, { reviewId: review.id, reply }, { cookie }), { params: { role: 'oficial' } })
		for (const [reply, message] of [
			['   ', 'Escribe tu respuesta'],
			['a'.repeat(1001), 'Máximo 1000 caracteres'],
		] as const) {
			const answer = unwrap(await post(reply))
			expect([answer.status, answer.data.result.error.reply]).toEqual([400, [message]])
		}
		expect(redirectLocation(await post('Gracias por confiar en nosotros.'))).toBe(`${PAGE}#opinion-${review.id}`)
		const page = unwrap(await call(loader, getRequest(PAGE, { cookie }), { params: { role: 'oficial' } })).data
		expect(page.reviews[0]).toMatchObject({ reply: 'Gracias por confiar en nosotros.' })
		const again = unwrap(await post('Otra vez'))
		expect([again.status, again.data.result.error['']]).toEqual([409, [REPLY_MESSAGES.alreadyAnswered]])

		const slug = craftsman.companySlug
		const profile = unwrap(
			await call(profileLoader, getRequest(`/oficial/${slug}`), { params: { companyName: slug } }),
		).data
		expect(profile.profile.reviews[0]).toMatchObject({
			reply: 'Gracias por confiar en nosotros.',
			repliedAt: expect.any(String),
		})
	})

	test('a client may not use the page, and /api answers the same rules', async () => {
		const { user, review } = await craftsmanWithReview()
		const client = await createUser()
		const refused = await call(
			action,
			formRequest(PAGE, { reviewId: review.id, reply: 'Hola' }, { cookie: await sessionCookie(client.id) }),
			{ params: { role: 'oficial' } },
		).catch((error: unknown) => error)
		expect(refused).toBeInstanceOf(Response)
		expect((refused as Response).status).not.toBe(200)
		const api = async (userId: string, body: object) => {
			const token = (await issueTokens(userId)).accessToken
			const response = (await call(apiReply, jsonRequest(`/api/reviews/${review.id}/reply`, 'POST', body, { token }), {
				params: { id: review.id },
			})) as Response
			return [response.status, await response.json()]
		}
		expect((await api(client.id, { reply: 'Hola' }))[0]).toBe(403)
		expect(await api(user.id, { reply: 'Gracias' })).toEqual([
			201,
			{ success: true, message: REPLY_MESSAGES.sent, review: { _id: review.id, reply: 'Gracias' } },
		])
		expect(await api(user.id, { reply: 'Otra' })).toEqual([
			409,
			{ success: false, message: REPLY_MESSAGES.alreadyAnswered },
		])
		expect((await prisma.review.findUniqueOrThrow({ where: { id: review.id } })).reply).toBe('Gracias')
	})
})
