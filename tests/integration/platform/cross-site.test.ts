// A page on another site cannot post this site's forms with the user's cookies (it logged an
// admin out before); same-origin forms, typed URLs, /api and non-browser clients go through.
import express from 'express'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { refuseCrossSiteWrites } from '#server/http/cross-site.server.ts'
import { type LocalServer, serveLocally } from '#tests/helpers/local-server.ts'

let server: LocalServer
let base = ''
beforeAll(async () => {
	const app = express()
	app.use(refuseCrossSiteWrites('https://reformas.example'))
	app.all('*', (_req, res) => void res.send('ok'))
	server = await serveLocally(app)
	base = server.base
})
afterAll(() => server.close())

const post = (path: string, headers: Record<string, string>) =>
	fetch(`${base}${path}`, { method: 'POST', headers, body: 'x=1', redirect: 'manual' })

test.each([
	['/cerrar-sesion', { 'Sec-Fetch-Site': 'cross-site', Origin: 'https://evil.example' }],
	['/volver-a-mi-cuenta', { 'Sec-Fetch-Site': 'same-site', Origin: 'https://sub.reformas.example' }],
	['/tablero/admin/usuarios/x', { Origin: 'https://evil.example' }],
	['/cerrar-sesion', { Origin: 'null' }],
])('a cross-site POST to %s is refused with 403 and a Spanish page', async (path, headers) => {
	const response = await post(path, headers)
	expect(response.status).toBe(403)
	expect(await response.text()).toContain('El formulario venía de otro sitio web')
})

test.each([
	[
		'/cerrar-sesion',
		{ 'Sec-Fetch-Site': 'same-origin', Origin: 'https://reformas.example', 'X-Forwarded-Host': 'reformas.example' },
	],
	['/cerrar-sesion', { Origin: 'https://reformas.example', 'X-Forwarded-Host': 'reformas.example' }],
	['/cerrar-sesion', {}],
	['/api/auth/login', { 'Sec-Fetch-Site': 'cross-site', Origin: 'https://partner.example' }],
])('%s with %o goes through', async (path, headers) => {
	expect((await post(path, headers)).status).toBe(200)
})

test('a cross-site GET is a link, and links are allowed', async () => {
	const response = await fetch(`${base}/cerrar-sesion`, { headers: { 'Sec-Fetch-Site': 'cross-site' } })
	expect(response.status).toBe(200)
})

// Remix refuses an action whose Origin names another host than X-Forwarded-Host (else Host) by
// throwing, which answered 500; the same rule runs first and answers the 403 page.
test.each([
	[{ 'Sec-Fetch-Site': 'same-origin', Origin: 'https://evil.example' }],
	[{ 'Sec-Fetch-Site': 'same-origin', Origin: 'https://reformas.example', 'X-Forwarded-Host': 'other.example' }],
	[{ 'Sec-Fetch-Site': 'same-origin', Origin: 'null' }],
	[{ 'Sec-Fetch-Site': 'same-origin', Origin: 'not a url' }],
])('an Origin of another host than the request names is refused first: %o', async (headers) => {
	const response = await post('/cerrar-sesion', headers)
	expect(response.status).toBe(403)
	expect(await response.text()).toContain('El formulario venía de otro sitio web')
})

test('behind a proxy, X-Forwarded-Host names the site the browser sees', async () => {
	const headers = {
		'Sec-Fetch-Site': 'same-origin',
		Origin: 'https://reformas.example',
		'X-Forwarded-Host': 'reformas.example',
	}
	expect((await post('/cerrar-sesion', headers)).status).toBe(200)
	const hostOnly = { 'Sec-Fetch-Site': 'same-origin', Origin: base }
	expect((await post('/cerrar-sesion', hostOnly)).status).toBe(200)
})
