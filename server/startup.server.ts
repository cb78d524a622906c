// What every process of the app does first, the web server (server/web.ts) and the worker
// (server/worker.ts) alike: the .env file, the configuration (with what a deployment's processes
// must share), JSON logs in production (a crash included), tracing, the session secret, then the database.
import { existsSync } from 'node:fs'
import { ConfigError, type Env, getEnv, type ProcessRole, sharedSettingIssues } from '#app/lib/env.server.ts'
import { logFatalCrashes } from './fatal.server.ts'
import { survivesLostRedisCommands } from '#app/lib/lifecycle.server.ts'
import { routeConsoleToLogger } from '#app/lib/logger.server.ts'
import { resolveSessionSecret } from '#app/lib/session-secret.server.ts'
import { startTracing } from './observability/tracing.server.ts'
import { prepareDatabase } from './database/prepare.server.ts'

/**
 * The validated configuration, or the process stops with a message naming each bad variable (one
 * JSON line in production). Imported after server/boot.server.ts by the entries, which has loaded
 * .env and installed the crash handler; a script or a test that starts here gets the same.
 */
export function loadEnvOrExit(role: ProcessRole): Env {
	// the same as boot.server.ts, for a script or a test that starts here (each step is idempotent)
	if (existsSync('.env')) process.loadEnvFile('.env')
	if (process.env.NODE_ENV === 'production') routeConsoleToLogger()
	logFatalCrashes()
	try {
		const env = getEnv()
		const shared = sharedSettingIssues(env, role)
		if (shared.length) throw new ConfigError(shared)
		return env
	} catch (error) {
		if (!(error instanceof ConfigError)) throw error
		console.error(error.message)
		process.exit(1)
	}
}

export async function startProcess(role: ProcessRole) {
	const env = loadEnvOrExit(role)
	survivesLostRedisCommands()
	// OpenTelemetry only with OTEL_EXPORTER_OTLP_ENDPOINT: started before the database and the app load
	const tracing = await startTracing(
		env.OTEL_EXPORTER_OTLP_ENDPOINT,
		role === 'worker' ? 'reformas-worker' : 'reformas',
	)
	process.env.SESSION_SECRET = resolveSessionSecret(env.SESSION_SECRET)
	const database = await prepareDatabase({
		databaseUrl: env.DATABASE_URL,
		embeddedDir: env.EMBEDDED_PG_DIR,
		embeddedPort: env.EMBEDDED_PG_PORT,
		postalCodesFile: env.POSTAL_CODES_FILE,
		// the demo only ever from a web instance (the worker may start first on an empty database)
		seedDemoData: role === 'web' && env.SEED_DEMO_DATA,
		log: (message) => console.log(`[db] ${message}`),
	})
	process.env.DATABASE_URL = database.url
	return { env, tracing, database }
}
