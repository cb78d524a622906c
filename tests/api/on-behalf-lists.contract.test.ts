// GET /api/offers and GET /api/jobpost as the contract's clients call them: `userid`/`userId` is
// sent as the client has it (`null`, `undefined`, empty: «mine»); an admin may name a user and
// see that user's list (spec 000 §1), and that read is in the audit log. Read as axios does.
import { describe, expect, test } from 'vitest'
import { prisma } from '#app/lib/db.server.ts'
import { issueTokens } from '#app/models/auth/api-tokens.server.ts'
import { loader as jobpostLoader } from '#app/routes/api/jobpost.ts'
import { loader as offersLoader } from '#app/routes/api/offers/index.ts'
import { createJob } from '#tests/factories/jobs.ts'
import { craftsmanWithOffers } from '#tests/factories/offers.ts'
import { createUser } from '#tests/factories/users.ts'
import { call, jsonRequest, responseJson } from '#tests/helpers/requests.ts'

const token = async (userId: string) => (await issueTokens(userId)).accessToken
const offers = async (query: string, t: string) =>
	responseJson(await call(offersLoader, jsonRequest(`/api/offers${query}`, 'GET', undefined, { token: t })))
const jobs = async (query: string, t: string) =>
	responseJson(await call(jobpostLoader, jsonRequest(`/api/jobpost${query}`, 'GET', undefined, { token: t })))
const ids = (body: { data: Array<{ _id: string }> }) => body.data.map((row) => row._id).sort()

describe('userid / userId of null, undefined or empty means «mine»', () => {
	test('GET /api/offers and GET /api/jobpost', async () => {
		const { craftsman, offers: sent } = await craftsmanWithOffers(2)
		const craftsmanToken = await token(craftsman.id)
		const client = await createUser()
		const job = await createJob({ ownerId: client.id })
		const clientToken = await token(client.id)
		for (const query of ['?userid=null', '?userid=undefined', '?userid=', '?userId=undefined', '?userId=null']) {
			const mine = await offers(`${query}&pageSize=5`, craftsmanToken)
			expect([query, mine.status, ids(mine.body)]).toEqual([query, 200, sent.map((offer) => offer.id).sort()])
			const own = await jobs(`${query}&pageSize=5`, clientToken)
			expect([query, own.status, ids(own.body)]).toEqual([query, 200, [job.id]])
		}
	})
})

describe('an admin reads a user’s list on their behalf, audited', () => {
	test("a craftsman's offers, a client's received offers and jobs; others get 403, unknown ids 404", async () => {
		const { craftsman, offers: sent } = await craftsmanWithOffers(2)
		const client = await prisma.user.findFirstOrThrow({ where: { jobs: { some: { id: sent[0]!.jobId } } } })
		const admin = await createUser({ role: 'admin' })
		const adminToken = await token(admin.id)

		const ofCraftsman = await offers(`?userid=${craftsman.id}`, adminToken)
		expect([ofCraftsman.status, ids(ofCraftsman.body)]).toEqual([200, sent.map((offer) => offer.id).sort()])
		const ofClient = await offers(`?userId=${client.id}`, adminToken)
		expect([ofClient.status, ids(ofClient.body)]).toEqual([200, [sent[0]!.id]])
		const clientJobs = await jobs(`?userId=${client.id}`, adminToken)
		expect([clientJobs.status, ids(clientJobs.body)]).toEqual([200, [sent[0]!.jobId]])

		const entries = await prisma.auditLog.findMany({
			where: { actorId: admin.id },
			orderBy: { createdAt: 'asc' },
			select: { action: true, actingAsId: true, targetId: true, details: true },
		})
		expect(entries).toEqual([
			{
				action: 'act-as.read',
				actingAsId: craftsman.id,
				targetId: craftsman.id,
				details: { method: 'GET', path: '/api/offers' },
			},
			{
				action: 'act-as.read',
				actingAsId: client.id,
				targetId: client.id,
				details: { method: 'GET', path: '/api/offers' },
			},
			{
				action: 'act-as.read',
				actingAsId: client.id,
				targetId: client.id,
				details: { method: 'GET', path: '/api/jobpost' },
			},
		])

		// another user's id is not for craftsmen or clients; an unknown id is 404 even to an admin
		const stranger = await createUser({ role: 'oficial' })
		expect((await offers(`?userid=${craftsman.id}`, await token(stranger.id))).status).toBe(403)
		expect((await jobs(`?userId=${client.id}`, await token((await createUser()).id))).status).toBe(403)
		expect(await offers('?userid=no-existe', adminToken)).toEqual({
			status: 404,
			body: { success: false, message: 'Usuario no encontrado' },
		})
		expect(await prisma.auditLog.count({ where: { actorId: admin.id } })).toBe(3)
	})
})

describe('GET /api/offers as a client', () => {
	test('the offers received on their own jobs, each with its craftsman (craftman.company_name)', async () => {
		const { craftsman, offers: sent } = await craftsmanWithOffers(1)
		const profile = await prisma.craftsmanProfile.findUniqueOrThrow({ where: { userId: craftsman.id } })
		const client = await prisma.user.findFirstOrThrow({ where: { jobs: { some: { id: sent[0]!.jobId } } } })
		const received = await offers('', await token(client.id))
		expect(received.status).toBe(200)
		expect(received.body.data).toHaveLength(1)
		expect(received.body.data[0]).toMatchObject({
			_id: sent[0]!.id,
			price: 100,
			status: 'pending',
			job: { _id: sent[0]!.jobId },
			client: { _id: client.id },
			craftman: { _id: profile.id, user: craftsman.id, company_name: profile.companyName, status: 'verified' },
		})
		expect([received.body.currentPage, received.body.totalPages]).toEqual([1, 1])
		// another client sees none of them
		expect((await offers('', await token((await createUser()).id))).body.data).toEqual([])
	})
})
