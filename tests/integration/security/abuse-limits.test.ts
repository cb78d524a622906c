// Limits per action, the same whether the page or /api is used: who an email belongs to, accounts
// created from one address, and jobs a client publishes in a day.
import { describe, expect, test } from 'vitest'
import { prisma } from '#app/lib/db.server.ts'
import { saveRegistrationDraft } from '#app/models/craftsmen/registration-draft.server.ts'
import { startDraft } from '#app/models/jobs/job-draft.server.ts'
import { action as registerPage, loader as registerLoader } from '#app/routes/registrarse.tsx'
import { action as wizardPage, loader as wizardLoader } from '#app/routes/publicartrabajo.tsx'
import { action as registerApi } from '#app/routes/api/auth/register.ts'
import { action as jobpostApi } from '#app/routes/api/jobpost.ts'
import { createClientWithToken } from '#tests/factories/conversations.ts'
import { placeId } from '#tests/factories/jobs.ts'
import { createUser } from '#tests/factories/users.ts'
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

const uid = () => Math.random().toString(36).slice(2, 8)

describe('registration tells whether an email is registered only so often', () => {
	test('20 checks per address on the page; the 21st, and /api from the same address, are refused', async () => {
		const taken = await createUser({ role: 'cliente' })
		const cookie = cookiesOf(new Headers({ 'Set-Cookie': await saveRegistrationDraft({ services: ['electrician'] }) }))
		const context = testContext('10.77.0.1')
		const place = await placeId('29001')
		const probe = (email: string) =>
			call(
				registerPage,
				formRequest(
					'/registrarse?paso=datos',
					{
						name: 'Rafa',
						lastName: 'Nadal',
						companyName: `Empresa ${uid()}`,
						email,
						phone: '611223344',
						zipCode: '29001',
						postalCodeId: String(place),
						streetAddress: 'Calle Mayor 1',
					},
					{ cookie },
				),
				{ context },
			)
		const answers = []
		for (let i = 0; i < 25; i++) answers.push(unwrap(await probe(taken.email)))
		const told = answers.map((answer) => JSON.stringify(answer.data))
		expect(told.slice(0, 20).every((text) => text.includes('Ya existe una cuenta'))).toBe(true)
		// forms answer 400 for every refusal; the message is what changes
		expect(told.slice(20).every((text) => text.includes('Demasiados intentos'))).toBe(true)
		expect(told.slice(20).some((text) => text.includes('Ya existe una cuenta'))).toBe(false)

		const viaApi = await responseJson(
			await call(
				registerApi,
				jsonRequest('/api/auth/register', 'POST', {
					name: 'Manuel',
					lastName: 'Ruiz',
					phone: '655443322',
					email: `manuel.${uid()}@example.com`,
					zipCode: '29001',
					role: 'oficial',
					address: place,
					streetAddress: 'Calle Sierpes 3',
					password: 'Sevill4#Sol',
					craftmanDetails: {
						services: ['Electricista'],
						documents: [{ document_type: 'craft_card', document_link: '/imagenes/documentos/abc123-large.webp' }],
						company_name: `Empresa ${uid()}`,
					},
				}),
				{ context },
			),
		)
		expect(viaApi.status).toBe(429)
		expect(viaApi.body.message).toContain('Demasiados intentos')
	})
})

