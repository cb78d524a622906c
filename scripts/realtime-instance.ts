// One bare app instance for the cross-instance test and `npm run bench:realtime`: Socket.IO with
// the Redis adapter (attachRealtime) plus the real POST /api/conversations route, nothing else.
// Run it as its own process: `node --import tsx scripts/realtime-instance.ts`; it prints
// `{"port":N}` on its first stdout line once it listens. Env: DATABASE_URL, REDIS_URL,
// REALTIME_STREAM (a stream name per group of instances), PORT (0 = any free port). Like the app,
// it runs the queue's workers (QUEUE_WORKERS=false: none), so message emails check presence here.
import { createServer, type IncomingMessage } from 'node:http'
import { type AddressInfo } from 'node:net'
import { type ActionFunctionArgs, type AppLoadContext } from '@remix-run/node'
import { startWorkers } from '#server/worker/worker.server.ts'
import { isUserOnline } from '#app/realtime/presence.server.ts'
import { attachRealtime } from '#server/realtime/socket.server.ts'
import { action } from '#app/routes/api/conversations/index.ts'

async function toRequest(req: IncomingMessage, origin: string) {
	const chunks: Buffer[] = []
	for await (const chunk of req) chunks.push(chunk as Buffer)
	const headers = new Headers()
	for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(name, value)
	const body = chunks.length && req.method !== 'GET' ? Buffer.concat(chunks) : undefined
	return new Request(new URL(req.url ?? '/', origin), { method: req.method, headers, body })
}

const http = createServer(async (req, res) => {
	try {
		if (req.url === '/healthz') return void res.end('ok')
		// the cross-instance test waits until a closed socket is gone everywhere before it posts
		if (req.url?.startsWith('/presence/')) {
			const userId = decodeURIComponent(req.url.slice('/presence/'.length))
			return void res.end((await isUserOnline(userId)) ? 'online' : 'offline')
		}
		// the benchmark collects garbage before reading RSS (only with node --expose-gc)
		if (req.url === '/gc' && req.method === 'POST') {
			globalThis.gc?.()
			return void res.end(JSON.stringify(process.memoryUsage()))
		}
		if (!req.url?.startsWith('/api/conversations')) {
			res.statusCode = 404
			return void res.end()
		}
		const request = await toRequest(req, 'http://127.0.0.1')
		const context = {
			clientIp: req.socket.remoteAddress ?? '127.0.0.1',
			cspNonce: '',
			io: realtime.io,
		} as unknown as AppLoadContext
		const response = (await action({ request, params: {}, context } as ActionFunctionArgs)) as Response
		res.writeHead(response.status, Object.fromEntries(response.headers))
		res.end(Buffer.from(await response.arrayBuffer()))
	} catch (error) {
		res.statusCode = error instanceof Response ? error.status : 500
		res.end()
		if (!(error instanceof Response)) console.error(error)
	}
})

const realtime = await attachRealtime(http, {
	redisUrl: process.env.REDIS_URL || 'redis://127.0.0.1:6379',
	origin: 'http://127.0.0.1',
	streamName: process.env.REALTIME_STREAM || undefined,
})
const workers =
	process.env.QUEUE_WORKERS === 'false'
		? undefined
		: await startWorkers({
				url: process.env.DATABASE_URL!,
				pollingIntervalSeconds: 0.5,
				log: (message) => console.error(`[queue] ${message}`), // stdout carries the port line
			})
process.stdout.on('error', () => {}) // a parent that stopped reading must not crash the instance
http.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
	process.stdout.write(`${JSON.stringify({ port: (http.address() as AddressInfo).port })}\n`)
})

async function stop() {
	await workers?.stop(1_000)
	await realtime.close()
	http.close(() => process.exit(0))
	setTimeout(() => process.exit(0), 2000).unref()
}
process.on('SIGTERM', () => void stop())
process.on('SIGINT', () => void stop())
