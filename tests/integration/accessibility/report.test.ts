// The accessibility statement's contact form stores the report and emails it (queued).
import { describe, expect, test } from 'vitest'
import { readOutbox } from '#app/emails/outbox.server.ts'
import { prisma } from '#app/lib/db.server.ts'
import { getCompany } from '#app/models/legal/company.server.ts'
import { REPORT_SENT } from '#app/models/accessibility/accessibility.server.ts'
import { action as apiAction } from '#app/routes/api/accesibilidad.ts'
import { action, loader } from '#app/routes/pie/accesibilidad.tsx'
import { runQueuedJobs } from '#tests/helpers/queue.ts'
import { call, formRequest, getRequest, jsonRequest, testContext, unwrap } from '#tests/helpers/requests.ts'

const PATH = '/pie/accesibilidad'

describe('/pie/accesibilidad', () => {
	test('the page loads for anyone', async () => {
		expect(unwrap(await call(loader, getRequest(PATH))).data).toMatchObject({
			email: '',
			company: { email: getCompany().email },
		})
	})

	test('a report is stored and emailed to the operator; the form answers in Spanish', async () => {
		const fields = {
			name: 'Lucía',
			email: 'lucia@example.com',
			pageUrl: '/publicartrabajo',
			message: 'El selector de fecha no se puede usar con el teclado.',
		}
		const answer = unwrap(await call(action, formRequest(PATH, fields)))
		expect([answer.status, answer.data.sent]).toEqual([200, REPORT_SENT])
		const [stored] = await prisma.accessibilityReport.findMany({ where: { email: 'lucia@example.com' } })
		expect(stored).toMatchObject({ name: 'Lucía', pageUrl: '/publicartrabajo', message: fields.message, userId: null })
		await runQueuedJobs()
		const [mail] = readOutbox(getCompany().email).filter((sent) => sent.subject.includes(stored!.id))
		expect(mail!.text).toContain('El selector de fecha no se puede usar con el teclado.')
		expect(mail!.text).toContain('lucia@example.com')
	})

	test('bad input gets a Spanish message per field and stores nothing', async () => {
		const before = await prisma.accessibilityReport.count()
		const answer = unwrap(
			await call(action, formRequest(PATH, { email: 'no-es-un-correo', message: 'corto', name: 'x'.repeat(101) })),
		)
		expect(answer.status).toBe(400)
		expect(answer.data.result.error).toEqual({
			email: ['Escribe un correo electrónico válido'],
			message: ['Cuéntanos el problema (al menos 10 caracteres)'],
			name: ['El nombre no puede superar 100 caracteres'],
		})
		expect(await prisma.accessibilityReport.count()).toBe(before)
	})

	test('/api: 201 for a good report, 400 for a bad one; at most 5 an hour from one address', async () => {
		const context = testContext('10.99.0.1')
		const post = async (body: object) => {
			const response = (await call(apiAction, jsonRequest('/api/accesibilidad', 'POST', body), { context })) as Response
			return [response.status, await response.json()]
		}
		const good = { email: 'api@example.com', message: 'El contraste del pie es insuficiente.' }
		expect(await post(good)).toEqual([201, { success: true, message: REPORT_SENT, id: expect.any(String) }])
		expect((await post({ email: 'api@example.com' }))[0]).toBe(400)
		for (let i = 0; i < 4; i++) expect((await post(good))[0]).toBe(201)
		const limited = await post(good)
		expect(limited[0]).toBe(429)
		expect(await prisma.accessibilityReport.count({ where: { email: 'api@example.com' } })).toBe(5)
	})
})
