import { prisma } from '#app/lib/db.server.ts'
import { issueTokens } from '#app/models/auth/api-tokens.server.ts'
import { createUser } from './users.ts'

/** A verified craftsman with a plan in force (passes the craftsman gate) and an API token. */
export async function createActiveCraftsman() {
	const user = await createUser({ role: 'oficial' })
	const plan = await prisma.plan.findFirstOrThrow()
	await prisma.subscription.create({
		data: {
			userId: user.id,
			planId: plan.id,
			status: 'active',
			startDate: new Date(),
			endDate: new Date(Date.now() + 30 * 86_400_000),
		},
	})
	return { ...user, token: (await issueTokens(user.id)).accessToken }
}

export async function createClientWithToken(overrides: Parameters<typeof createUser>[0] = {}) {
	const user = await createUser({ role: 'cliente', ...overrides })
	return { ...user, token: (await issueTokens(user.id)).accessToken }
}
