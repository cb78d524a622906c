// The device id and the address of a request reach its context (what review holds compare): a
// browser gets a long-lived httpOnly cookie on its first write outside /api, never on a page read;
// an /api client's `X-Device-Id` is taken as is; odd values are ignored.
import { createServer, type Server } from 'node:http'
import express from 'express'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { DEVICE_COOKIE, deviceIdentity } from '#server/http/device-id.server.ts'
import { requestContext } from '#server/observability/request-log.server.ts'
import { currentContext } from '#app/lib/request-context.server.ts'

let server: Server
let base = ''
beforeAll(async () => {
	const app = express()
	app.set('trust proxy', 1)
	app.use(requestContext())
	app.use(deviceIdentity({ secure: true }))
	app.all('*', (_req, res) => {
		res.json(currentContext()?.origin ?? null)
	})
	server = createServer(app)
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
	const address = server.address()
	base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

const FORWARDED = { 'X-Forwarded-For': '198.51.100.23' }

test('a page read gets no cookie and no device id; the address is the one the proxy forwarded', async () => {
	const response = await fetch(`${base}/encontraroficial`, { headers: FORWARDED })
	expect(response.headers.get('set-cookie')).toBeNull()
	// the browser's User-Agent travels too, for «Sesiones abiertas»
	expect(await response.json()).toEqual({ ip: '198.51.100.23', deviceId: null, userAgent: 'node' })
})

test('a first write gets a year-long httpOnly cookie, whose id the next requests carry', async () => {
	const response = await fetch(`${base}/iniciar-sesion`, { method: 'POST', headers: FORWARDED })
	const cookie = response.headers.get('set-cookie') ?? ''
	expect(cookie).toMatch(new RegExp(`^${DEVICE_COOKIE}=[A-Za-z0-9_-]{24};`))
	expect(cookie).toMatch(/HttpOnly/)
	expect(cookie).toMatch(/Secure/)
	expect(cookie).toMatch(/SameSite=Lax/)
	expect(cookie).toMatch(/Max-Age=31536000/)
	const deviceId = cookie.split(';')[0]!.split('=')[1]
	expect(((await response.json()) as { deviceId: string }).deviceId).toBe(deviceId)
	const again = await fetch(`${base}/tablero/cliente`, { headers: { Cookie: `${DEVICE_COOKIE}=${deviceId}` } })
	expect(again.headers.get('set-cookie')).toBeNull()
	expect(((await again.json()) as { deviceId: string }).deviceId).toBe(deviceId)
})

test('/api: the X-Device-Id header, never a cookie made for it', async () => {
	const withHeader = await fetch(`${base}/api/auth/login`, {
		method: 'POST',
		headers: { 'X-Device-Id': 'app-movil-0123456789' },
	})
	expect(withHeader.headers.get('set-cookie')).toBeNull()
	expect(((await withHeader.json()) as { deviceId: string }).deviceId).toBe('app-movil-0123456789')
	const without = await fetch(`${base}/api/auth/login`, { method: 'POST' })
	expect(without.headers.get('set-cookie')).toBeNull()
	expect(((await without.json()) as { deviceId: string | null }).deviceId).toBeNull()
})

test('an odd or huge device id is ignored (a browser gets a new one)', async () => {
	for (const odd of ['corto', 'x'.repeat(65), 'con espacios y "comillas" 1234']) {
		const api = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'X-Device-Id': odd } })
		expect(((await api.json()) as { deviceId: string | null }).deviceId).toBeNull()
		const page = await fetch(`${base}/iniciar-sesion`, {
			method: 'POST',
			headers: { Cookie: `${DEVICE_COOKIE}=${encodeURIComponent(odd)}` },
		})
		const { deviceId } = (await page.json()) as { deviceId: string }
		expect(deviceId).not.toBe(odd)
		expect(page.headers.get('set-cookie')).toContain(`${DEVICE_COOKIE}=${deviceId}`)
	}
})
