// Revealing a client's phone (spec 001 §1): only after contacting the client about the
// job, recorded (who, which job, when), limited per craftsman per day, and shown to the client.
import { describe, expect, test } from 'vitest'
import { prisma } from '#app/lib/db.server.ts'
import { issueTokens } from '#app/models/auth/api-tokens.server.ts'
import { CONTACT_FIRST } from '#app/models/jobs/client-contact.server.ts'
import { loader as ownJobsLoader } from '#app/routes/api/jobpost.ts'
import { action as revealAction } from '#app/routes/api/jobpost/reveal_phone.ts'
import { action as pageAction, loader as pageLoader } from '#app/routes/newjob/$jobId.tsx'
import { loader as clientJobsLoader } from '#app/routes/tablero/$role/trabajos/index.tsx'
import { createJob, subscribe } from '#tests/factories/jobs.ts'
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

/** The rule, as a number (not the constant: a changed constant must turn these red). */
const DAILY_PHONES = 10

async function subscribedCraftsman() {
	const user = await createUser({ role: 'oficial' })
	await subscribe(user.id)
	return { user, token: (await issueTokens(user.id)).accessToken, cookie: await sessionCookie(user.id) }
}

async function reveal(jobId: string, token: string) {
	const response = (await call(
		revealAction,
		jsonRequest('/api/jobpost/reveal_phone', 'POST', { jobId }, { token }),
	)) as Response
	return { status: response.status, body: await response.json() }
}

const offerOn = (jobId: string, craftsmanId: string) =>
	prisma.offer.create({ data: { jobId, craftsmanId, price: 120 } })

