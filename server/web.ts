// The web process: Express + Remix + Socket.IO on one HTTP server, started by server.ts.
// Infrastructure only; the app's logic lives in app/. Production runs it compiled with the routes
// (build/server/server.js, vite.config.ts), development through Vite (server/dev.ts): either way
// app/ is loaded once.
// first: the crash handler and .env before any other module is evaluated (server.ts imports it first too)
import './boot.server.ts'
import { readdirSync } from 'node:fs'
import { createServer } from 'node:http'
import { createRequestHandler } from '@remix-run/express'
import { type ServerBuild } from '@remix-run/node'
import compression from 'compression'
import express from 'express'
import { admissionControl } from './http/admission.server.ts'
import { anonymousPageCache } from './http/anonymous-page-cache.server.ts'
import { limitRequestBodies } from './http/body-limits.server.ts'
import { refuseCrossSiteWrites } from './http/cross-site.server.ts'
import { deviceIdentity } from './http/device-id.server.ts'
import { answerOutagesWith503, databaseOutageErrors, trackedLoadContext } from '#app/lib/database-unavailable.server.ts'
import { warnOnDirectRequests } from './http/proxy-check.server.ts'
import { refuseBadForms, withReplayedBody } from './http/form-guard.server.ts'
import { refuseBadUrls } from './http/url-guard.server.ts'
import { noStoreForPrivatePages } from './http/private-pages.server.ts'
import { answerLiveness } from './http/liveness.server.ts'
import { startLivenessThread } from './http/liveness-thread.server.ts'
import { observability } from './observability/observability.server.ts'
import { prisma } from '#app/lib/db.server.ts'
import { setDraining } from '#app/lib/lifecycle.server.ts'
import { closeRedisClients } from '#app/lib/redis.server.ts'
import { assignNonce, securityHeaders } from './http/security-headers.server.ts'
import { prepareQueueDatabase } from '#app/queue/queue.server.ts'
import { attachRealtime } from './realtime/socket.server.ts'
import { startProcess } from './startup.server.ts'
import { startWorkers } from './worker/worker.server.ts'
import { getViteDevServer } from './vite-dev-server.ts'

// the start-up shared with the worker: configuration, logs, tracing, secrets, database
const { env, tracing, database } = await startProcess('web')
const isDev = env.NODE_ENV === 'development'
// Background jobs (emails, alerts, reminders, cleanups) run in this process unless QUEUE_WORKERS=false.
const workers = env.QUEUE_WORKERS
	? await startWorkers({
			url: database.url,
			pollingIntervalSeconds: env.QUEUE_POLLING_SECONDS,
			maintenanceIntervalSeconds: env.QUEUE_MAINTENANCE_SECONDS,
		})
	: undefined
if (!workers) await prepareQueueDatabase(database.url) // requests still enqueue

const viteDevServer = isDev ? getViteDevServer() : undefined

const app = express()
const httpServer = createServer(app)
app.set('trust proxy', env.TRUST_PROXY_HOPS)
app.disable('x-powered-by')
// liveness first of all: nothing below may delay it (admission, logging, Remix)
app.use(answerLiveness)
// Admission control before the request log and everything else, so that a refusal costs next to
// nothing; what it must never refuse (static files, health, metrics) it lets through by path. In
// development Vite's own module requests come first (below): it compiles on this loop.
const publicFiles = viteDevServer
	? []
	: readdirSync('build/client', { withFileTypes: true })
			.filter((entry) => entry.isFile())
			.map((entry) => `/${entry.name}`)
const admission = admissionControl({
	maxLagMs: env.OVERLOAD_MAX_LAG_MS,
	maxInFlight: env.OVERLOAD_MAX_IN_FLIGHT,
	maxQueueMs: env.OVERLOAD_MAX_QUEUE_MS,
	maxQueued: env.OVERLOAD_MAX_QUEUED,
	// /metrics only when it exists: without a token the path falls through to Remix's 404 page
	exempt: (path) =>
		path.startsWith('/assets/') ||
		path === '/healthcheck' ||
		(path === '/metrics' && Boolean(env.METRICS_TOKEN)) ||
		publicFiles.includes(path),
})
if (!viteDevServer) app.use(admission)
// request ids, the request log and latency; `GET /metrics` with METRICS_TOKEN (docs/operations.md)
const observed = observability({ metricsToken: env.METRICS_TOKEN, reportQueue: env.QUEUE_WORKERS })
app.use(observed.middlewares)
app.get('/metrics', observed.metrics)
app.use(countInFlight)
app.use(warnOnDirectRequests(env.TRUST_PROXY_HOPS))
app.use(refuseBadUrls)
app.use(limitRequestBodies)
app.use(compression())
app.use(assignNonce)
app.use(
	securityHeaders({
		isDev,
		siteOrigin: env.SITE_ORIGIN,
		imageHosts: env.S3_PUBLIC_URL ? [new URL(env.S3_PUBLIC_URL).origin] : [],
	}),
)

