// Liveness and readiness: readiness follows the database and shutdown, reports Redis; liveness
// is answered by Express before anything else, as server/web.ts mounts it.
import express from 'express'
import { afterEach, describe, expect, test } from 'vitest'
import { prisma } from '#app/lib/db.server.ts'
import { readiness } from '#app/lib/health.server.ts'
import { setDraining } from '#app/lib/lifecycle.server.ts'
import { connectInBackground, createResilientRedis, forgetRedis } from '#app/lib/redis.server.ts'
import { beat, workerSilent } from '#app/models/workers/heartbeat.server.ts'
import { loader as healthLoader } from '#app/routes/healthcheck.ts'
import { call, getRequest } from '#tests/helpers/requests.ts'
import { serveLocally } from '#tests/helpers/local-server.ts'
import { answerLiveness } from '#server/http/liveness.server.ts'

afterEach(() => setDraining(false))

async function health(path: string) {
	const response = (await call(healthLoader, getRequest(path))) as Response
	return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

/** `path` through answerLiveness in front of a server whose every other middleware fails */
async function throughLiveness(path: string) {
	const app = express()
	app.use(answerLiveness)
	let reachedTheRest = false
	app.use((_req, res) => {
		reachedTheRest = true
		res.status(500).send('el resto')
	})
	const server = await serveLocally(app)
	try {
		const response = await fetch(`${server.base}${path}`)
		return {
			status: response.status,
			cacheControl: response.headers.get('Cache-Control'),
			body: await response.text(),
			reachedTheRest,
		}
	} finally {
		await server.close()
	}
}

describe('/healthcheck', () => {
	test('readiness: 200 with the database state; Redis not configured', async () => {
		expect(await health('/healthcheck')).toEqual({
			status: 200,
			body: { status: 'ok', database: 'ok', redis: 'not-configured' },
		})
	})

	test('with a separate worker (QUEUE_WORKERS=false): degraded while no worker beat in the last minute', async () => {
		const separate = { separateWorker: true, workerSilent }
		expect(await readiness(separate)).toEqual({
			status: 'degraded',
			database: 'ok',
			redis: 'not-configured',
			worker: 'silent',
		})
		await beat(new Date(Date.now() - 61_000)) // a worker stopped a minute ago
		expect(await readiness(separate)).toMatchObject({ status: 'degraded', worker: 'silent' })
		await beat()
		expect(await readiness(separate)).toEqual({ status: 'ok', database: 'ok', redis: 'not-configured', worker: 'ok' })
		// workers inside the instance: nothing to report
		await prisma.workerHeartbeat.deleteMany()
		expect(await readiness({ separateWorker: false, workerSilent })).not.toHaveProperty('worker')
	})

	test('liveness is answered before anything else, asking nothing; any other path goes on', async () => {
		expect(await throughLiveness('/healthcheck?live')).toEqual({
			status: 200,
			cacheControl: 'no-store',
			body: JSON.stringify({ status: 'ok' }),
			reachedTheRest: false,
		})
		expect(await throughLiveness('/healthcheck')).toMatchObject({ status: 500, reachedTheRest: true })
		expect(await throughLiveness('/trabajos?live')).toMatchObject({ status: 500, reachedTheRest: true })
	})

	test('a draining instance is not ready but still alive', async () => {
		setDraining()
		expect(await health('/healthcheck')).toMatchObject({ status: 503, body: { status: 'error', draining: true } })
		expect((await throughLiveness('/healthcheck?live')).status).toBe(200)
	})

	test('Redis away is reported and does not make the instance unready', async () => {
		// a port nobody listens on: the client keeps retrying with back-off, its errors are handled
		const client = createResilientRedis('redis://127.0.0.1:1', 'test-down')
		connectInBackground(client)
		try {
			await new Promise((resolve) => setTimeout(resolve, 300))
			expect(await health('/healthcheck')).toEqual({
				status: 200,
				body: { status: 'ok', database: 'ok', redis: 'unreachable' },
			})
		} finally {
			forgetRedis('test-down')
			client.destroy()
		}
	})
})
