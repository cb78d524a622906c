import { createHash } from 'node:crypto'
import { cpSync, mkdtempSync, appendFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { applyMigrations, MIGRATIONS_DIR, readMigrations } from '#server/database/migrate.server.ts'
import { ensureSchemaTool, readSchema, schemaSql } from '#scripts/db/schema-sql.ts'
import { createTestDatabase } from '#tests/helpers/databases.ts'
import { schemaFingerprint } from '#tests/helpers/schema-fingerprint.ts'

const serverUrl = inject('databaseServerUrl')
const created: Array<{ drop: () => Promise<void> }> = []
afterAll(async () => {
	for (const database of created) await database.drop()
})

async function emptyDatabase() {
	const database = await createTestDatabase(serverUrl, null)
	created.push(database)
	return database
}

async function run(url: string, sql: string) {
	const client = new pg.Client({ connectionString: url })
	await client.connect()
	try {
		await client.query(sql)
	} finally {
		await client.end()
	}
}

describe('migrations', () => {
	// the schema tool is installed on first use (npm, from its own lock file)
	beforeAll(() => ensureSchemaTool(), 300_000)

	// Prisma's WebAssembly schema engine turns schema.prisma into SQL: about 5 s on a quiet machine,
	// 30 s on a loaded one. An honest limit, not the default 30 s.
	test('describe the same database as schema.prisma', { timeout: 120_000 }, async () => {
		const fromMigrations = await emptyDatabase()
		await applyMigrations(fromMigrations.url)

		// The schema's own SQL, plus the migrations that hold what schema.prisma cannot express.
		const fromSchema = await emptyDatabase()
		await run(fromSchema.url, schemaSql({ toSchema: readSchema(), databaseUrl: fromSchema.url }))
		for (const migration of readMigrations()) {
			if (migration.sql.startsWith('-- prisma:reference-data')) await run(fromSchema.url, migration.sql)
		}

		const expected = await schemaFingerprint(fromSchema.url)
		expect(expected.length).toBeGreaterThan(100)
		expect(await schemaFingerprint(fromMigrations.url)).toEqual(expected)
	})

	test('index every foreign key (as the leading column of some index)', async () => {
		const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
		await client.connect()
		const { rows } = await client.query<{ fk: string }>(`
			SELECT c.conrelid::regclass || '.' || a.attname AS fk
			FROM pg_constraint c
			JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
			JOIN pg_namespace n ON n.oid = c.connamespace
			WHERE c.contype = 'f' AND n.nspname = 'public' -- pg-boss's own schema is the library's
			  AND NOT EXISTS (SELECT 1 FROM pg_index i WHERE i.indrelid = c.conrelid AND i.indkey[0] = c.conkey[1])`)
		await client.end()
		expect(rows.map((row) => row.fk)).toEqual([])
	})

	test('are recorded in _prisma_migrations exactly as Prisma records them', async () => {
		const database = await emptyDatabase()
		const applied = await applyMigrations(database.url)
		const migrations = readMigrations()
		expect(applied).toEqual(migrations.map((m) => m.name))

		const client = new pg.Client({ connectionString: database.url })
		await client.connect()
		const { rows } = await client.query(
			'SELECT id, checksum, migration_name, started_at, finished_at, applied_steps_count, logs, rolled_back_at FROM "_prisma_migrations" ORDER BY migration_name',
		)
		await client.end()
		expect(rows).toHaveLength(migrations.length)
		for (const [index, row] of rows.entries()) {
			const file = path.join(MIGRATIONS_DIR, row.migration_name, 'migration.sql')
			expect(row.migration_name).toBe(migrations[index].name)
			expect(row.checksum).toBe(createHash('sha256').update(migrations[index].sql).digest('hex'))
			expect(row.id).toMatch(/^[0-9a-f-]{36}$/)
			expect(row.finished_at).toBeInstanceOf(Date)
			expect(row.started_at.getTime()).toBeLessThanOrEqual(row.finished_at.getTime())
			expect(row.applied_steps_count).toBe(1)
			expect(row.logs).toBeNull()
			expect(row.rolled_back_at).toBeNull()
			expect(file).toContain(row.migration_name)
		}
	})

	test('apply nothing the second time, and refuse a migration edited after it was applied', async () => {
		const database = await emptyDatabase()
		await applyMigrations(database.url)
		expect(await applyMigrations(database.url)).toEqual([])

		const edited = mkdtempSync(path.join(tmpdir(), 'migrations-'))
		cpSync(MIGRATIONS_DIR, edited, { recursive: true })
		appendFileSync(path.join(edited, readMigrations()[0].name, 'migration.sql'), '\n-- edited\n')
		await expect(applyMigrations(database.url, edited)).rejects.toThrow(/cambió después de aplicarse/)
	})
	// a failing migration: tests/integration/platform/managed-postgres.test.ts
})
