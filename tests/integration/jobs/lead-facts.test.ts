// The lead facts a craftsman sees on a job, against a hand-built client history.
import { describe, expect, test } from 'vitest'
import { prisma } from '#app/lib/db.server.ts'
import { issueTokens } from '#app/models/auth/api-tokens.server.ts'
import { getLeadFacts } from '#app/models/jobs/lead-facts.server.ts'
import { loader as apiLoader } from '#app/routes/api/getsinglejob.ts'
import { loader } from '#app/routes/newjob/$jobId.tsx'
import { createJob } from '#tests/factories/jobs.ts'
import { createUser } from '#tests/factories/users.ts'
import { call, getRequest, jsonRequest, sessionCookie, unwrap } from '#tests/helpers/requests.ts'

const day = 86_400_000

/** A client who joined 400 days ago with 4 earlier jobs (2 ended hiring someone) and one later job. */
async function clientWithHistory() {
	const client = await createUser({ emailVerified: false })
	await prisma.user.update({ where: { id: client.id }, data: { createdAt: new Date(Date.now() - 400 * day) } })
	const craftsman = await createUser({ role: 'oficial' })
	const earlier = async (daysAgo: number, status?: 'pending' | 'accepted' | 'completed' | 'rejected') => {
		const job = await createJob({ ownerId: client.id, createdAt: new Date(Date.now() - daysAgo * day) })
		if (status) await prisma.offer.create({ data: { jobId: job.id, craftsmanId: craftsman.id, price: 100, status } })
	}
	await earlier(300, 'completed')
	await earlier(200, 'accepted')
	await earlier(100, 'rejected')
	await earlier(50)
	const job = await createJob({ ownerId: client.id, createdAt: new Date(Date.now() - 3 * 3600_000) })
	await createJob({ ownerId: client.id }) // later: not part of this job's past
	for (const status of ['pending', 'pending', 'withdrawn'] as const) {
		const bidder = await createUser({ role: 'oficial' })
		await prisma.offer.create({ data: { jobId: job.id, craftsmanId: bidder.id, price: 90, status } })
	}
	return { client, job }
}

describe('lead facts', () => {
	test('counts and dates match the hand-built history', async () => {
		const { client, job } = await clientWithHistory()
		const facts = await getLeadFacts(job)
		const owner = await prisma.user.findUniqueOrThrow({ where: { id: client.id } })
		expect(facts).toEqual({
			postedAt: job.createdAt,
			offerCount: 2,
			clientEmailVerified: false,
			clientMemberSince: owner.createdAt,
			pastJobs: 4,
			pastJobsHired: 2,
		})
	})

	test('the job detail shows them to craftsmen, not to the client; /api gives them as data', async () => {
		const { client, job } = await clientWithHistory()
		const craftsman = await createUser({ role: 'oficial' })
		const view = async (userId: string) =>
			unwrap(
				await call(loader, getRequest(`/newjob/${job.id}`, { cookie: await sessionCookie(userId) }), {
					params: { jobId: job.id },
				}),
			).data
		const joined = new Intl.DateTimeFormat('es-ES', { month: 'long', year: 'numeric', timeZone: 'Europe/Madrid' })
		const owner = await prisma.user.findUniqueOrThrow({ where: { id: client.id } })
		expect((await view(craftsman.id)).leadFacts).toEqual([
			{ label: 'Publicado', value: 'hace 3 horas' },
			{ label: 'Ofertas hasta ahora', value: '2 de 5 ofertas' },
			{ label: 'Correo del cliente', value: 'Sin verificar' },
			{ label: 'Cliente desde', value: joined.format(owner.createdAt) },
			{ label: 'Historial del cliente', value: 'Contrató a un profesional en 2 de 4 trabajos anteriores' },
		])
		expect((await view(client.id)).leadFacts).toBeNull()

		const token = (await issueTokens(craftsman.id)).accessToken
		const response = (await call(
			apiLoader,
			jsonRequest(`/api/getsinglejob?id=${job.id}`, 'GET', undefined, { token }),
		)) as Response
		expect((await response.json()).data.leadFacts).toEqual({
			postedAt: job.createdAt.toISOString(),
			offerCount: 2,
			clientEmailVerified: false,
			clientMemberSince: owner.createdAt.toISOString(),
			pastJobs: 4,
			pastJobsHired: 2,
		})
	})
})
