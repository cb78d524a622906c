// Accepting an offer through /api, as the contract's clients read the answer with axios: the body's
// `data` is the accepted offer with its craftsman (`data.craftman.company_name`), whichever of the
// two calls the client uses.
import { describe, expect, test } from 'vitest'
import { prisma } from '#app/lib/db.server.ts'
import { issueTokens } from '#app/models/auth/api-tokens.server.ts'
import { action as offerStatusAction } from '#app/routes/api/jobpost/offer_status.ts'
import { action as offersAction } from '#app/routes/api/offers/index.ts'
import { call, jsonRequest, responseJson } from '#tests/helpers/requests.ts'
import { jobWithOffers } from '#tests/integration/client/setup.ts'

type Handler = Parameters<typeof call>[0]

async function put(handler: Handler, path: string, body: object, userId: string) {
	const token = (await issueTokens(userId)).accessToken
	return responseJson(await call(handler, jsonRequest(path, 'PUT', body, { token })))
}

async function expectAcceptedOffer(body: Record<string, unknown>, offerId: string, jobId: string, clientId: string) {
	const offer = await prisma.offer.findUniqueOrThrow({ where: { id: offerId }, select: { craftsmanId: true } })
	const profile = await prisma.craftsmanProfile.findUniqueOrThrow({ where: { userId: offer.craftsmanId } })
	expect(body).toMatchObject({
		success: true,
		message: 'Oferta aceptada',
		data: {
			_id: offerId,
			status: 'accepted',
			job: { _id: jobId },
			client: { _id: clientId },
			craftman: { _id: profile.id, user: offer.craftsmanId, company_name: profile.companyName },
		},
	})
}

describe('accepting an offer answers the offer with its craftsman', () => {
	test('PUT /api/offers {offerId, data {status: accepted}}', async () => {
		const { client, job, offers } = await jobWithOffers(2)
		const answer = await put(
			offersAction,
			'/api/offers',
			{ offerId: offers[0]!.id, jobId: job.id, data: { status: 'accepted' } },
			client.id,
		)
		expect(answer.status).toBe(200)
		await expectAcceptedOffer(answer.body, offers[0]!.id, job.id, client.id)
	})

	test('PUT /api/jobpost/offer_status {offerId, status: accepted}', async () => {
		const { client, job, offers } = await jobWithOffers(2)
		const answer = await put(
			offerStatusAction,
			'/api/jobpost/offer_status',
			{ offerId: offers[1]!.id, status: 'accepted' },
			client.id,
		)
		expect(answer.status).toBe(200)
		await expectAcceptedOffer(answer.body, offers[1]!.id, job.id, client.id)
		expect(answer.body).toMatchObject({ offerId: offers[1]!.id, jobId: job.id, status: 'accepted' })
	})
})

describe('rejecting an offer answers it too: a client reads `data` after every decision', () => {
	test('PUT /api/offers {data {status: rejected}} and PUT /api/jobpost/offer_status {status: rejected}', async () => {
		const { client, job, offers } = await jobWithOffers(2)
		const viaOffers = await put(
			offersAction,
			'/api/offers',
			{ offerId: offers[0]!.id, jobId: job.id, data: { status: 'rejected' } },
			client.id,
		)
		const viaStatus = await put(
			offerStatusAction,
			'/api/jobpost/offer_status',
			{ offerId: offers[1]!.id, status: 'rejected' },
			client.id,
		)
		for (const [answer, offer] of [
			[viaOffers, offers[0]!],
			[viaStatus, offers[1]!],
		] as const) {
			const profile = await prisma.craftsmanProfile.findUniqueOrThrow({ where: { userId: offer.craftsmanId } })
			expect(answer.status).toBe(200)
			expect(answer.body.data).toMatchObject({
				_id: offer.id,
				status: 'rejected',
				job: { _id: job.id },
				craftman: { user: offer.craftsmanId, company_name: profile.companyName },
			})
		}
	})
})
