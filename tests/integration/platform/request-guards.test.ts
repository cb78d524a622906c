// Oversized bodies and URLs with control characters are refused at the edge, before any route
// reads them: a Spanish message, 4xx, and nothing reaches the handler.
import { request as httpRequest } from 'node:http'
import express from 'express'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { BODY_LIMITS, limitRequestBodies } from '#server/http/body-limits.server.ts'
import { refuseBadUrls } from '#server/http/url-guard.server.ts'
import { type LocalServer, serveLocally } from '#tests/helpers/local-server.ts'

let server: LocalServer
let port = 0
let reached = 0
beforeAll(async () => {
	const app = express()
	app.use(refuseBadUrls)
	app.use(limitRequestBodies)
	app.all('*', (req, res) => {
		reached++
		let bytes = 0
		req.on('data', (chunk: Buffer) => (bytes += chunk.length))
		req.on('end', () => void res.json({ bytes }))
	})
	server = await serveLocally(app)
	port = server.port
})
afterAll(() => server.close())

const base = () => `http://127.0.0.1:${port}`

test('a JSON body over 256 KiB is refused with 413 and a Spanish /api message, unread', async () => {
	const before = reached
	const response = await fetch(`${base()}/api/auth/login`, {
		method: 'POST',
		headers: { 'Content-Type': 'application/json' },
		body: JSON.stringify({ email: 'a@b.es', password: 'x'.repeat(BODY_LIMITS.json) }),
	})
	expect(response.status).toBe(413)
	expect(await response.json()).toEqual({
		success: false,
		message: 'La petición es demasiado grande',
		error: { message: 'La petición es demasiado grande' },
	})
	expect(reached).toBe(before)
})

test('a form over its limit gets a Spanish page; a multipart upload of 10 MB goes through', async () => {
	const form = await fetch(`${base()}/iniciar-sesion`, {
		method: 'POST',
		headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
		body: `password=${'x'.repeat(BODY_LIMITS.form)}`,
	})
	expect(form.status).toBe(413)
	expect(await form.text()).toContain('La petición es demasiado grande')

	const data = new FormData()
	data.append('file', new Blob([new Uint8Array(10 * 1024 * 1024)]), 'foto.jpg')
	const upload = await fetch(`${base()}/api/upload`, { method: 'POST', body: data })
	expect(upload.status).toBe(200)
	expect((await upload.json()).bytes).toBeGreaterThan(10 * 1024 * 1024)
})

test('a body without a declared length (chunked) is refused with 411', async () => {
	const status = await new Promise<number>((resolve, reject) => {
		const req = httpRequest(
			{
				host: '127.0.0.1',
				port,
				path: '/api/auth/login',
				method: 'POST',
				headers: { 'Content-Type': 'application/json' },
			},
			(res) => {
				res.resume()
				resolve(res.statusCode ?? 0)
			},
		)
		req.on('error', reject)
		req.write('{"email":')
		req.end('"a@b.es"}')
	})
	expect(status).toBe(411)
})

test.each([
	'/api/user?email=a%00@b.es',
	'/oficial/%00',
	'/api/get_jobs?categories=%00',
	'/encontraroficial?q=%1B%5B31m',
	'/api/postal_codes/%E0%A4%A',
	`/buscar?q=${'a'.repeat(9000)}`,
])('%s is refused with 400 before any route runs', async (path) => {
	const before = reached
	const response = await fetch(`${base()}${path}`)
	expect(response.status).toBe(400)
	expect(reached).toBe(before)
})

test('ordinary URLs with escapes and accents go through', async () => {
	for (const path of ['/encontraroficial/pintores/m%C3%A1laga', '/buscar?q=fontaner%C3%ADa+urgente&p=100%25']) {
		expect((await fetch(`${base()}${path}`)).status).toBe(200)
	}
})
