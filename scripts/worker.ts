// `npm run worker`: the background jobs alone, for deployments that serve requests with
// QUEUE_WORKERS=false. Same database as the app (DATABASE_URL, or the embedded server the app
// runs, reused when it is up). Any number of workers may run: pg-boss gives each job to one.
// `npm run worker -- --once` runs the jobs due now and exits.
import { existsSync } from 'node:fs'
import { ConfigError, getEnv } from '../app/lib/env.server.ts'
import { survivesLostRedisCommands } from '../app/lib/lifecycle.server.ts'
import { startTracing } from '../app/lib/tracing.server.ts'
import { joinRealtime } from '../app/realtime/socket.server.ts'
import { runDueJobs, startWorkers } from '../app/worker/worker.server.ts'
import { prepareDatabase } from '../app/lib/database/prepare.server.ts'

if (existsSync('.env')) process.loadEnvFile('.env')

let env: ReturnType<typeof getEnv>
try {
	env = getEnv()
} catch (error) {
	if (error instanceof ConfigError) {
		console.error(error.message)
		process.exit(1)
	}
	throw error
}

const tracing = await startTracing(env.OTEL_EXPORTER_OTLP_ENDPOINT, 'reformas-worker')

const database = await prepareDatabase({
	databaseUrl: env.DATABASE_URL,
	embeddedDir: env.EMBEDDED_PG_DIR,
	embeddedPort: env.EMBEDDED_PG_PORT,
	postalCodesFile: env.POSTAL_CODES_FILE,
	seedDemoData: false,
	log: (message) => console.log(`[db] ${message}`),
})
process.env.DATABASE_URL = database.url

if (process.argv.includes('--once')) {
	const ran = await runDueJobs(database.url)
	console.log(`[queue] ${ran} tareas ejecutadas`)
	await database.stop()
	process.exit(0)
}

// With Redis the worker joins the web instances' Socket.IO adapter: presence (is the receiver of a
// message connected anywhere?) and pushes work as inside the app. Without it a worker alone has
// no sockets: everyone counts as offline. REALTIME_STREAM: a stream per group (tests, benchmarks).
if (env.REDIS_URL) survivesLostRedisCommands()
const realtime = env.REDIS_URL
	? joinRealtime({ redisUrl: env.REDIS_URL, streamName: process.env.REALTIME_STREAM || undefined })
	: undefined

const workers = await startWorkers({
	url: database.url,
	pollingIntervalSeconds: env.QUEUE_POLLING_SECONDS,
	maintenanceIntervalSeconds: env.QUEUE_MAINTENANCE_SECONDS,
})

let closing = false
async function shutdown(signal: string) {
	if (closing) return
	closing = true
	console.log(`[queue] ${signal}: terminando las tareas en curso…`)
	await workers.stop()
	await realtime?.close()
	await database.stop()
	await tracing?.shutdown().catch(() => {})
	process.exit(0)
}
process.on('SIGTERM', () => void shutdown('SIGTERM'))
process.on('SIGINT', () => void shutdown('SIGINT'))
