// Issue 37, L2: the job wizard's email step tells nobody whose address it is. Every address with an
// account (a client with or without a password, a craftsman, an admin, a blocked client) gets the
// same answer; a sign-in link is asked for with one answer for every address, queued, and sent only
// to a client; each check counts against the caller's address.
import { describe, expect, test } from 'vitest'
import { readOutbox } from '#app/emails/outbox.server.ts'
import { prisma } from '#app/lib/db.server.ts'
import { QUEUE_SCHEMA } from '#app/queue/queue.server.ts'
import { action as wizardAction, loader as wizardLoader } from '#app/routes/publicartrabajo.tsx'
import { action as jobpostAction } from '#app/routes/api/jobpost.ts'
import { createUser, TEST_PASSWORD } from '#tests/factories/users.ts'
import { runQueuedJobs } from '#tests/helpers/queue.ts'
import {
	call,
	cookiesOf,
	formRequest,
	getRequest,
	jsonRequest,
	responseJson,
	testContext,
	unwrap,
} from '#tests/helpers/requests.ts'

async function wizardAt(ip: string) {
	const started = (await call(wizardLoader, getRequest('/publicartrabajo?servicio=electricista'))) as Response
	const cookie = cookiesOf(started.headers)
	const context = testContext(ip)
	return async (fields: Record<string, string>) =>
		(await call(wizardAction, formRequest('/publicartrabajo?paso=correo', fields, { cookie }), { context })) as Response
}

/** Every account a poster might name, one of each kind. */
async function accounts() {
	const client = await createUser()
	const passwordless = await createUser()
	await prisma.user.update({ where: { id: passwordless.id }, data: { passwordHash: null } })
	const craftsman = await createUser({ role: 'oficial' })
	const admin = await createUser({ role: 'admin' })
	const blocked = await createUser({ blockedAt: new Date() })
	return { client, passwordless, craftsman, admin, blocked }
}

/** An answer with the address taken out, to compare answers about different addresses. */
async function shape(response: unknown, email: string) {
	const answer = unwrap(response)
	return {
		status: answer.status,
		cookies: new Headers(answer.headers).getSetCookie().map((cookie) => cookie.split('=')[0]),
		data: JSON.parse(JSON.stringify(answer.data).replaceAll(email, '<email>')),
	}
}

async function queued(kind: string) {
	const rows = await prisma.$queryRawUnsafe<Array<{ email: string }>>(
		`SELECT data->>'email' AS email FROM ${QUEUE_SCHEMA}.job WHERE name = $1`,
		kind,
	)
	return rows.map((row) => row.email)
}

