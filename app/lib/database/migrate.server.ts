// Applies prisma/migrations offline, recording them in `_prisma_migrations` exactly as
// `prisma migrate deploy` does, so an operator online can keep using Prisma's own CLI.
// (The native schema engine cannot be downloaded on our machines; see docs/decisions.md.)
import { createHash, randomUUID } from 'node:crypto'
import { readdirSync, readFileSync, existsSync } from 'node:fs'
import path from 'node:path'
import pg from 'pg'

// from the project's root (every command runs there): the compiled server lives in build/server
export const MIGRATIONS_DIR = path.resolve('prisma/migrations')

// Prisma's own advisory-lock key, so our runner and `prisma migrate` never run at once.
const PRISMA_ADVISORY_LOCK = 72707369

export type Migration = { name: string; sql: string; checksum: string }

export function readMigrations(dir = MIGRATIONS_DIR): Migration[] {
	return readdirSync(dir, { withFileTypes: true })
		.filter((entry) => entry.isDirectory() && existsSync(path.join(dir, entry.name, 'migration.sql')))
		.map((entry) => entry.name)
		.sort()
		.map((name) => {
			const sql = readFileSync(path.join(dir, name, 'migration.sql'), 'utf8')
			return { name, sql, checksum: createHash('sha256').update(sql).digest('hex') }
		})
}

const CREATE_MIGRATIONS_TABLE = `
CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
    "id"                    VARCHAR(36) PRIMARY KEY NOT NULL,
    "checksum"              VARCHAR(64) NOT NULL,
    "finished_at"           TIMESTAMPTZ,
    "migration_name"        VARCHAR(255) NOT NULL,
    "logs"                  TEXT,
    "rolled_back_at"        TIMESTAMPTZ,
    "started_at"            TIMESTAMPTZ NOT NULL DEFAULT now(),
    "applied_steps_count"   INTEGER NOT NULL DEFAULT 0
)`

/** Applies pending migrations; returns the names it applied. */
export async function applyMigrations(connectionString: string, dir = MIGRATIONS_DIR) {
	const client = new pg.Client({ connectionString })
	await client.connect()
	const applied: string[] = []
	try {
		await client.query('SELECT pg_advisory_lock($1)', [PRISMA_ADVISORY_LOCK])
		await client.query(CREATE_MIGRATIONS_TABLE)
		const { rows } = await client.query<{ migration_name: string; checksum: string; finished_at: Date | null }>(
			'SELECT migration_name, checksum, finished_at FROM "_prisma_migrations" WHERE rolled_back_at IS NULL',
		)
		const done = new Map(rows.map((row) => [row.migration_name, row]))
		for (const migration of readMigrations(dir)) {
			const previous = done.get(migration.name)
			if (previous?.finished_at) {
				if (previous.checksum !== migration.checksum) {
					throw new Error(`La migración ${migration.name} cambió después de aplicarse (checksum distinto).`)
				}
				continue
			}
			if (previous) throw new Error(`La migración ${migration.name} quedó a medias: revísela a mano.`)
			await applyOne(client, migration)
			applied.push(migration.name)
		}
	} finally {
		await client.query('SELECT pg_advisory_unlock($1)', [PRISMA_ADVISORY_LOCK]).catch(() => {})
		await client.end()
	}
	return applied
}

async function applyOne(client: pg.Client, migration: Migration) {
	const id = randomUUID()
	await client.query(
		'INSERT INTO "_prisma_migrations" (id, checksum, migration_name, started_at, applied_steps_count) VALUES ($1, $2, $3, now(), 0)',
		[id, migration.checksum, migration.name],
	)
	try {
		await client.query('BEGIN')
		await client.query(migration.sql)
		await client.query('UPDATE "_prisma_migrations" SET finished_at = now(), applied_steps_count = 1 WHERE id = $1', [
			id,
		])
		await client.query('COMMIT')
	} catch (error) {
		await client.query('ROLLBACK')
		await client.query('UPDATE "_prisma_migrations" SET logs = $2 WHERE id = $1', [id, String(error)])
		throw new Error(`Falló la migración ${migration.name}: ${(error as Error).message}`)
	}
}
