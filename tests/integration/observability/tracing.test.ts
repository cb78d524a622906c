// With OTEL_EXPORTER_OTLP_ENDPOINT, spans of an HTTP request and of the Prisma query it made reach
// an OTLP/HTTP collector (a local stand-in here); without it nothing starts.
import { createServer, type Server } from 'node:http'
import { type AddressInfo } from 'node:net'
import { afterAll, expect, test } from 'vitest'
import { startTracing, type Tracing } from '#server/observability/tracing.server.ts'

const received: string[] = []
let collector: Server
let app: Server
let tracing: Tracing | undefined

afterAll(async () => {
	await tracing?.shutdown()
	await Promise.all([collector, app].map((server) => server && new Promise((resolve) => server.close(resolve))))
})

test('off without an endpoint', async () => {
	expect(await startTracing(undefined)).toBeUndefined()
})

test('HTTP and Prisma spans reach the collector', async () => {
	collector = createServer((req, res) => {
		const chunks: Buffer[] = []
		req.on('data', (chunk: Buffer) => chunks.push(chunk))
		req.on('end', () => {
			if (req.url === '/v1/traces') received.push(Buffer.concat(chunks).toString('utf8'))
			res.writeHead(200, { 'Content-Type': 'application/json' }).end('{}')
		})
	})
	await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve))
	tracing = await startTracing(`http://127.0.0.1:${(collector.address() as AddressInfo).port}`, 'reformas-test')

	// imported after tracing started, as server/web.ts does with the app
	const { prisma } = await import('#app/lib/db.server.ts')
	app = createServer((_req, res) => {
		void prisma.user.count().then((count) => res.end(String(count)))
	})
	await new Promise<void>((resolve) => app.listen(0, '127.0.0.1', resolve))
	expect((await fetch(`http://127.0.0.1:${(app.address() as AddressInfo).port}/trabajos`)).status).toBe(200)
	await tracing!.flush()

	const all = received.join('\n')
	expect(all).toContain('reformas-test')
	expect(all).toMatch(/"name":"GET"/) // the incoming request's server span
	expect(all).toMatch(/prisma:client:operation/)
})
