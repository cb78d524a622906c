// Craftsman–client pairs with a conversation and API tokens each, for the scripts that drive chat
// load (the fault suite, the overload benchmark). Reads DATABASE_URL when first called.
import { randomBytes } from 'node:crypto'

export type ChatPair = { craftsman: { id: string; token: string }; client: { id: string; token: string } }

/** Deletes the pairs of an earlier run (emails starting with `prefix-`), then makes `count` new ones. */
export async function createChatPairs({ prefix, company, count }: { prefix: string; company: string; count: number }) {
	const { prisma } = await import('#app/lib/db.server.ts')
	const { issueTokens } = await import('#app/models/auth/api-tokens.server.ts')
	await prisma.user.deleteMany({ where: { email: { startsWith: `${prefix}-` } } })
	const plan = await prisma.plan.findFirstOrThrow({ select: { id: true } })
	const pairs: ChatPair[] = []
	for (let i = 0; i < count; i++) {
		const suffix = randomBytes(3).toString('hex')
		const craftsman = await prisma.user.create({
			data: {
				email: `${prefix}-oficial-${i}-${suffix}@example.com`,
				name: 'Oficial',
				lastName: String(i),
				role: 'oficial',
				craftsman: {
					create: {
						companyName: `${company} ${i}`,
						companySlug: `${company.toLowerCase()}-${i}-${suffix}`,
						status: 'verified',
						verifiedAt: new Date(),
					},
				},
				subscriptions: {
					create: {
						planId: plan.id,
						status: 'active',
						startDate: new Date(),
						endDate: new Date(Date.now() + 30 * 86_400_000),
					},
				},
			},
			select: { id: true },
		})
		const client = await prisma.user.create({
			data: {
				email: `${prefix}-cliente-${i}-${suffix}@example.com`,
				name: 'Clienta',
				lastName: String(i),
				role: 'cliente',
			},
			select: { id: true },
		})
		await prisma.conversation.create({
			data: { participants: { create: [{ userId: craftsman.id }, { userId: client.id }] } },
		})
		const [a, b] = await Promise.all([issueTokens(craftsman.id), issueTokens(client.id)])
		pairs.push({
			craftsman: { id: craftsman.id, token: a.accessToken },
			client: { id: client.id, token: b.accessToken },
		})
	}
	return pairs
}
