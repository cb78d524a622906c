// Personal pages and token answers are never cached; public pages keep their own policy.
import express from 'express'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { noStoreForPrivatePages } from '#server/http/private-pages.server.ts'
import { type LocalServer, serveLocally } from '#tests/helpers/local-server.ts'

let server: LocalServer
let base = ''
beforeAll(async () => {
	const app = express()
	app.use(noStoreForPrivatePages)
	app.get('/publico', (_req, res) => void res.set('Cache-Control', 'public, max-age=60').send('ok'))
	// as Remix's adapter sends a route's own headers: appended
	app.get('/documentos/propio.webp', (_req, res) => void res.append('Cache-Control', 'private, no-store').send('ok'))
	app.all('*', (_req, res) => void res.send('ok'))
	server = await serveLocally(app)
	base = server.base
})
afterAll(() => server.close())

const cacheControl = async (path: string) => (await fetch(`${base}${path}`)).headers.get('Cache-Control')

test.each([
	'/tablero',
	'/tablero/oficial',
	'/tablero/oficial.data',
	'/newjob/abc123',
	'/api/auth/login',
	'/api/auth/refresh',
	'/restablecer-contrasena?token=x',
	'/documentos/abc-large.webp',
])('%s is no-store', async (path) => {
	expect(await cacheControl(path)).toBe('no-store')
})

test.each(['/', '/encontraroficial', '/oficial/empresa', '/tableros-de-madera'])('%s is not touched', async (path) => {
	expect(await cacheControl(path)).toBeNull()
})

test('a private route with its own policy sends it once (/documentos: issue 37)', async () => {
	const response = await fetch(`${base}/documentos/propio.webp`)
	expect(response.headers.get('Cache-Control')).toBe('private, no-store')
})

test('a public page keeps the policy its route sets', async () => {
	expect(await cacheControl('/publico')).toBe('public, max-age=60')
})
