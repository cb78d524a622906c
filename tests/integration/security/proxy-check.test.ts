// TRUST_PROXY_HOPS with nothing in front lets every client pick its address through
// X-Forwarded-For: a request arriving without that header is logged loudly, once an hour at most.
import { createServer, type Server } from 'node:http'
import express from 'express'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { DIRECT_REQUEST_WARNING_INTERVAL_MS, warnOnDirectRequests } from '#server/http/proxy-check.server.ts'

const logged: string[] = []
let clock = 0
const servers: Server[] = []

async function serve(hops: number) {
	const app = express()
	app.set('trust proxy', hops)
	app.use(warnOnDirectRequests(hops, { log: (message) => logged.push(message), now: () => clock }))
	app.all('*', (_req, res) => void res.send('ok'))
	const server = createServer(app)
	servers.push(server)
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
	const address = server.address()
	return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
}

let trusting = ''
let direct = ''
beforeAll(async () => {
	trusting = await serve(1)
	direct = await serve(0)
})
afterAll(() => Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve)))))

test('trusted hops and a request without X-Forwarded-For: one loud warning, repeated after an hour', async () => {
	logged.length = 0
	await fetch(`${trusting}/`, { headers: { 'X-Forwarded-For': '203.0.113.9' } })
	await fetch(`${trusting}/healthcheck`)
	expect(logged).toEqual([])
	await fetch(`${trusting}/`)
	await fetch(`${trusting}/iniciar-sesion`)
	expect(logged).toHaveLength(1)
	expect(logged[0]).toContain('TRUST_PROXY_HOPS=1')
	expect(logged[0]).toContain('X-Forwarded-For')
	clock += DIRECT_REQUEST_WARNING_INTERVAL_MS
	await fetch(`${trusting}/`)
	expect(logged).toHaveLength(2)
})

test('no trusted hops: nothing to warn about', async () => {
	logged.length = 0
	await fetch(`${direct}/`)
	expect(logged).toEqual([])
})
