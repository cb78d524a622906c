import { randomBytes } from 'node:crypto'
import pg from 'pg'

/** Migrations and postal codes, no users: what every test file starts from. */
export const TEMPLATE_DATABASE = 'reformas_test_template'

export function withDatabase(serverUrl: string, database: string) {
	const url = new URL(serverUrl)
	url.pathname = `/${database}`
	return url.toString()
}

export async function adminClient(serverUrl: string) {
	const client = new pg.Client({ connectionString: withDatabase(serverUrl, 'postgres') })
	await client.connect()
	return client
}

/** A new database cloned from `template` (a fresh empty one when template is null). */
export async function createTestDatabase(serverUrl: string, template: string | null = TEMPLATE_DATABASE) {
	const name = `test_${process.pid}_${randomBytes(4).toString('hex')}`
	const admin = await adminClient(serverUrl)
	try {
		await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${admin.escapeIdentifier(template)}` : ''}`)
	} finally {
		await admin.end()
	}
	return {
		name,
		url: withDatabase(serverUrl, name),
		async drop() {
			const client = await adminClient(serverUrl)
			try {
				await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
			} finally {
				await client.end()
			}
		},
	}
}
