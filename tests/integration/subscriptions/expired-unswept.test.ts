// A plan whose end date has passed is not in force, even before the sweep marks it expired
// (active-subscription.server.ts: the rule reads the end date, not only the status). The gate on
// offers and phone reveals reads it without sweeping, so an unswept row must not pass.
import { expect, test } from 'vitest'
import { prisma } from '#app/lib/db.server.ts'
import { issueTokens } from '#app/models/auth/api-tokens.server.ts'
import { SUBSCRIPTION_REQUIRED_MESSAGE } from '#app/models/subscriptions/craftsman-gate.server.ts'
import { action as revealAction } from '#app/routes/api/jobpost/reveal_phone.ts'
import { action as offerAction } from '#app/routes/api/offers/index.ts'
import { createJob } from '#tests/factories/jobs.ts'
import { createUser } from '#tests/factories/users.ts'
import { call, jsonRequest } from '#tests/helpers/requests.ts'

async function answerOf(response: unknown) {
	const answer = response as Response
	return [answer.status, (await answer.json()).message]
}

test('a plan that ended an hour ago, still marked active, passes neither the offer nor the phone gate', async () => {
	const craftsman = await createUser({ role: 'oficial' })
	await prisma.subscription.create({
		data: {
			userId: craftsman.id,
			planId: 'plan-mensual',
			status: 'active', // the sweep has not run yet
			startDate: new Date(Date.now() - 30 * 86_400_000),
			endDate: new Date(Date.now() - 3_600_000),
		},
	})
	const token = (await issueTokens(craftsman.id)).accessToken
	const refused = [402, SUBSCRIPTION_REQUIRED_MESSAGE]

	const job = await createJob()
	const offer = await call(
		offerAction,
		jsonRequest('/api/offers', 'POST', { client: job.ownerId, job: job.id, price: 150 }, { token }),
	)
	expect(await answerOf(offer)).toEqual(refused)
	expect(await prisma.offer.count({ where: { jobId: job.id } })).toBe(0)

	// an offer made while the plan was in force: the phone is still behind the gate
	const earlier = await createJob({ phone: '699123456' })
	await prisma.offer.create({ data: { jobId: earlier.id, craftsmanId: craftsman.id, price: 90 } })
	const reveal = await call(
		revealAction,
		jsonRequest('/api/jobpost/reveal_phone', 'POST', { jobId: earlier.id }, { token }),
	)
	expect(await answerOf(reveal)).toEqual(refused)
	expect(await prisma.phoneReveal.count({ where: { craftsmanId: craftsman.id } })).toBe(0)
})
