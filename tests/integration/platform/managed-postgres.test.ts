// A managed PostgreSQL's role is enough (issue 36): on a PostgreSQL 15 cluster of the test's own,
// the app role owns its database and is no superuser. Every migration applies as that role; a
// failing migration leaves nothing behind and says how to go on; a deployment that applied the
// earthdistance-era migrations moves to the cube-based index.
import { cpSync, mkdtempSync, readFileSync, writeFileSync, appendFileSync, mkdirSync } from 'node:fs'
import { createHash } from 'node:crypto'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import {
	applyMigrations,
	markRolledBack,
	MIGRATIONS_DIR,
	readMigrations,
	SUPERSEDED_CHECKSUMS,
} from '#server/database/migrate.server.ts'
import { startPg15Cluster } from '#tests/helpers/pg15-cluster.ts'

let cluster: Awaited<ReturnType<typeof startPg15Cluster>>
beforeAll(async () => {
	cluster = await startPg15Cluster()
}, 120_000)
afterAll(() => cluster?.stop())

async function query<T extends pg.QueryResultRow>(url: string, sql: string, values: unknown[] = []) {
	const client = new pg.Client({ connectionString: url })
	await client.connect()
	try {
		return (await client.query<T>(sql, values)).rows
	} finally {
		await client.end()
	}
}

/** The migrations folder as it was released before the cube-based distance (for the upgrade test). */
function earthdistanceEraMigrations() {
	const dir = mkdtempSync(path.join(tmpdir(), 'migrations-old-'))
	const current = readMigrations()
	const cut = current.findIndex((migration) => migration.name === '20261128210001_distance_on_cube')
	for (const migration of current.slice(0, cut)) {
		mkdirSync(path.join(dir, migration.name))
		cpSync(path.join(MIGRATIONS_DIR, migration.name, 'migration.sql'), path.join(dir, migration.name, 'migration.sql'))
	}
	const edit = (name: string, from: string, to: string) => {
		const file = path.join(dir, name, 'migration.sql')
		writeFileSync(file, readFileSync(file, 'utf8').replace(from, to))
	}
	edit(
		'20261122000100_init',
		'CREATE EXTENSION IF NOT EXISTS "cube";\n\n',
		'CREATE EXTENSION IF NOT EXISTS "cube";\n\n-- CreateExtension\nCREATE EXTENSION IF NOT EXISTS "earthdistance";\n\n',
	)
	edit(
		'20261122000300_geo_and_plans',
		'-- Distance searches ("within N km of a place"): the index is made by 20261128210001_distance_on_cube.\n',
		'-- Distance searches ("within N km of a place") use earthdistance on the postal-code points.\nCREATE INDEX "PostalCode_earth_idx" ON "PostalCode" USING gist (ll_to_earth("latitude", "longitude"));\n',
	)
	return dir
}