describe('revealing the phone', () => {
	test('is refused before any contact, on the page and in /api, and records nothing', async () => {
		const job = await createJob({ phone: '699000111' })
		const { user, token, cookie } = await subscribedCraftsman()
		const page = unwrap(
			await call(pageLoader, getRequest(`/newjob/${job.id}`, { cookie }), { params: { jobId: job.id } }),
		)
		expect(page.data.contact).toEqual({ access: 'none', mayReveal: false, details: null })
		expect(JSON.stringify(page.data)).not.toContain('699000111')

		const refused = unwrap(
			await call(pageAction, formRequest(`/newjob/${job.id}`, { intent: 'ver-telefono' }, { cookie }), {
				params: { jobId: job.id },
			}),
		)
		expect([refused.status, refused.data.result.error['']]).toEqual([403, [CONTACT_FIRST]])
		expect(await reveal(job.id, token)).toEqual({ status: 403, body: { success: false, message: CONTACT_FIRST } })
		// a conversation about another job of the same client does not count
		const other = await createJob({ ownerId: job.ownerId })
		const conversation = await prisma.conversation.create({
			data: { jobId: other.id, participants: { create: [{ userId: user.id }, { userId: job.ownerId }] } },
		})
		await prisma.message.create({ data: { conversationId: conversation.id, senderId: user.id, text: 'Hola' } })
		expect((await reveal(job.id, token)).status).toBe(403)
		expect(await prisma.phoneReveal.count({ where: { craftsmanId: user.id } })).toBe(0)
	})

	test('after a message about the job: recorded once (who, which job, when), shown again for free', async () => {
		const client = await createUser()
		const job = await createJob({ ownerId: client.id, phone: '699000222' })
		const { user, token, cookie } = await subscribedCraftsman()
		const conversation = await prisma.conversation.create({
			data: { jobId: job.id, participants: { create: [{ userId: user.id }, { userId: client.id }] } },
		})
		await prisma.message.create({ data: { conversationId: conversation.id, senderId: user.id, text: 'Hola' } })

		const before = Date.now()
		const first = await reveal(job.id, token)
		expect(first).toEqual({ status: 200, body: { success: true, phone: '699000222', revealedAt: expect.any(String) } })
		const rows = await prisma.phoneReveal.findMany()
		expect(rows.map((row) => [row.jobId, row.craftsmanId])).toEqual([[job.id, user.id]])
		expect(rows[0]!.createdAt.getTime()).toBeGreaterThanOrEqual(before - 1000)

		expect((await reveal(job.id, token)).body.revealedAt).toBe(first.body.revealedAt)
		const again = await call(pageAction, formRequest(`/newjob/${job.id}`, { intent: 'ver-telefono' }, { cookie }), {
			params: { jobId: job.id },
		})
		expect(redirectLocation(again)).toBe(`/newjob/${job.id}#contacto`)
		expect(await prisma.phoneReveal.count()).toBe(1)
		const page = unwrap(
			await call(pageLoader, getRequest(`/newjob/${job.id}`, { cookie }), { params: { jobId: job.id } }),
		)
		expect(page.data.contact).toMatchObject({ access: 'phone', details: { name: 'Lola Flores', phone: '699000222' } })
	})

	test('the client sees who revealed the phone: on the job, in «Mis trabajos» and in GET /api/jobpost', async () => {
		const client = await createUser()
		const job = await createJob({ ownerId: client.id })
		const untouched = await createJob({ ownerId: client.id })
		const { user, token } = await subscribedCraftsman()
		await offerOn(job.id, user.id)
		await reveal(job.id, token)
		const company = (await prisma.craftsmanProfile.findUniqueOrThrow({ where: { userId: user.id } })).companyName
		const clientCookie = await sessionCookie(client.id)

		const detail = unwrap(
			await call(pageLoader, getRequest(`/newjob/${job.id}`, { cookie: clientCookie }), { params: { jobId: job.id } }),
		)
		expect(detail.data.phoneReveals).toEqual([
			expect.objectContaining({ craftsmanId: user.id, companyName: company, revealedAt: expect.any(String) }),
		])
		const list = unwrap(
			await call(clientJobsLoader, getRequest('/tablero/cliente/trabajos', { cookie: clientCookie }), {
				params: { role: 'cliente' },
			}),
		)
		const byId = new Map(list.data.jobs.map((j: { id: string; phoneReveals: unknown[] }) => [j.id, j.phoneReveals]))
		expect(byId.get(job.id)).toHaveLength(1)
		expect(byId.get(untouched.id)).toEqual([])

		const response = (await call(
			ownJobsLoader,
			jsonRequest('/api/jobpost', 'GET', undefined, { token: (await issueTokens(client.id)).accessToken }),
		)) as Response
		const own = (await response.json()).data as Array<{ _id: string; phoneRevealedBy: unknown[] }>
		expect(own.find((j) => j._id === job.id)?.phoneRevealedBy).toEqual([
			{ craftsmanId: user.id, company_name: company, revealedAt: expect.any(String) },
		])
		// the craftsman does not see other craftsmen's reveals: the page gives them no list
		const craftsmanView = unwrap(
			await call(pageLoader, getRequest(`/newjob/${job.id}`, { cookie: await sessionCookie(user.id) }), {
				params: { jobId: job.id },
			}),
		)
		expect(craftsmanView.data.phoneReveals).toEqual([])
	})

	test('at most ten new jobs in 24 hours, with a clear message; nothing recorded past it', async () => {
		const { user, token } = await subscribedCraftsman()
		const jobs = []
		for (let i = 0; i <= DAILY_PHONES; i++) {
			const job = await createJob()
			await offerOn(job.id, user.id)
			jobs.push(job)
		}
		for (const job of jobs.slice(0, DAILY_PHONES)) expect((await reveal(job.id, token)).status).toBe(200)
		const last = jobs[DAILY_PHONES]!
		const refused = await reveal(last.id, token)
		expect(refused.status).toBe(429)
		expect(refused.body.message).toMatch(
			new RegExp(
				`^Has visto 10 teléfonos en las últimas 24 horas, el máximo diario\\. Podrás ver otro a partir del \\d+ de \\w+ a las \\d\\d:\\d\\d\\.$`,
			),
		)
		expect(refused.body.retryAfter).toBeGreaterThan(23 * 3600)
		expect(await prisma.phoneReveal.count({ where: { craftsmanId: user.id } })).toBe(DAILY_PHONES)
		// a phone already revealed stays visible
		expect((await reveal(jobs[0]!.id, token)).status).toBe(200)
		// 24 hours after the oldest reveal, one more is allowed
		await prisma.phoneReveal.updateMany({
			where: { jobId: jobs[0]!.id },
			data: { createdAt: new Date(Date.now() - 25 * 3600_000) },
		})
		expect((await reveal(last.id, token)).status).toBe(200)
	})

	test('parallel reveals at the limit: exactly one passes', async () => {
		const { user, token } = await subscribedCraftsman()
		const jobs = []
		for (let i = 0; i < DAILY_PHONES + 2; i++) {
			const job = await createJob()
			await offerOn(job.id, user.id)
			jobs.push(job)
		}
		for (const job of jobs.slice(0, DAILY_PHONES - 1)) expect((await reveal(job.id, token)).status).toBe(200)
		const answers = await Promise.all(jobs.slice(DAILY_PHONES - 1).map((job) => reveal(job.id, token)))
		expect(answers.map((answer) => answer.status).sort()).toEqual([200, 429, 429])
		expect(await prisma.phoneReveal.count({ where: { craftsmanId: user.id } })).toBe(DAILY_PHONES)
	})

	test('the gate comes first: a craftsman with an offer but no plan gets 402; a client 403', async () => {
		const job = await createJob()
		const unsubscribed = await createUser({ role: 'oficial' })
		await offerOn(job.id, unsubscribed.id)
		const noPlan = await reveal(job.id, (await issueTokens(unsubscribed.id)).accessToken)
		expect([noPlan.status, noPlan.body.message]).toEqual([
			402,
			'Se requiere una suscripción pagada para esta característica',
		])
		const client = await reveal(job.id, (await issueTokens(job.ownerId)).accessToken)
		expect([client.status, client.body.message]).toEqual([403, 'Inicia sesión como profesional para ver el número'])
		expect(await prisma.phoneReveal.count({ where: { jobId: job.id } })).toBe(0)
	})
})
