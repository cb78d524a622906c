// Liveness and readiness: readiness follows the database and shutdown, reports Redis.
import { afterEach, describe, expect, test } from 'vitest'
import { setDraining } from '#app/lib/lifecycle.server.ts'
import { connectInBackground, createResilientRedis, forgetRedis } from '#app/lib/redis.server.ts'
import { loader as healthLoader } from '#app/routes/healthcheck.ts'
import { call, getRequest } from '#tests/helpers/requests.ts'

afterEach(() => setDraining(false))

async function health(path: string) {
	const response = (await call(healthLoader, getRequest(path))) as Response
	return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

describe('/healthcheck', () => {
	test('readiness: 200 with the database state; Redis not configured', async () => {
		expect(await health('/healthcheck')).toEqual({
			status: 200,
			body: { status: 'ok', database: 'ok', redis: 'not-configured' },
		})
	})

	test('liveness answers without asking anything', async () => {
		expect(await health('/healthcheck?live')).toEqual({ status: 200, body: { status: 'ok' } })
	})

	test('a draining instance is not ready but still alive', async () => {
		setDraining()
		expect(await health('/healthcheck')).toMatchObject({ status: 503, body: { status: 'error', draining: true } })
		expect((await health('/healthcheck?live')).status).toBe(200)
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
