// Page forms with control characters or a filled honeypot are refused with 400 before any route
// reads them; any other form reaches the handler (read the way Remix reads it) byte for byte.
import { createReadableStreamFromReadable } from '@remix-run/node'
import express from 'express'
import { decode } from 'turbo-stream'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { BAD_CHARACTERS, refuseBadForms, SPAM_REFUSED, withReplayedBody } from '#server/http/form-guard.server.ts'
import { type LocalServer, serveLocally } from '#tests/helpers/local-server.ts'

let server: LocalServer
let port = 0
let reached = 0
beforeAll(async () => {
	const app = express()
	app.use(refuseBadForms)
	app.all('*', async (req, res) => {
		reached++
		const body = await new Response(createReadableStreamFromReadable(withReplayedBody(req))).text()
		res.json({ body, host: withReplayedBody(req).get('host'), method: withReplayedBody(req).method })
	})
	server = await serveLocally(app)
	port = server.port
})
afterAll(() => server.close())

const post = (path: string, body: string, type = 'application/x-www-form-urlencoded') =>
	fetch(`http://127.0.0.1:${port}${path}`, { method: 'POST', headers: { 'Content-Type': type }, body })

test('a page form with NUL or another control character gets 400 and a Spanish page, unread by the route', async () => {
	const before = reached
	for (const body of ['text=hola%00', 'text=a%07b', 'na%1Bme=x', `text=${encodeURIComponent('\u007f')}`]) {
		const response = await post('/tablero/cliente/mensajes/abc', body)
		expect(response.status).toBe(400)
		expect(await response.text()).toContain(BAD_CHARACTERS)
	}
	expect(reached).toBe(before)
})

test('a filled honeypot gets 400; an empty one goes through', async () => {
	const before = reached
	const spam = await post('/registrarse?paso=datos', 'name=Ana&website=http%3A%2F%2Fspam.example')
	expect(spam.status).toBe(400)
	expect(await spam.text()).toContain(SPAM_REFUSED)
	expect(reached).toBe(before)
	expect((await post('/registrarse?paso=datos', 'name=Ana&website=')).status).toBe(200)
})

test('a form sent with JavaScript (single fetch, `….data`) is refused in a form Remix decodes: an error response', async () => {
	for (const [path, body, refusal] of [
		['/registrarse.data?paso=datos', 'name=Ana&website=spam', SPAM_REFUSED],
		['/_root.data', 'text=a%0Bb', BAD_CHARACTERS],
	] as const) {
		const response = await post(path, body)
		expect(response.status).toBe(400)
		// decoded as @remix-run/react's single fetch does (its ErrorResponse plugin)
		const decoded = await decode(response.body!, {
			plugins: [(type, ...values) => (type === 'ErrorResponse' ? { value: { type, values } } : undefined)],
		})
		expect(decoded.value).toEqual({ error: { type: 'ErrorResponse', values: [refusal, 400, 'Bad Request'] } })
	}
})

test('other forms reach the route whole: tabs and line breaks, unicode, a large body', async () => {
	const body = `text=${encodeURIComponent('Hola\tmundo\r\nñandú 🔧')}&long=${'x'.repeat(100_000)}`
	const response = await post('/tablero/cliente/mensajes/abc', body)
	expect(response.status).toBe(200)
	expect(await response.json()).toEqual({ body, host: `127.0.0.1:${port}`, method: 'POST' })
})

test('/api, multipart and non-form bodies are left to their own checks', async () => {
	for (const [path, type] of [
		['/api/messages', 'application/x-www-form-urlencoded'],
		['/iniciar-sesion', 'text/plain'],
		['/iniciar-sesion', 'application/json'],
	] as const) {
		const response = await post(path, 'text=a%00b', type)
		expect(response.status).toBe(200)
		expect((await response.json()).body).toBe('text=a%00b')
	}
})