describe('on a managed PostgreSQL (owner role, no superuser)', () => {
	test('every migration applies as the owner role; no extension needs a superuser', { timeout: 120_000 }, async () => {
		const url = await cluster.ownedDatabase()
		expect(await query(url, 'SELECT rolsuper FROM pg_roles WHERE rolname = current_user')).toEqual([
			{ rolsuper: false },
		])
		expect(await applyMigrations(url)).toEqual(readMigrations().map((migration) => migration.name))
		const extensions = await query<{ extname: string }>(url, 'SELECT extname FROM pg_extension ORDER BY 1')
		expect(extensions.map((row) => row.extname)).toEqual(['cube', 'pg_trgm', 'plpgsql'])
	})

	test(
		'a failing migration leaves nothing behind; the next run tries it again and names the fix',
		{ timeout: 120_000 },
		async () => {
			const url = await cluster.ownedDatabase()
			const dir = mkdtempSync(path.join(tmpdir(), 'migrations-'))
			cpSync(MIGRATIONS_DIR, dir, { recursive: true })
			mkdirSync(path.join(dir, '29991231000000_broken'))
			writeFileSync(
				path.join(dir, '29991231000000_broken', 'migration.sql'),
				'CREATE TABLE "HalfDone" (id int);\nCREATE EXTENSION IF NOT EXISTS "earthdistance";\n',
			)
			const failure = /Falló la migración 29991231000000_broken: .*No se aplicó nada.*extensión.*npm run db:migrate/
			await expect(applyMigrations(url, dir)).rejects.toThrow(failure)
			expect(await query(url, `SELECT to_regclass('"HalfDone"') AS "table"`)).toEqual([{ table: null }])
			expect(
				await query(url, `SELECT * FROM "_prisma_migrations" WHERE migration_name = '29991231000000_broken'`),
			).toEqual([])
			// nothing to delete by hand: the same error again, and the fixed migration goes through
			await expect(applyMigrations(url, dir)).rejects.toThrow(failure)
			writeFileSync(path.join(dir, '29991231000000_broken', 'migration.sql'), 'CREATE TABLE "HalfDone" (id int);\n')
			expect(await applyMigrations(url, dir)).toEqual(['29991231000000_broken'])
		},
	)

	test(
		'an attempt left unfinished by another tool stops the start with the fix, which works',
		{ timeout: 120_000 },
		async () => {
			const url = await cluster.ownedDatabase()
			// the last migration makes a table, so applying it twice fails: the real last one may be
			// idempotent (CREATE OR REPLACE FUNCTION), which would hide what the operator must undo
			const dir = mkdtempSync(path.join(tmpdir(), 'migrations-'))
			cpSync(MIGRATIONS_DIR, dir, { recursive: true })
			mkdirSync(path.join(dir, '29991231000000_makes_a_table'))
			writeFileSync(path.join(dir, '29991231000000_makes_a_table', 'migration.sql'), 'CREATE TABLE "Made" (id int);\n')
			await applyMigrations(url, dir)
			const last = readMigrations(dir).at(-1)!
			expect(last.name).toBe('29991231000000_makes_a_table')
			await query(url, `DELETE FROM "_prisma_migrations" WHERE migration_name = $1`, [last.name])
			await query(
				url,
				`INSERT INTO "_prisma_migrations" (id, checksum, migration_name, logs) VALUES (gen_random_uuid()::text, $1, $2, 'error')`,
				[last.checksum, last.name],
			)
			await expect(applyMigrations(url, dir)).rejects.toThrow(`npm run db:migrate -- --rolled-back ${last.name}`)
			expect(await markRolledBack(url, last.name)).toBe(1)
			// what the migration made is still there (it was applied): undoing it is the operator's step
			expect(await applyMigrations(url, dir).catch((error: Error) => error.message)).toMatch(/already exists|ya existe/)
		},
	)

	test(
		'a deployment that applied the earthdistance-era migrations upgrades to the cube index',
		{ timeout: 120_000 },
		async () => {
			const old = earthdistanceEraMigrations()
			for (const [name, [checksum]] of Object.entries(SUPERSEDED_CHECKSUMS)) {
				const sql = readFileSync(path.join(old, name, 'migration.sql'))
				expect(createHash('sha256').update(sql).digest('hex')).toBe(checksum)
			}
			// back then the superuser had made earthdistance for the owner
			const url = await cluster.ownedDatabase()
			const name = new URL(url).pathname.slice(1)
			await cluster.superuser('CREATE EXTENSION cube; CREATE EXTENSION earthdistance;', name)
			await query(url, 'SELECT 1')
			await applyMigrations(url, old)

			// the cube migration first, then whatever was released after it
			const names = readMigrations().map((migration) => migration.name)
			expect(await applyMigrations(url)).toEqual(names.slice(names.indexOf('20261128210001_distance_on_cube')))
			const indexes = await query<{ indexname: string }>(
				url,
				`SELECT indexname FROM pg_indexes WHERE tablename = 'PostalCode' AND indexname LIKE 'PostalCode_%_idx' AND indexdef LIKE '%gist%'`,
			)
			expect(indexes.map((row) => row.indexname)).toEqual(['PostalCode_geo_idx'])
			// the recorded checksums now match the files: a second run has nothing to say
			expect(await applyMigrations(url)).toEqual([])
			const recorded = await query<{ migration_name: string; checksum: string }>(
				url,
				'SELECT migration_name, checksum FROM "_prisma_migrations"',
			)
			const files = new Map(readMigrations().map((migration) => [migration.name, migration.checksum]))
			for (const row of recorded) expect(row.checksum).toBe(files.get(row.migration_name))

			// any other edit of an applied migration is still refused
			appendFileSync(path.join(old, '20261122000100_init', 'migration.sql'), '\n-- edited\n')
			const edited = mkdtempSync(path.join(tmpdir(), 'migrations-edited-'))
			cpSync(MIGRATIONS_DIR, edited, { recursive: true })
			appendFileSync(path.join(edited, '20261122000100_init', 'migration.sql'), '\n-- edited\n')
			await expect(applyMigrations(url, edited)).rejects.toThrow(/cambió después de aplicarse/)
		},
	)
})