describe('the job wizard’s email step', () => {
	test('answers the same for every kind of account', async () => {
		const all = await accounts()
		const step = await wizardAt('203.0.113.71')
		const answers = []
		for (const user of Object.values(all)) answers.push(await shape(await step({ email: user.email }), user.email))
		expect(answers[0]).toMatchObject({
			status: 400,
			data: {
				existingClient: true,
				result: { error: { password: ['Este correo ya tiene cuenta: escribe tu contraseña'] } },
			},
		})
		for (const answer of answers) expect(answer).toEqual(answers[0])
		// nothing was sent to anyone for asking
		expect(
			await prisma.verificationToken.count({ where: { userId: { in: Object.values(all).map((u) => u.id) } } }),
		).toBe(0)
		// a new address goes on to the contact step
		const fresh = await step({ email: 'nueva.clienta@example.com' })
		expect(fresh.status).toBe(302)
		expect(fresh.headers.get('Location')).toBe('/publicartrabajo?paso=contacto')
	})

	test('only the right password tells the role; a wrong one reads the same for every account', async () => {
		const { client, craftsman, admin } = await accounts()
		const step = await wizardAt('203.0.113.72')
		const wrong = []
		for (const user of [client, craftsman, admin])
			wrong.push(await shape(await step({ email: user.email, password: 'malaClave1!' }), user.email))
		for (const answer of wrong) expect(answer).toEqual(wrong[0])
		const proved = unwrap<{ result: { error: Record<string, string[]> } }>(
			await step({ email: craftsman.email, password: TEST_PASSWORD }),
		)
		expect([proved.status, proved.data.result.error.email]).toEqual([
			400,
			['Solo las clientas pueden publicar trabajos'],
		])
		const signedIn = await step({ email: client.email, password: TEST_PASSWORD })
		expect(signedIn.headers.get('Location')).toBe('/publicartrabajo?paso=ubicacion')
	})

	test('«Enviarme un enlace para entrar»: one answer and one queued job for any address, a link only for a client', async () => {
		const all = await accounts()
		const unknown = 'nadie.por.aqui@example.com'
		const step = await wizardAt('203.0.113.73')
		const emails = [...Object.values(all).map((user) => user.email), unknown]
		const answers = []
		for (const email of emails) answers.push(await shape(await step({ email, intent: 'link' }), email))
		expect(answers[0]).toMatchObject({
			status: 200,
			data: { signInLinkSent: 'Si ese correo es de una cuenta de cliente, te hemos enviado un enlace para entrar' },
		})
		for (const answer of answers) expect(answer).toEqual(answers[0])
		expect((await queued('sign-in-link')).sort()).toEqual([...emails].sort())
		// the request itself made no token: the job decides
		expect(await prisma.verificationToken.count({ where: { purpose: 'sign_in' } })).toBe(0)
		await runQueuedJobs()
		const sent = (email: string) =>
			readOutbox(email).filter((mail) => mail.subject === 'Tu enlace para entrar en Reformas').length
		expect(emails.map(sent)).toEqual([1, 1, 0, 0, 0, 0])
	})

	test('links to one client: one a minute, three an hour', async () => {
		const client = await createUser()
		for (let i = 0; i < 5; i++) {
			// a new minute each time, as if she had waited
			await prisma.verificationToken.updateMany({
				where: { userId: client.id },
				data: { createdAt: new Date(Date.now() - 61_000) },
			})
			await (
				await wizardAt(`203.0.113.${80 + i}`)
			)({ email: client.email, intent: 'link' })
			await runQueuedJobs()
		}
		expect(await prisma.verificationToken.count({ where: { userId: client.id, purpose: 'sign_in' } })).toBe(3)
	})

	test('checks are limited per address: the 21st in 10 minutes is refused and tells nothing', async () => {
		const { client } = await accounts()
		const step = await wizardAt('203.0.113.74')
		for (let i = 0; i < 20; i++) expect((await step({ email: `nueva${i}@example.com` })).status).toBe(302)
		for (const email of [client.email, 'otra.nueva@example.com']) {
			const refused = unwrap<{ result: { error: Record<string, string[]> } }>(await step({ email }))
			expect(refused.status).toBe(429)
			expect(refused.data.result.error.email?.[0]).toMatch(/^Demasiados intentos\. Vuelve a intentarlo dentro de/)
		}
		const link = unwrap<{ result: { error: Record<string, string[]> } }>(
			await step({ email: client.email, intent: 'link' }),
		)
		expect(link.status).toBe(429)
		expect(await queued('sign-in-link')).not.toContain(client.email)
		// another address is not held by this one
		expect((await (await wizardAt('203.0.113.75'))({ email: 'otra.nueva@example.com' })).status).toBe(302)
	})
})

describe('POST /api/jobpost as a guest', () => {
	test('an email with an account answers the same for a client, a craftsman and an admin', async () => {
		const { client, craftsman, admin } = await accounts()
		const place = await prisma.postalCode.findFirstOrThrow({ where: { code: '28001' } })
		const post = async (email: string) =>
			responseJson(
				await call(
					jobpostAction,
					jsonRequest('/api/jobpost', 'POST', {
						newData: {
							category: 'electricista',
							serviceTitle: { service_title: 'Instalar enchufes', other_title: '' },
							working_schedule: 'en_una_semana',
							location: place.id,
							images: [],
							contactDetails: { name: 'Ana', email, phone: '612345678' },
						},
					}),
					{ context: testContext('203.0.113.76') },
				),
			)
		const answers = []
		for (const user of [client, craftsman, admin]) answers.push(await post(user.email))
		expect(answers[0]).toEqual({
			status: 409,
			body: { success: false, message: 'Este correo ya tiene cuenta: escribe tu contraseña' },
		})
		for (const answer of answers) expect(answer).toEqual(answers[0])
	})
})
