// The worker's own small HTTP server (WORKER_METRICS_PORT): `GET /metrics` as the web's (same
// METRICS_TOKEN, 404 without one) and `GET /healthcheck?live`. Nothing else: the worker serves no pages.
import { createServer } from 'node:http'
import express from 'express'
import { metricsEndpoint } from '#app/lib/metrics.server.ts'

export async function serveWorkerMetrics({ port, token }: { port: number; token?: string }) {
	const app = express()
	app.disable('x-powered-by')
	app.get('/metrics', metricsEndpoint(token))
	app.get('/healthcheck', (_req, res) => void res.set('Cache-Control', 'no-store').json({ status: 'ok' }))
	app.use((_req, res) => void res.status(404).end())
	const server = createServer(app)
	await new Promise<void>((resolve, reject) => {
		server.once('error', reject)
		server.listen(port, () => resolve())
	})
	return {
		port,
		close: () => new Promise<void>((resolve) => server.close(() => resolve())),
	}
}
