import { spawn, type ChildProcess } from 'node:child_process'
import { expect, test } from '@playwright/test'
import config, { E2E_PG_PORT } from '../playwright.config.ts'

// Liveness is never refused: an orchestrator that restarts an instance for being busy turns an
// overload into an outage. This starts the real compiled server (server/web.ts's own middleware order)
// on the e2e database with one request in flight and almost no queue, floods it, and probes
// liveness and readiness on the web port throughout.
const PORT = Number(new URL(config.use!.baseURL!).port) + 6
const ORIGIN = `http://127.0.0.1:${PORT}`
let server: ChildProcess

test.beforeAll(async () => {
	server = spawn(process.execPath, ['build/server/server.js'], {
		env: {
			...process.env,
			...(config.webServer as { env: Record<string, string> }).env,
			PORT: String(PORT),
			SITE_ORIGIN: ORIGIN,
			LIVENESS_PORT: '',
			DATABASE_URL: `postgresql://postgres:postgres@127.0.0.1:${E2E_PG_PORT}/reformas`,
			SEED_DEMO_DATA: 'false',
			QUEUE_WORKERS: 'false',
			TRUST_PROXY_HOPS: '0',
			OVERLOAD_MAX_IN_FLIGHT: '1',
			OVERLOAD_MAX_QUEUED: '1',
			OVERLOAD_MAX_QUEUE_MS: '20',
			OVERLOAD_MAX_LAG_MS: '60000',
		},
		stdio: 'ignore',
	})
	await expect
		.poll(
			() =>
				fetch(`${ORIGIN}/healthcheck`).then(
					(r) => r.status,
					() => 0,
				),
			{ timeout: 60_000 },
		)
		.toBe(200)
})

test.afterAll(() => {
	server.kill('SIGTERM')
})

test('under a flood that admission refuses, every liveness and readiness probe is answered 200', async () => {
	test.setTimeout(90_000)
	let refused = 0
	const probes: number[] = []
	for (let round = 0; round < 5 && (refused === 0 || probes.length < 20); round++) {
		const flood = Array.from({ length: 60 }, () =>
			fetch(`${ORIGIN}/comofunciona?ronda=${round}-${Math.random()}`).then(
				(response) => response.status,
				() => 0,
			),
		)
		// probes sent while the flood is being admitted, queued and refused
		const probing = Array.from({ length: 10 }, (_, index) =>
			new Promise((resolve) => setTimeout(resolve, index * 15)).then(() =>
				fetch(`${ORIGIN}/healthcheck${index % 2 ? '' : '?live'}`).then(
					(response) => response.status,
					() => 0,
				),
			),
		)
		const statuses = await Promise.all(flood)
		refused += statuses.filter((status) => status === 503).length
		probes.push(...(await Promise.all(probing)))
	}
	expect(refused, 'the flood must meet admission control').toBeGreaterThan(0)
	expect(probes.filter((status) => status !== 200)).toEqual([])
})
