// `npm run worker`: the background jobs alone, for deployments that serve requests with
// QUEUE_WORKERS=false. Built with the server (build/server/worker.js, vite.config.ts) and run by
// plain node; its start-up is the server's (server/startup.server.ts). Same database as the app
// (DATABASE_URL, or the embedded server the app runs, reused when it is up). Any number of workers
// may run: pg-boss gives each job to one. `npm run worker -- --once` runs the jobs due now and exits.
// first: the crash handler and .env before any other module is evaluated
import './boot.server.ts'
import { trackQueue } from '#app/lib/metrics.server.ts'
import { countJobsByState } from '#app/models/admin/queue-jobs.server.ts'
import { startProcess } from './startup.server.ts'
import { joinRealtime } from './realtime/socket.server.ts'
import { serveWorkerMetrics } from './worker/metrics-server.server.ts'
import { runDueJobs, startWorkers } from './worker/worker.server.ts'

const { env, tracing, database } = await startProcess('worker')

if (process.argv.includes('--once')) {
	const ran = await runDueJobs(database.url)
	console.log(`[queue] ${ran} tareas ejecutadas`)
	await database.stop()
	process.exit(0)
}

// With Redis the worker joins the web instances' Socket.IO adapter: presence (is the receiver of a
// message connected anywhere?) and pushes work as inside the app. Without it a worker alone has
// no sockets: everyone counts as offline. REALTIME_STREAM: a stream per group (tests, benchmarks).
const realtime = env.REDIS_URL
	? joinRealtime({ redisUrl: env.REDIS_URL, streamName: process.env.REALTIME_STREAM || undefined })
	: undefined

const workers = await startWorkers({
	url: database.url,
	pollingIntervalSeconds: env.QUEUE_POLLING_SECONDS,
	maintenanceIntervalSeconds: env.QUEUE_MAINTENANCE_SECONDS,
})
// the queue's gauges come from the workers (the web instances without workers do not report them)
trackQueue(countJobsByState)
const metrics = env.WORKER_METRICS_PORT
	? await serveWorkerMetrics({ port: env.WORKER_METRICS_PORT, token: env.METRICS_TOKEN })
	: undefined
if (metrics) console.log(`[queue] métricas en el puerto ${metrics.port}`)

let closing = false
async function shutdown(signal: string) {
	if (closing) return
	closing = true
	console.log(`[queue] ${signal}: terminando las tareas en curso…`)
	await metrics?.close()
	await workers.stop()
	await realtime?.close()
	await database.stop()
	await tracing?.shutdown().catch(() => {})
	process.exit(0)
}
process.on('SIGTERM', () => void shutdown('SIGTERM'))
process.on('SIGINT', () => void shutdown('SIGINT'))
