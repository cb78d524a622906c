// The worker's own /metrics (WORKER_METRICS_PORT): the web's token rule, the job counters by kind
// and result, and the emails its jobs sent. The process itself (compiled, plain node) is checked by
// `npm run test:deploy`.
import { expect, test } from 'vitest'
import { enqueue } from '#app/queue/queue.server.ts'
import { prisma } from '#app/lib/db.server.ts'
import { serveWorkerMetrics } from '#server/worker/metrics-server.server.ts'
import { freePort } from '#tests/helpers/free-port.ts'
import { runQueuedJobs } from '#tests/helpers/queue.ts'

const TOKEN = 'worker-metrics-token-0123456789'

test('the worker counts its jobs and emails, behind the same token', async () => {
	const server = await serveWorkerMetrics({ port: await freePort(), token: TOKEN })
	const base = `http://127.0.0.1:${server.port}`
	try {
		await enqueue(prisma, 'purge-expired', {})
		await enqueue(prisma, 'email', {
			to: 'alguien@example.com',
			subject: 'Prueba',
			html: '<p>Hola</p>',
			text: 'Hola',
			tag: 'test',
		})
		expect(await runQueuedJobs()).toBe(2)

		expect((await fetch(`${base}/metrics`)).status).toBe(401)
		expect(
			(await fetch(`${base}/metrics`, { headers: { Authorization: 'Bearer otro-token-0123456789' } })).status,
		).toBe(401)
		expect((await fetch(`${base}/`)).status).toBe(404)
		const response = await fetch(`${base}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } })
		expect(response.status).toBe(200)
		const body = await response.text()
		const value = (series: string) => Number(body.match(new RegExp(`^${escape(series)} (\\S+)$`, 'm'))?.[1])
		expect(value('queue_jobs_processed_total{queue="purge-expired",result="completed"}')).toBeGreaterThanOrEqual(1)
		expect(value('queue_jobs_processed_total{queue="email",result="completed"}')).toBeGreaterThanOrEqual(1)
		expect(value('emails_sent_total{result="sent"}')).toBeGreaterThanOrEqual(1)
		expect(value('process_resident_memory_bytes')).toBeGreaterThan(0)
	} finally {
		await server.close()
	}
})

test('without METRICS_TOKEN the endpoint does not exist', async () => {
	const server = await serveWorkerMetrics({ port: await freePort() })
	try {
		expect((await fetch(`http://127.0.0.1:${server.port}/metrics`)).status).toBe(404)
	} finally {
		await server.close()
	}
})

const escape = (text: string) => text.replace(/[{}"=+.]/g, (char) => `\\${char}`)
