// Overload: past the requests in flight allowed a request waits in a short, fair queue; past the
// queue's wait or the event-loop lag it gets 503 with Retry-After before any work, while liveness,
// readiness, static files and the requests already admitted are served. Real HTTP through
// Express, as server/web.ts mounts it.
import { once } from 'node:events'
import { connect } from 'node:net'
import express from 'express'
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest'
import {
	type Admission,
	admissionControl,
	createLagMonitor,
	OVERLOADED,
	RETRY_AFTER_SECONDS,
} from '#server/http/admission.server.ts'
import { answerLiveness } from '#server/http/liveness.server.ts'
import { type LocalServer, serveLocally } from '#tests/helpers/local-server.ts'

let server: LocalServer
let base = ''
let lagMs = 0
let admission: Admission
let started = 0
/** requests to /lento wait here until the test lets them go */
let releases: Array<() => void> = []

beforeAll(async () => {
	const app = express()
	// two clients told apart by the proxy's X-Forwarded-For, as behind nginx
	app.set('trust proxy', 1)
	app.use(answerLiveness)
	admission = admissionControl(
		{
			maxLagMs: 200,
			maxInFlight: 2,
			maxQueued: 2,
			maxQueueMs: 1000,
			exempt: (path) => path.startsWith('/assets/') || path === '/healthcheck',
		},
		{ lagMs: () => lagMs },
	)
	app.use(admission)
	app.get('/assets/app.js', (_req, res) => void res.type('js').send('// static'))
	app.get('/healthcheck', (_req, res) => void res.json({ status: 'ok' }))
	app.get('/lento', (_req, res) => {
		started++
		releases.push(() => res.send('hecho'))
	})
	app.post('/subida', (req, res) => {
		started++
		req.resume()
		req.once('end', () => void res.send('subida'))
	})
	app.all('*', (_req, res) => {
		started++
		res.send('página')
	})
	server = await serveLocally(app)
	base = server.base
})
afterAll(async () => {
	admission.stop()
	await server.close()
})
afterEach(() => {
	lagMs = 0
	releases.forEach((release) => release())
	releases = []
})

function expectRetryAfter(answer: Response) {
	const seconds = Number(answer.headers.get('Retry-After'))
	expect(seconds).toBeGreaterThanOrEqual(RETRY_AFTER_SECONDS.min)
	expect(seconds).toBeLessThanOrEqual(RETRY_AFTER_SECONDS.max)
}

async function until(condition: () => boolean) {
	for (let i = 0; i < 200 && !condition(); i++) await new Promise((resolve) => setTimeout(resolve, 10))
	expect(condition()).toBe(true)
}

/** a request of this test's address (127.0.0.1) in flight until afterEach lets it go */
async function holdASlot() {
	void fetch(`${base}/lento`).catch(() => undefined)
	await until(() => releases.length === 1)
}

test('with the event loop lagging, a client with nothing in gets in line; one with a request in gets 503 with Retry-After, untouched', async () => {
	lagMs = 500
	// nothing of its own in flight: served (the slots bound the work), even with the loop lagging
	expect((await fetch(`${base}/trabajos`)).status).toBe(200)
	await holdASlot()
	const before = started
	const page = await fetch(`${base}/trabajos`)
	expect(page.status).toBe(503)
	expectRetryAfter(page)
	expect(page.headers.get('Cache-Control')).toBe('no-store')
	// a styled Spanish page that comes back by itself after Retry-After
	expect(page.headers.get('Content-Type')).toMatch(/^text\/html/)
	expect(page.headers.get('X-Admission')).toBe('overload')
	const html = await page.text()
	expect(html).toContain('Hay mucha demanda en este momento')
	expect(html).toContain(`<meta http-equiv="refresh" content="${page.headers.get('Retry-After')}">`)
	const apiCall = await fetch(`${base}/api/conversations`, { method: 'POST', body: '{}' })
	expect(apiCall.status).toBe(503)
	expectRetryAfter(apiCall)
	expect(await apiCall.json()).toEqual({ success: false, message: OVERLOADED })
	expect(started).toBe(before)

	// liveness, readiness and static files still answer: readiness is answered apart
	expect((await fetch(`${base}/healthcheck?live`)).status).toBe(200)
	expect((await fetch(`${base}/assets/app.js`)).status).toBe(200)
	expect((await fetch(`${base}/healthcheck`)).status).toBe(200)
	// and another address, with nothing in, is served
	expect((await fetch(`${base}/trabajos`, { headers: { 'X-Forwarded-For': '198.51.100.9' } })).status).toBe(200)

	lagMs = 100
	expect((await fetch(`${base}/trabajos`)).status).toBe(200)
})

