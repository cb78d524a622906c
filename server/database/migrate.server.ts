// Applies prisma/migrations offline, recording them in `_prisma_migrations` exactly as
// `prisma migrate deploy` does, so an operator online can keep using Prisma's own CLI.
// (The native schema engine cannot be downloaded on our machines; see docs/decisions/002-platform-data-and-pages.md.)
import { createHash, randomUUID } from 'node:crypto'
import { readdirSync, readFileSync, existsSync } from 'node:fs'
import path from 'node:path'
import pg from 'pg'

// from the project's root (every command runs there): the compiled server lives in build/server
export const MIGRATIONS_DIR = path.resolve('prisma/migrations')

// Prisma's own advisory-lock key, so our runner and `prisma migrate` never run at once.
const PRISMA_ADVISORY_LOCK = 72707369

export type Migration = { name: string; sql: string; checksum: string }

/**
 * Checksums of earlier texts of a migration that a deployment may have recorded, for the few
 * migrations edited after release (docs/decisions/040-deploy-anywhere-data-and-database.md): these two created
 * `earthdistance`, which a managed PostgreSQL's owner role cannot, and its index; a later migration
 * replaces both. A recorded old checksum is accepted and brought up to date.
 */
export const SUPERSEDED_CHECKSUMS: Record<string, string[]> = {
	'20261122000100_init': ['446824f6cc349ff5ac35d71636eb2a4918f0a8f039825308dcca5d9150832e25'],
	'20261122000300_geo_and_plans': ['1d4c012ae8ee3aa2b72b2eecff418baab26fa1cfd1e70f717cdac6c326e9b496'],
}

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

/**
 * Applies pending migrations; returns the names it applied. Each runs in one transaction with its
 * `_prisma_migrations` row, so a failure leaves nothing behind: fix the cause and start again.
 */
export async function applyMigrations(connectionString: string, dir = MIGRATIONS_DIR) {
	const client = new pg.Client({ connectionString })
	await client.connect()
	const applied: string[] = []
	try {
		await client.query('SELECT pg_advisory_lock($1)', [PRISMA_ADVISORY_LOCK])
		await client.query(CREATE_MIGRATIONS_TABLE)
		const { rows } = await client.query<{
			id: string
			migration_name: string
			checksum: string
			finished_at: Date | null
		}>('SELECT id, migration_name, checksum, finished_at FROM "_prisma_migrations" WHERE rolled_back_at IS NULL')
		const done = new Map(rows.map((row) => [row.migration_name, row]))
		for (const migration of readMigrations(dir)) {
			const previous = done.get(migration.name)
			if (previous?.finished_at) {
				if (previous.checksum === migration.checksum) continue
				if (!SUPERSEDED_CHECKSUMS[migration.name]?.includes(previous.checksum)) {
					throw new Error(`La migración ${migration.name} cambió después de aplicarse (checksum distinto).`)
				}
				await client.query('UPDATE "_prisma_migrations" SET checksum = $2 WHERE id = $1', [
					previous.id,
					migration.checksum,
				])
				continue
			}
			if (previous) throw new Error(unfinishedMessage(migration.name))
			await applyOne(client, migration)
			applied.push(migration.name)
		}
	} finally {
		await client.query('SELECT pg_advisory_unlock($1)', [PRISMA_ADVISORY_LOCK]).catch(() => {})
		await client.end()
	}
	return applied
}

/**
 * A row started but never finished: `prisma migrate deploy` (which runs a migration outside a
 * transaction) failed, or our runner before it ran each migration with its row in one transaction.
 */
function unfinishedMessage(name: string) {
	return (
		`La migración ${name} quedó a medias en un intento anterior. Compruebe en la base de datos que no aplicó ` +
		`nada (las de este programa van en una transacción) o deshaga lo aplicado, y márquela como revertida: ` +
		`npm run db:migrate -- --rolled-back ${name} (o npx prisma migrate resolve --rolled-back ${name}); ` +
		`el siguiente arranque la aplica de nuevo.`
	)
}

async function applyOne(client: pg.Client, migration: Migration) {
	try {
		await client.query('BEGIN')
		await client.query(
			'INSERT INTO "_prisma_migrations" (id, checksum, migration_name, started_at, applied_steps_count) VALUES ($1, $2, $3, now(), 0)',
			[randomUUID(), migration.checksum, migration.name],
		)
		await client.query(migration.sql)
		await client.query(
			'UPDATE "_prisma_migrations" SET finished_at = now(), applied_steps_count = 1 WHERE migration_name = $1 AND finished_at IS NULL',
			[migration.name],
		)
		await client.query('COMMIT')
	} catch (error) {
		await client.query('ROLLBACK')
		throw new Error(failureMessage(migration.name, error as Error & { code?: string }))
	}
}

/** What failed, that nothing stayed, and the fix when the cause is a known one. */
function failureMessage(name: string, error: Error & { code?: string }) {
	const hint = /extension/i.test(error.message)
		? ' Una extensión de PostgreSQL falta o necesita un superusuario: la app solo usa cube y pg_trgm (de confianza desde PostgreSQL 13); créela con un superusuario o instale el paquete contrib.'
		: error.code === '42501'
			? ' El usuario de DATABASE_URL no tiene permiso: debe ser el dueño de la base de datos (docs/operations.md «A real deployment»).'
			: ''
	return `Falló la migración ${name}: ${error.message}. No se aplicó nada (la migración entera se deshizo).${hint} Corrija la causa y vuelva a arrancar, o ejecute npm run db:migrate.`
}

/** `npm run db:migrate -- --rolled-back <name>`: Prisma's `migrate resolve --rolled-back`, offline. */
export async function markRolledBack(connectionString: string, name: string) {
	const client = new pg.Client({ connectionString })
	await client.connect()
	try {
		const { rowCount } = await client.query(
			'UPDATE "_prisma_migrations" SET rolled_back_at = now() WHERE migration_name = $1 AND finished_at IS NULL AND rolled_back_at IS NULL',
			[name],
		)
		return rowCount ?? 0
	} finally {
		await client.end()
	}
}
