// A client's email shown to a craftsman is a recorded reveal like the phone: the first sight on a
// job is logged (who, which job, when) and at most ten new jobs a day show it.
import { expect, test } from 'vitest'
import { prisma } from '#app/lib/db.server.ts'
import { issueTokens } from '#app/models/auth/api-tokens.server.ts'
import { loader as apiJobLoader } from '#app/routes/api/getsinglejob.ts'
import { loader as pageLoader } from '#app/routes/newjob/$jobId.tsx'
import { createJob, subscribe } from '#tests/factories/jobs.ts'
import { createUser } from '#tests/factories/users.ts'
import { call, getRequest, jsonRequest, sessionCookie, unwrap } from '#tests/helpers/requests.ts'

/** The rule, as a number (not the constant: a changed constant must turn this red). */
const DAILY_EMAILS = 10

async function subscribedCraftsman() {
	const user = await createUser({ role: 'oficial' })
	await subscribe(user.id)
	return { user, token: (await issueTokens(user.id)).accessToken, cookie: await sessionCookie(user.id) }
}

/** A client's job the craftsman wrote about (so its contact is theirs to see). */
async function contactedJob(craftsmanId: string) {
	const client = await createUser()
	const job = await createJob({ ownerId: client.id })
	const conversation = await prisma.conversation.create({
		data: { jobId: job.id, participants: { create: [{ userId: craftsmanId }, { userId: client.id }] } },
	})
	await prisma.message.create({ data: { conversationId: conversation.id, senderId: craftsmanId, text: 'Hola' } })
	return { job, email: (await prisma.job.findUniqueOrThrow({ where: { id: job.id } })).contactEmail }
}

const viewPage = async (jobId: string, cookie: string) =>
	unwrap(await call(pageLoader, getRequest(`/newjob/${jobId}`, { cookie }), { params: { jobId } })).data.contact

async function viewApi(jobId: string, token: string) {
	const response = (await call(
		apiJobLoader,
		jsonRequest(`/api/getsinglejob?id=${jobId}`, 'GET', undefined, { token }),
	)) as Response
	return (await response.json()).data.contactDetails
}

test('the first sight of a client’s email is recorded once per job, on the page and in /api', async () => {
	const { user, token, cookie } = await subscribedCraftsman()
	const { job, email } = await contactedJob(user.id)
	const before = Date.now()
	expect((await viewPage(job.id, cookie)).details.email).toBe(email)
	expect((await viewApi(job.id, token)).email).toBe(email)
	expect((await viewPage(job.id, cookie)).details.email).toBe(email)
	const rows = await prisma.emailReveal.findMany({ where: { craftsmanId: user.id } })
	expect(rows.map((row) => row.jobId)).toEqual([job.id])
	expect(rows[0]!.createdAt.getTime()).toBeGreaterThanOrEqual(before - 1000)
})

test(`past ${DAILY_EMAILS} new jobs in 24 hours the email is withheld with the reason; the ones seen stay`, async () => {
	const { user, token, cookie } = await subscribedCraftsman()
	const seen = []
	for (let i = 0; i < DAILY_EMAILS; i++) {
		const contacted = await contactedJob(user.id)
		expect((await viewPage(contacted.job.id, cookie)).details.email).toBe(contacted.email)
		seen.push(contacted)
	}
	const { job, email } = await contactedJob(user.id)
	const page = await viewPage(job.id, cookie)
	expect(page.details.email).toBe('')
	expect(page.emailWithheld).toMatch(
		new RegExp(`^Has visto el correo de 10 clientes en las últimas 24 horas, el máximo diario`),
	)
	expect(JSON.stringify(page)).not.toContain(email)
	expect((await viewApi(job.id, token)).email).toBe('')
	expect(await prisma.emailReveal.count({ where: { craftsmanId: user.id } })).toBe(DAILY_EMAILS)
	// a job whose email was seen before still shows it
	expect((await viewPage(seen[0]!.job.id, cookie)).details.email).toBe(seen[0]!.email)
	// a day later the oldest reveal has left the window: the new job's email shows and is recorded
	await prisma.emailReveal.updateMany({
		where: { craftsmanId: user.id, jobId: seen[0]!.job.id },
		data: { createdAt: new Date(Date.now() - 25 * 3600_000) },
	})
	expect((await viewPage(job.id, cookie)).details.email).toBe(email)
})