test('past the requests in flight allowed a request waits for a slot; past the queue it is refused', async () => {
	const slow = [fetch(`${base}/lento`), fetch(`${base}/lento`)]
	await until(() => releases.length === 2)
	expect(admission.stats().inFlight).toBe(2)

	// two wait (the queue holds two), the next is refused at once
	const waiting = [fetch(`${base}/trabajos`), fetch(`${base}/trabajos`)]
	await until(() => admission.stats().queued === 2)
	const refused = await fetch(`${base}/trabajos`)
	expect(refused.status).toBe(503)
	expectRetryAfter(refused)
	expect((await fetch(`${base}/healthcheck?live`)).status).toBe(200)

	releases.forEach((release) => release())
	releases = []
	const answers = await Promise.all([...slow, ...waiting])
	expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200])
	expect(await Promise.all(answers.map((answer) => answer.text()))).toEqual(['hecho', 'hecho', 'página', 'página'])
	await until(() => admission.stats().inFlight === 0)
	expect((await fetch(`${base}/trabajos`)).status).toBe(200)
})

test('a request that waits longer than allowed is refused, without being started', async () => {
	const slow = [fetch(`${base}/lento`), fetch(`${base}/lento`)]
	await until(() => releases.length === 2)
	const before = started
	const t0 = performance.now()
	const late = await fetch(`${base}/trabajos`)
	expect(late.status).toBe(503)
	expect(performance.now() - t0).toBeGreaterThanOrEqual(990)
	expect(started).toBe(before)
	releases.forEach((release) => release())
	releases = []
	await Promise.all(slow)
})

test('one address holding every slot and the queue does not starve another: its next request gets the next slot', async () => {
	const greedy = { 'X-Forwarded-For': '203.0.113.1' }
	const slow = [fetch(`${base}/lento`, { headers: greedy }), fetch(`${base}/lento`, { headers: greedy })]
	await until(() => releases.length === 2)
	const greedyWaiting = [fetch(`${base}/lento`, { headers: greedy }), fetch(`${base}/lento`, { headers: greedy })]
	await until(() => admission.stats().queued === 2)

	// the queue is full: the greedy client's oldest waiting request makes room for the polite one
	const polite = fetch(`${base}/trabajos`, { headers: { 'X-Forwarded-For': '198.51.100.7' } })
	expect((await greedyWaiting[0]!).status).toBe(503)
	// and when a slot frees, it goes to the polite client, who holds none
	releases.shift()!()
	expect((await polite).status).toBe(200)
	// the rest: let every slow request go as it starts (the greedy one left waiting is served, or
	// refused if this loaded machine kept it past its 1000 ms)
	const releasing = setInterval(() => releases.splice(0).forEach((release) => release()), 10)
	try {
		expect((await Promise.all(slow)).map((answer) => answer.status)).toEqual([200, 200])
		expect([200, 503]).toContain((await greedyWaiting[1]!).status)
	} finally {
		clearInterval(releasing)
	}
})

