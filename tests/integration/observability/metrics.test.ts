// GET /metrics: absent without METRICS_TOKEN, refused with a wrong token, and with the right one
// the Prometheus text with Node's own metrics, request latency by route, the Prisma pool, the
// queue, the open sockets and the emails sent.
import { createServer, type Server } from 'node:http'
import { type AddressInfo } from 'node:net'
import express from 'express'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { prisma } from '#app/lib/db.server.ts'
import { observability } from '#server/observability/observability.server.ts'
import { sendEmail } from '#app/emails/send.server.ts'
import { enqueue } from '#app/queue/queue.server.ts'
import { createUser } from '#tests/factories/users.ts'
import { startRealtime } from '#tests/helpers/sockets.ts'
import { sessionCookie } from '#tests/helpers/requests.ts'

const TOKEN = 'metrics-token-for-tests-0123456789'
const servers: Server[] = []
let realtime: Awaited<ReturnType<typeof startRealtime>>

/** An app as server/web.ts mounts it: the observability middlewares, /metrics, then a route. */
async function start(metricsToken: string | undefined) {
	const observed = observability({ metricsToken, reportQueue: true })
	observed.useRoutes({
		root: { id: 'root', path: '' },
		'routes/api/plans': { id: 'routes/api/plans', parentId: 'root', path: 'api/plans' },
	})
	const app = express()
	app.use(observed.middlewares)
	app.get('/metrics', observed.metrics)
	app.get('/api/plans', (_req, res) => void res.json({ ok: true }))
	const server = createServer(app)
	servers.push(server)
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
	return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

beforeAll(async () => {
	realtime = await startRealtime()
})

afterAll(async () => {
	await realtime?.stop()
	await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))))
})

test('without METRICS_TOKEN there is no /metrics', async () => {
	const base = await start(undefined)
	expect((await fetch(`${base}/metrics`)).status).toBe(404)
	expect((await fetch(`${base}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } })).status).toBe(404)
})

test('a wrong or missing token is refused and learns nothing', async () => {
	const base = await start(TOKEN)
	for (const headers of [
		{} as Record<string, string>,
		{ Authorization: 'Bearer wrong' },
		{ Authorization: `Bearer ${TOKEN}x` },
		{ Authorization: TOKEN },
	]) {
		const response = await fetch(`${base}/metrics`, { headers })
		expect(response.status).toBe(401)
		expect(await response.text()).toBe('')
	}
})

test('with the token: default, HTTP, pool, queue, socket and email metrics', async () => {
	const base = await start(TOKEN)
	expect((await fetch(`${base}/api/plans`)).status).toBe(200)
	const user = await createUser()
	await realtime.open({ cookie: await sessionCookie(user.id) })
	await prisma.user.count() // the pool has opened a connection
	await enqueue(prisma, 'purge-expired', {})
	await sendEmail({ to: user.email, subject: 'Prueba', html: '<p>Hola</p>', text: 'Hola', tag: 'test' })

	const response = await fetch(`${base}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } })
	expect(response.status).toBe(200)
	expect(response.headers.get('content-type')).toMatch(/^text\/plain/)
	const body = await response.text()
	const value = (series: string) => {
		const line = body.split('\n').find((l) => l.startsWith(`${series} `))
		return line === undefined ? undefined : Number(line.slice(series.length + 1))
	}
	expect(value('process_resident_memory_bytes')).toBeGreaterThan(0)
	expect(body).toMatch(/^nodejs_eventloop_lag_p99_seconds /m)
	expect(value('http_request_duration_seconds_count{route="routes/api/plans",method="GET",status="200"}')).toBe(1)
	expect(value('db_pool_connections{state="idle"}')! + value('db_pool_connections{state="in_use"}')!).toBeGreaterThan(0)
	expect(value('db_pool_connections{state="waiting"}')).toBe(0)
	expect(value('queue_jobs{queue="purge-expired",state="created"}')).toBe(1)
	expect(value('socketio_connected_sockets')).toBe(1)
	expect(value('emails_sent_total{result="sent"}')).toBeGreaterThanOrEqual(1)
})
