// The real sending path: templates rendered by React, then the outbox or Resend's HTTP API.
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { call, getRequest } from '#tests/helpers/requests.ts'

const original = { ...process.env }
let outboxDir: string

/** Fresh modules for `env`: getEnv() caches the configuration in a module variable. */
async function load(env: Record<string, string> = {}) {
	Object.assign(process.env, env)
	vi.resetModules()
	return {
		...(await import('#app/emails/send.server.ts')),
		...(await import('#app/emails/outbox.server.ts')),
		...(await import('#app/emails/templates/verify-email.server.tsx')),
		...(await import('#app/emails/templates/reset-password.server.tsx')),
		page: await import('#app/routes/dev/correos.tsx'),
	}
}

beforeEach(() => {
	outboxDir = path.join(mkdtempSync(path.join(tmpdir(), 'reformas-outbox-')), 'outbox')
	process.env.OUTBOX_DIR = outboxDir
	delete process.env.RESEND_API_KEY
})

afterEach(() => {
	for (const key of Object.keys(process.env)) if (!(key in original)) delete process.env[key]
	Object.assign(process.env, original)
	vi.unstubAllGlobals()
})

const email = { subject: 'Hola', html: '<p>Hola</p>', text: 'Hola', tag: 'test' }

describe('the outbox (no RESEND_API_KEY)', () => {
	test('sendEmail writes one readable JSON file per email, in a folder per recipient', async () => {
		const { sendEmail } = await load()
		const { id } = await sendEmail({ to: 'Ana@Example.com', ...email })
		const dir = path.join(outboxDir, 'ana@example.com')
		const [file] = readdirSync(dir)
		expect(file).toBe(`${id}.json`)
		expect(file).toMatch(/^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d\.\d{3}Z-[0-9a-f]{6}\.json$/)
		const stored = JSON.parse(readFileSync(path.join(dir, file), 'utf8'))
		expect(stored).toMatchObject({
			id,
			to: 'Ana@Example.com',
			from: 'Reformas <no-responder@reformas.local>',
			...email,
		})
		expect(new Date(stored.createdAt).toISOString()).toBe(stored.createdAt)
	})

	test('readOutbox filters by recipient whatever the case, oldest first; clearOutbox empties it', async () => {
		const { sendEmail, readOutbox, clearOutbox } = await load()
		expect(readOutbox()).toEqual([])
		for (const [to, subject] of [
			['ana@example.com', 'uno'],
			['luis@example.com', 'dos'],
			['ANA@example.com', 'tres'],
		]) {
			await sendEmail({ ...email, to, subject })
		}
		expect(readOutbox('Ana@Example.COM').map((sent) => sent.subject)).toEqual(['uno', 'tres'])
		expect(readOutbox().map((sent) => sent.subject)).toEqual(['uno', 'dos', 'tres'])
		expect(readOutbox('nadie@example.com')).toEqual([])

		clearOutbox()
		expect(readOutbox()).toEqual([])
		expect(existsSync(outboxDir)).toBe(false)
	})
})

describe('templates', () => {
	const name = '<b>Ana</b>'
	const link = 'http://localhost:3000/verificar-correo?token=abc123'

	test('the verification email', async () => {
		const { verifyEmailMessage } = await load()
		const message = verifyEmailMessage({ name, link })
		expect(message.subject).toBe('Confirma tu correo electrónico en Reformas')
		expect(message.html).not.toContain('<b>Ana</b>')
		expect(message.html).toContain('&lt;b&gt;Ana&lt;/b&gt;')
		expect(message.html).toContain(`href="${link}"`)
		expect(message.html).toContain('24 horas')
		expect(message.html).toContain('Reformas · Encuentra profesionales para tu hogar')
		expect(message.text).toContain(link)
		expect(message.text).toContain('Hola, <b>Ana</b>:') // plain text needs no escaping
		expect(message.text).toContain('24 horas')
	})

	test('the password reset email, sent through sendEmail', async () => {
		const { resetPasswordMessage, sendEmail, readOutbox } = await load()
		const message = resetPasswordMessage({ name, link })
		expect(message.subject).toBe('Restablece tu contraseña de Reformas')
		expect(message.html).not.toContain('<b>Ana</b>')
		expect(message.html).toContain('&lt;b&gt;Ana&lt;/b&gt;')
		expect(message.html).toContain('1 hora')
		await sendEmail({ to: 'ana@example.com', ...message })
		const [sent] = readOutbox('ana@example.com')
		expect(sent).toMatchObject({ subject: message.subject, html: message.html, text: message.text })
		expect(sent.text).toContain(link)
	})
})

describe('Resend (RESEND_API_KEY set)', () => {
	function stubResend(status: number, body: unknown) {
		const requests: { url: string; init: RequestInit }[] = []
		// why: Resend is a third-party HTTP API; we check the request we send
		vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
			requests.push({ url: String(url), init })
			return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
		})
		return requests
	}

	test('posts the email to the API and writes nothing to the outbox', async () => {
		const requests = stubResend(200, { id: 'email_123' })
		const { sendEmail, readOutbox } = await load({ RESEND_API_KEY: 're_test' })
		expect(await sendEmail({ to: 'ana@example.com', ...email })).toEqual({ id: 'email_123' })

		expect(requests).toHaveLength(1)
		const [{ url, init }] = requests
		expect(url).toMatch(/\/emails$/)
		expect(init.method).toBe('POST')
		expect(new Headers(init.headers).get('Authorization')).toBe('Bearer re_test')
		expect(JSON.parse(String(init.body))).toMatchObject({
			from: 'Reformas <no-responder@reformas.local>',
			to: 'ana@example.com',
			subject: 'Hola',
			html: '<p>Hola</p>',
			text: 'Hola',
		})
		expect(readOutbox()).toEqual([])
	})

	test('an error answer rejects with its message', async () => {
		stubResend(422, { name: 'validation_error', message: 'Invalid from' })
		const { sendEmail } = await load({ RESEND_API_KEY: 're_test' })
		await expect(sendEmail({ to: 'ana@example.com', ...email })).rejects.toThrow('Invalid from')
	})
})

describe('the /dev/correos page', () => {
	test('is not found outside development, nor when emails really leave', async () => {
		const envs: Record<string, string>[] = [
			{},
			{ NODE_ENV: 'production', OPERATOR_PLACEHOLDERS: 'true' }, // production refuses to start without the operator's identity
			{ NODE_ENV: 'development', RESEND_API_KEY: 're_test' },
		]
		for (const env of envs) {
			const { page } = await load(env)
			const answer = (await call(page.loader, getRequest('/dev/correos'))) as Response
			expect(answer.status).toBe(404)
		}
	})

	test('in development it lists the outbox newest first and shows the chosen email', async () => {
		const { page, sendEmail } = await load({ NODE_ENV: 'development' })
		const first = await sendEmail({ to: 'ana@example.com', ...email, subject: 'primero' })
		await sendEmail({ to: 'luis@example.com', ...email, subject: 'segundo' })

		const list = (await call(page.loader, getRequest('/dev/correos'))) as Awaited<ReturnType<typeof page.loader>>
		expect(list.emails.map((sent) => sent.subject)).toEqual(['segundo', 'primero'])
		expect(list.selected).toBeNull()

		const shown = (await call(page.loader, getRequest(`/dev/correos?id=${first.id}`))) as typeof list
		expect(shown.selected).toMatchObject({
			to: 'ana@example.com',
			subject: 'primero',
			html: email.html,
			text: email.text,
		})
	})
})
