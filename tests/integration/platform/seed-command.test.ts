// `npm run db:seed` on an empty database: the migrations and the postal codes the repository carries
// (data/es-postal-codes.csv.gz) come first, then the demo data that points at them.
import { spawnSync } from 'node:child_process'
import pg from 'pg'
import { afterAll, expect, inject, test } from 'vitest'
import { createTestDatabase } from '#tests/helpers/databases.ts'

const database = await createTestDatabase(inject('databaseServerUrl'), null)
afterAll(() => database.drop())

test('db:seed on an empty database migrates, loads the postal codes, then the demo', { timeout: 180_000 }, async () => {
	// the default POSTAL_CODES_FILE: the repository's own copy
	const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: database.url }
	delete env.POSTAL_CODES_FILE
	const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/db/seed.ts'], { encoding: 'utf8', env })
	expect(result.stderr).toBe('')
	expect(result.status).toBe(0)

	const client = new pg.Client({ connectionString: database.url })
	await client.connect()
	try {
		const { rows } = await client.query(
			`SELECT (SELECT count(*) FROM "PostalCode")::int AS places,
			        (SELECT count(*) FROM "User" WHERE email = 'admin@demo.es')::int AS admins`,
		)
		expect(rows[0]).toEqual({ places: 37_867, admins: 1 })
	} finally {
		await client.end()
	}
})