if (viteDevServer) {
	app.use(viteDevServer.middlewares)
	app.use(admission)
} else {
	// Fingerprinted build assets never change: cache them for a year. A missing one is a 404 here,
	// not a page render.
	app.use('/assets', express.static('build/client/assets', { immutable: true, maxAge: '1y', fallthrough: false }))
	// The few files Vite copied from public/ (the favicon) by their exact paths, so that a page
	// request never asks the disk for a file. Vite serves public/ itself in development.
	if (publicFiles.length) app.get(publicFiles, express.static('build/client', { maxAge: '1h' }))
}
app.use(refuseCrossSiteWrites(env.SITE_ORIGIN))
app.use(noStoreForPrivatePages)
app.use(refuseBadForms)
// the request's address and device id, for comparing accounts (a review from the craftsman's own device)
app.use(deviceIdentity({ secure: env.SITE_ORIGIN.startsWith('https:') }))

const realtime = await attachRealtime(httpServer, {
	redisUrl: env.REDIS_URL,
	origin: env.SITE_ORIGIN,
	streamName: env.REALTIME_STREAM,
})

async function loadBuild() {
	const loaded = viteDevServer
		? ((await viteDevServer.ssrLoadModule('virtual:remix/server-build')) as ServerBuild)
		: ((await import('virtual:remix/server-build')) as ServerBuild)
	observed.useRoutes(loaded.routes)
	return loaded
}
const build = viteDevServer ? loadBuild : await loadBuild()

const remix = createRequestHandler({
	build,
	mode: env.NODE_ENV,
	getLoadContext: (req, res) =>
		trackedLoadContext(res, {
			cspNonce: res.locals.cspNonce as string,
			io: realtime.io,
			clientIp: req.ip ?? 'unknown',
		}),
})
// the anonymous home and legal pages, kept a few seconds
app.use(anonymousPageCache)
// a form body refuseBadForms already read is replayed to Remix; without the database, 503 not 500
app.use(answerOutagesWith503)
app.all('*', (req, res, next) => remix(withReplayedBody(req), res, next))
app.use(databaseOutageErrors)

// for orchestrators: liveness answered by a thread of its own, however busy this loop is
if (env.LIVENESS_PORT) await startLivenessThread({ port: env.LIVENESS_PORT })
httpServer.listen(env.PORT, () => {
	console.log(`Reformas escuchando en http://localhost:${env.PORT}`)
})

// Graceful shutdown: stop accepting, let the requests in flight finish (up to a
// deadline), close the sockets, the queue workers, Redis and the pool, and stop the embedded
// PostgreSQL last (its own exit hooks are removed, server/database/embedded.server.ts), then exit 0.
const REQUEST_DEADLINE_MS = 8_000
let closing = false
let inFlight = 0
/** answers that never finished because their connection closed first (after the signal) */
let cutAfterSignal = 0
let onDrained: (() => void) | undefined

function countInFlight(_req: express.Request, res: express.Response, next: express.NextFunction) {
	// a request that arrives on a kept-alive connection while closing is served, then the connection ends
	if (closing) res.setHeader('Connection', 'close')
	inFlight++
	res.once('close', () => {
		inFlight--
		if (closing && !res.writableFinished) cutAfterSignal++
		if (inFlight === 0) onDrained?.()
	})
	next()
}

function requestsDrained(deadlineMs: number) {
	if (inFlight === 0) return Promise.resolve(true)
	return new Promise<boolean>((resolve) => {
		const timer = setTimeout(() => resolve(false), deadlineMs)
		onDrained = () => (clearTimeout(timer), resolve(true))
	})
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function shutdown(signal: string) {
	if (closing) return
	closing = true
	setDraining()
	console.log(`${signal}: cerrando (${inFlight} peticiones en curso)…`)
	const force = setTimeout(() => {
		console.error('El cierre no terminó a tiempo: salida forzada')
		process.exit(1)
	}, REQUEST_DEADLINE_MS + 12_000).unref()
	const serverClosed = new Promise((resolve) => httpServer.close(resolve))
	httpServer.closeIdleConnections()
	if (!(await requestsDrained(REQUEST_DEADLINE_MS))) console.warn(`${inFlight} peticiones en curso al agotar el plazo`)
	// Socket.IO tells its clients goodbye (they reconnect to another instance); whatever is left goes
	await Promise.race([realtime.close(), wait(3_000)])
	httpServer.closeAllConnections()
	await serverClosed
	await workers?.stop(5_000).catch((error: unknown) => console.error('[queue] stop', error))
	await viteDevServer?.close()
	await closeRedisClients()
	// after the last request: the Prisma pool
	await prisma.$disconnect().catch(() => {})
	await database.stop()
	await tracing?.shutdown().catch(() => {})
	clearTimeout(force)
	// the fault suite reads this line: any request cut by the shutdown is a failure
	if (cutAfterSignal) console.warn(`${cutAfterSignal} peticiones cortadas sin respuesta`)
	console.log('Cerrado')
	process.exit(0)
}
process.on('SIGTERM', () => void shutdown('SIGTERM'))
process.on('SIGINT', () => void shutdown('SIGINT'))
