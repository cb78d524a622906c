// The database the CLI scripts work on: DATABASE_URL, or the app's embedded server (started here
// if it is not running yet), exactly as server.ts would pick it.
import { existsSync } from 'node:fs'
import { getEnv } from '#app/lib/env.server.ts'
import { startEmbeddedPostgres } from '#server/database/embedded.server.ts'
import { APP_DATABASE, createDatabaseIfMissing } from '#server/database/prepare.server.ts'

if (existsSync('.env')) process.loadEnvFile('.env')

export async function openCliDatabase() {
	const env = getEnv()
	if (env.DATABASE_URL) return { env, url: env.DATABASE_URL, stop: async () => {} }
	const server = await startEmbeddedPostgres({ dataDir: env.EMBEDDED_PG_DIR, port: env.EMBEDDED_PG_PORT })
	await createDatabaseIfMissing(server.urlFor('postgres'), APP_DATABASE)
	return { env, url: server.urlFor(APP_DATABASE), stop: server.stop }
}
