import { chmodSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { expect, test } from 'vitest'
import { readMigrations } from '#server/database/migrate.server.ts'
import { prepareDatabase } from '#server/database/prepare.server.ts'
import { DEFAULT_POSTAL_CODES_FILE } from '#app/lib/env.server.ts'
import { freePort } from '#tests/helpers/free-port.ts'

/** A folder the postgres system user can reach (mkdtemp makes it private to root). */
function tempDataDir() {
	const parent = mkdtempSync(path.join(tmpdir(), 'embedded-'))
	chmodSync(parent, 0o755)
	return path.join(parent, 'postgres')
}

async function counts(url: string) {
	const client = new pg.Client({ connectionString: url })
	await client.connect()
	try {
		const { rows } = await client.query(
			`SELECT (SELECT count(*) FROM "PostalCode")::int AS places, (SELECT count(*) FROM "User")::int AS users,
			        (SELECT count(*) FROM "_prisma_migrations")::int AS migrations`,
		)
		return rows[0] as { places: number; users: number; migrations: number }
	} finally {
		await client.end()
	}
}

test('with no DATABASE_URL, a real PostgreSQL starts from nothing, is migrated and loaded, and restarts on its data', async () => {
	const dataDir = tempDataDir()
	const options = {
		embeddedDir: dataDir,
		embeddedPort: await freePort(),
		postalCodesFile: DEFAULT_POSTAL_CODES_FILE,
		seedDemoData: true,
	}
	const first = await prepareDatabase(options)
	const loaded = await counts(first.url)
	expect(loaded).toEqual({ places: 37_867, users: expect.any(Number), migrations: readMigrations().length })
	expect(loaded.users).toBeGreaterThanOrEqual(5)
	await first.stop()

	// stopped for real: nothing listens any more
	await expect(counts(first.url)).rejects.toThrow()

	const second = await prepareDatabase(options)
	expect(second.url).toBe(first.url)
	expect(await counts(second.url)).toEqual(loaded)
	await second.stop()
}, 120_000)

test('a missing postal-code file stops the start with a message naming the variable', async () => {
	const dataDir = tempDataDir()
	await expect(
		prepareDatabase({
			embeddedDir: dataDir,
			embeddedPort: await freePort(),
			postalCodesFile: '/no/such/file.csv',
			seedDemoData: false,
		}),
	).rejects.toThrow(/POSTAL_CODES_FILE/)
}, 120_000)