describe('guests create accounts by posting jobs only so often', () => {
	const guestJob = async () => ({
		category: 'electricista',
		serviceTitle: { service_title: 'Instalar enchufes', other_title: '' },
		additional_job_description: 'Seis enchufes nuevos.',
		images: [],
		location: await placeId('28001'),
		working_schedule: 'flexible',
		contactDetails: { name: 'Lola Flores', email: `lola.${uid()}@example.com`, phone: '612345678' },
	})

	test('5 unconfirmed accounts a day per address through /api; the page wizard from that address is refused next, its draft kept', async () => {
		const context = testContext('10.77.0.2')
		const statuses = []
		for (let i = 0; i < 6; i++) {
			const { status, body } = await responseJson(
				await call(jobpostApi, jsonRequest('/api/jobpost', 'POST', { newData: await guestJob() }), { context }),
			)
			statuses.push(status)
			if (status === 429) expect(body.message).toContain('cuentas que aún no han confirmado su correo')
		}
		expect(statuses).toEqual([201, 201, 201, 201, 201, 429])

		const draft = await startDraft('electrician', undefined, {
			serviceTitle: 'Instalar enchufes',
			workingSchedule: 'flexible',
			name: 'Lola',
			email: `lola.${uid()}@example.com`,
			phone: '612345678',
		})
		const cookie = cookiesOf(new Headers({ 'Set-Cookie': draft.setCookie }))
		// said on the first step, before any typing
		const first = unwrap(await call(wizardLoader, getRequest('/publicartrabajo?paso=titulo', { cookie }), { context }))
		expect(first.data.accountLimit).toContain('Desde tu conexión se han creado hoy 5 cuentas')
		// the craftsman's registration says it on its first step too (the same function)
		const registration = unwrap(await call(registerLoader, getRequest('/registrarse'), { context }))
		expect(registration.data).toHaveProperty('accountLimit', first.data.accountLimit)
		const before = await prisma.user.count()
		const answer = unwrap(
			await call(
				wizardPage,
				formRequest(
					'/publicartrabajo?paso=ubicacion',
					{ zip: '28001', postalCodeId: String(await placeId('28001')) },
					{ cookie },
				),
				{ context },
			),
		)
		expect(answer.status).toBe(400)
		expect(JSON.stringify(answer.data)).toContain('Tu trabajo queda guardado en este navegador')
		expect(await prisma.user.count()).toBe(before)
		// the draft and its text are still there to publish later
		const kept = await prisma.jobDraft.findUniqueOrThrow({ where: { id: draft.id } })
		expect(kept.data).toMatchObject({ name: 'Lola', serviceTitle: 'Instalar enchufes' })
	})

	test('confirmed accounts do not count: many phones behind one carrier address all get in', async () => {
		const context = testContext('10.77.0.3')
		for (let i = 0; i < 8; i++) {
			const job = await guestJob()
			const { status, body } = await responseJson(
				await call(jobpostApi, jsonRequest('/api/jobpost', 'POST', { newData: job }), { context }),
			)
			expect(status, JSON.stringify(body)).toBe(201)
			// each owner confirms the email, as people do
			await prisma.user.update({ where: { email: job.contactDetails.email }, data: { emailVerified: true } })
		}
		// another address is untouched by all this
		const other = unwrap(
			await call(wizardLoader, getRequest('/publicartrabajo?paso=titulo'), { context: testContext('10.77.0.4') }),
		)
		expect(other.data).not.toHaveProperty('accountLimit', expect.any(String))
	})
})

describe('a client publishes at most 10 jobs a day', () => {
	test('the 11th is refused with a clear message, through /api and through the page', async () => {
		const client = await createClientWithToken()
		const job = async () => {
			const { contactDetails: _, ...rest } = await (async () => ({
				category: 'electricista',
				serviceTitle: { service_title: 'Instalar enchufes', other_title: '' },
				images: [],
				location: await placeId('28001'),
				working_schedule: 'flexible',
				contactDetails: null,
			}))()
			return rest
		}
		for (let i = 0; i < 10; i++) {
			const { status } = await responseJson(
				await call(jobpostApi, jsonRequest('/api/jobpost', 'POST', { newData: await job() }, { token: client.token })),
			)
			expect(status).toBe(201)
		}
		const refused = await responseJson(
			await call(jobpostApi, jsonRequest('/api/jobpost', 'POST', { newData: await job() }, { token: client.token })),
		)
		expect(refused.status).toBe(429)
		expect(refused.body.message).toMatch(/^Has publicado 10 trabajos en las últimas 24 horas, el máximo diario\./)

		const { commitNewSession } = await import('#app/models/auth/sessions.server.ts')
		const session = cookiesOf(new Headers({ 'Set-Cookie': await commitNewSession(client.id) }))
		const draft = await startDraft('electrician', client.id, {
			serviceTitle: 'Instalar enchufes',
			workingSchedule: 'flexible',
		})
		const cookie = `${session}; ${cookiesOf(new Headers({ 'Set-Cookie': draft.setCookie }))}`
		const answer = unwrap(
			await call(
				wizardPage,
				formRequest(
					'/publicartrabajo?paso=ubicacion',
					{ zip: '28001', postalCodeId: String(await placeId('28001')) },
					{ cookie },
				),
			),
		)
		expect(answer.status).toBe(400)
		expect(JSON.stringify(answer.data)).toContain('el máximo diario')
		expect(await prisma.job.count({ where: { ownerId: client.id } })).toBe(10)
	})
})
