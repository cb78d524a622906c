// Once per test run: a PostgreSQL server (embedded unless DATABASE_URL is set) and a template
// database with the migrations and the postal codes. Each test file clones the template.
import path from 'node:path'
import { type TestProject } from 'vitest/node'
import { startEmbeddedPostgres } from '#server/database/embedded.server.ts'
import { applyMigrations } from '#server/database/migrate.server.ts'
import { DEFAULT_POSTAL_CODES_FILE } from '#app/lib/env.server.ts'
import { importPostalCodes } from '#server/database/postal-codes.server.ts'
import { prepareQueueDatabase } from '#app/queue/queue.server.ts'
import { adminClient, TEMPLATE_DATABASE, withDatabase } from '#tests/helpers/databases.ts'

declare module 'vitest' {
	export interface ProvidedContext {
		databaseServerUrl: string
	}
}

// Overridable so that two checkouts on one machine can run their tests at the same time.
export const TEST_PG_PORT = Number(process.env.TEST_PG_PORT ?? 54339)

export default async function setup(project: TestProject) {
	let serverUrl: string
	let stop = async () => {}
	if (process.env.DATABASE_URL) {
		serverUrl = process.env.DATABASE_URL
	} else {
		const server = await startEmbeddedPostgres({ dataDir: '.data/test-postgres', port: TEST_PG_PORT, ephemeral: true })
		serverUrl = server.urlFor('postgres')
		stop = server.stop
	}
	await recreateTemplate(serverUrl)
	project.provide('databaseServerUrl', serverUrl)
	return stop
}

async function recreateTemplate(serverUrl: string) {
	const admin = await adminClient(serverUrl)
	try {
		// Clones left behind by an interrupted run would block dropping the template.
		const { rows } = await admin.query<{ datname: string }>(
			"SELECT datname FROM pg_database WHERE datname LIKE 'test\\_%'",
		)
		for (const { datname } of rows)
			await admin.query(`DROP DATABASE IF EXISTS ${admin.escapeIdentifier(datname)} WITH (FORCE)`)
		await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DATABASE} WITH (FORCE)`)
		await admin.query(`CREATE DATABASE ${TEMPLATE_DATABASE}`)
	} finally {
		await admin.end()
	}
	const templateUrl = withDatabase(serverUrl, TEMPLATE_DATABASE)
	await applyMigrations(templateUrl)
	// the pg-boss schema and queues, so every clone can enqueue and run jobs
	await prepareQueueDatabase(templateUrl)
	await importPostalCodes(templateUrl, path.resolve(process.env.POSTAL_CODES_FILE ?? DEFAULT_POSTAL_CODES_FILE))
}
