// A CR/LF typed in a single-line field (a job's title, a name) once reached an email subject:
// the shared schemas turn control characters into spaces before anything is stored. (/api
// refuses NUL and its kin before any schema; CR and LF pass there.)
import { expect, test } from 'vitest'
import { readOutbox } from '#app/emails/outbox.server.ts'
import { prisma } from '#app/lib/db.server.ts'
import { PersonalStep } from '#app/models/craftsmen/registration.schema.ts'
import { ContactStep, TitleStep } from '#app/models/jobs/job-wizard.schema.ts'
import { sendOffer } from '#app/models/offers/offers.server.ts'
import { action as jobpostApi } from '#app/routes/api/jobpost.ts'
import { createClientWithToken } from '#tests/factories/conversations.ts'
import { placeId, subscribe } from '#tests/factories/jobs.ts'
import { createUser } from '#tests/factories/users.ts'
import { makeDelayedJobsDue, runQueuedJobs } from '#tests/helpers/queue.ts'
import { call, jsonRequest, responseJson } from '#tests/helpers/requests.ts'

const INJECTED = 'Cambiar enchufes\r\nBcc: victima@example.com\u0000\u2028fin'

test('the wizard, registration and contact schemas keep single-line texts on one line', () => {
	expect(TitleStep.parse({ otherTitle: INJECTED }).otherTitle).toBe('Cambiar enchufes Bcc: victima@example.com fin')
	const personal = PersonalStep.safeParse({ name: 'Rafa\n', lastName: 'Na\rdal', companyName: 'A\tB' })
	expect(personal.success).toBe(false)
	const fields = personal.error!.issues.map((issue) => issue.path[0])
	expect(fields).not.toContain('name')
	expect(ContactStep.shape.name.parse('Lola\r\nFlores')).toBe('Lola Flores')
})

test('a title typed with CR/LF through /api reaches the offer email subject on one line', async () => {
	const client = await createClientWithToken({ email: `titulo.${Date.now()}@example.com` })
	const { status, body } = await responseJson(
		await call(
			jobpostApi,
			jsonRequest(
				'/api/jobpost',
				'POST',
				{
					newData: {
						category: 'electricista',
						serviceTitle: { service_title: '', other_title: 'Cambiar enchufes\r\nBcc: victima@example.com\u2028fin' },
						images: [],
						location: await placeId('28001'),
						working_schedule: 'flexible',
					},
				},
				{ token: client.token },
			),
		),
	)
	expect(status).toBe(201)
	const craftsman = await createUser({ role: 'oficial' })
	await subscribe(craftsman.id)
	await sendOffer({ craftsman: { id: craftsman.id, role: 'oficial' }, jobId: body.job._id, price: 100 })
	await makeDelayedJobsDue()
	await runQueuedJobs()
	const [email] = readOutbox(client.email)
	expect(email!.subject).toBe('Nueva oferta para «Cambiar enchufes Bcc: victima@example.com fin»')
	const job = await prisma.job.findUniqueOrThrow({ where: { id: body.job._id } })
	expect(job.otherTitle).not.toMatch(/[\r\n\u2028]/)
})
