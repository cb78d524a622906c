// What every process of the app does first, the web server (server.ts) and the worker
// (scripts/worker.ts) alike: the .env file, the configuration (with what a deployment's processes
// must share), JSON logs in production (a crash included), tracing, the session secret, then the database.
import { existsSync } from 'node:fs'
import { ConfigError, type Env, getEnv, type ProcessRole, sharedSettingIssues } from './env.server.ts'
import { logFatalCrashes } from './fatal.server.ts'
import { survivesLostRedisCommands } from './lifecycle.server.ts'
import { routeConsoleToLogger } from './logger.server.ts'
import { resolveSessionSecret } from './session-secret.server.ts'
import { startTracing } from './tracing.server.ts'
import { prepareDatabase } from './database/prepare.server.ts'

/** The validated configuration, or the process stops with a message naming each bad variable. */
export function loadEnvOrExit(role: ProcessRole): Env {
	if (existsSync('.env')) process.loadEnvFile('.env')
	// before the first line is written, the configuration's refusal included
	if (process.env.NODE_ENV === 'production') routeConsoleToLogger()
	// a crash from here on, start-up included, is a JSON line (level fatal) and exit 1
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