test('a request whose client is gone by the time it is admitted is not started', async () => {
	const before = started
	const port = Number(new URL(base).port)
	const socket = connect(port, '127.0.0.1')
	await once(socket, 'connect')
	// the request and the client's going away reach the server together, while its loop is busy
	socket.write('GET /trabajos HTTP/1.1\r\nHost: localhost\r\n\r\n')
	socket.destroy()
	const busyUntil = performance.now() + 100
	while (performance.now() < busyUntil) {
		// the event loop is blocked: both arrive before the server reads either
	}
	await new Promise((resolve) => setTimeout(resolve, 100))
	expect(started).toBe(before)
	expect((await fetch(`${base}/trabajos`)).status).toBe(200)
	expect(started).toBe(before + 1)
})

test('the lag monitor sees a blocked event loop at once', async () => {
	const monitor = createLagMonitor()
	try {
		await new Promise((resolve) => setTimeout(resolve, 120))
		const busyUntil = performance.now() + 300
		while (performance.now() < busyUntil) {
			// a request handler that computes for 300 ms
		}
		expect(monitor.lagMs()).toBeGreaterThanOrEqual(250)
	} finally {
		monitor.stop()
	}
})

/** Raw HTTP on one connection: what each write got back, and whether the server closed it. */
async function onOneConnection(requests: string[], between: () => void) {
	const socket = connect(Number(new URL(base).port), '127.0.0.1')
	await once(socket, 'connect')
	let received = ''
	socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')))
	const closed = once(socket, 'close').then(() => true)
	const answers: string[] = []
	for (const request of requests) {
		const seen = received.length
		socket.write(request)
		await until(() => received.slice(seen).includes('\r\n\r\n'))
		await new Promise((resolve) => setTimeout(resolve, 50)) // the rest of the answer
		answers.push(received.slice(seen))
		between()
	}
	const wasClosed = await Promise.race([closed, new Promise((resolve) => setTimeout(() => resolve(false), 200))])
	socket.destroy()
	return { answers, closed: wasClosed }
}

test('a refused post with a small body keeps its connection: the next request on it is served', async () => {
	await holdASlot()
	lagMs = 500
	const { answers, closed } = await onOneConnection(
		[
			'POST /api/conversations HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}',
			'GET /trabajos HTTP/1.1\r\nHost: localhost\r\n\r\n',
		],
		() => (lagMs = 0),
	)
	expect(answers[0]).toMatch(/^HTTP\/1\.1 503/)
	expect(answers[0]).not.toMatch(/^Connection: close/im)
	expect(answers[1]).toMatch(/^HTTP\/1\.1 200/)
	expect(closed).toBe(false)
})

test('a refused post announcing a large body is answered with Connection: close (not worth reading)', async () => {
	await holdASlot()
	lagMs = 500
	const { answers, closed } = await onOneConnection(
		['POST /api/upload HTTP/1.1\r\nHost: localhost\r\nContent-Length: 5000000\r\n\r\n' + 'x'.repeat(1000)],
		() => undefined,
	)
	expect(answers[0]).toMatch(/^HTTP\/1\.1 503/)
	expect(answers[0]).toMatch(/^Connection: close/im)
	expect(closed).toBe(true)
})

test('a slow upload does not count as in flight until its body is in', async () => {
	const port = Number(new URL(base).port)
	const uploads = await Promise.all(
		[1, 2].map(async () => {
			const socket = connect(port, '127.0.0.1')
			await once(socket, 'connect')
			let answer = ''
			socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')))
			// a phone on a slow network: the headers and the first bytes of a photo, the rest later
			socket.write('POST /subida HTTP/1.1\r\nHost: localhost\r\nContent-Length: 2000\r\n\r\n' + 'x'.repeat(1000))
			return { socket, answer: () => answer }
		}),
	)
	await until(() => started >= 2)
	expect(admission.stats().inFlight).toBe(0)
	// two uploads under way with a limit of two: a page is still served
	expect((await fetch(`${base}/trabajos`)).status).toBe(200)

	for (const upload of uploads) upload.socket.write('x'.repeat(1000))
	await until(() => uploads.every((upload) => upload.answer().includes('subida')))
	uploads.forEach((upload) => upload.socket.destroy())
	await until(() => admission.stats().inFlight === 0)
})
