// Backup and restore of one installation: the database's rows and the local uploads folder (photos
// and ID documents) as a tar.gz, in one .tar with a manifest (row counts per table, the migrations
// the schema came from, sequences, file counts, sizes and SHA-256 of each part). Restore goes only
// into an empty database and an empty folder, and checks the hashes and the row counts.
//
// The rows are read through the app's own connection, in one snapshot, as each row's text form
// (`SELECT t::text`): no pg_dump is needed, so the embedded PostgreSQL (which ships none) and any
// server version can be backed up, and nothing in it needs a superuser. The schema is not in the
// copy: the restore applies the same migrations (the copy names them; a different set is refused),
// creates the queue's schema, then loads the rows with the foreign keys off and checks them again
// when they are put back, all in one transaction. Copies of the earlier pg_dump format
// (reformas-backup/1) are still restored with pg_restore. A restore that fails at any step leaves
// the database and the folder as they were: what it created is dropped (dropCreatedSince).
import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import {
	createReadStream,
	createWriteStream,
	chmodSync,
	existsSync,
	mkdirSync,
	mkdtempSync,
	readdirSync,
	readFileSync,
	rmSync,
	statSync,
	writeFileSync,
} from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createInterface } from 'node:readline'
import { pipeline } from 'node:stream/promises'
import { createGunzip, createGzip } from 'node:zlib'
import { Readable } from 'node:stream'
import pg from 'pg'
import { applyMigrations, readMigrations } from '#server/database/migrate.server.ts'
import { prepareQueueDatabase } from '#app/queue/queue.server.ts'

export const BACKUP_FORMAT = 'reformas-backup/2'
const PG_DUMP_FORMAT = 'reformas-backup/1'

/** the schemas whose rows a copy carries: the app's and the queue's (pg-boss) */
const SCHEMAS = ['public', 'pgboss']

export type BackupManifest = {
	format: typeof BACKUP_FORMAT | typeof PG_DUMP_FORMAT
	createdAt: string
	database: {
		serverVersion: string
		/** format 1 only: the pg_dump that wrote database.dump */
		pgDump?: string
		file: 'database.jsonl.gz' | 'database.dump'
		bytes: number
		sha256: string
		/** rows per table, `schema.table` */
		tables: Record<string, number>
		/** the migrations the schema was built from (format 2) */
		migrations?: Array<{ name: string; checksum: string }>
		/** each sequence's last value, `schema.sequence` (format 2) */
		sequences?: Record<string, string>
	}
	uploads: { file: 'uploads.tar.gz'; files: number; bytes: number; archiveBytes: number; sha256: string }
}

function fail(message: string): never {
	throw new Error(message)
}

function run(command: string, args: string[], options: { env?: NodeJS.ProcessEnv } = {}) {
	const result = spawnSync(command, args, { encoding: 'utf8', env: { ...process.env, ...options.env } })
	if (result.error) fail(`${path.basename(command)}: ${result.error.message}`)
	if (result.status !== 0) fail(`${path.basename(command)} terminó con ${result.status}: ${result.stderr.trim()}`)
	return result.stdout
}

/** libpq reads the URL itself; Prisma-only parameters would make it refuse. */
export function libpqUrl(url: string) {
	const parsed = new URL(url)
	for (const key of ['schema', 'connection_limit', 'pool_timeout', 'pgbouncer', 'socket_timeout'])
		parsed.searchParams.delete(key)
	return parsed.toString()
}

/**
 * The PostgreSQL client program `name` (pg_dump, pg_restore) of the lowest major version that is
 * at least `minMajor`: PG_BIN_DIR first, then Debian's /usr/lib/postgresql/<n>/bin, then PATH. A
 * pg_dump older than the server refuses to dump it, and a pg_restore older than the archive's
 * pg_dump cannot read it.
 */
export function findPgProgram(name: 'pg_dump' | 'pg_restore', minMajor: number) {
	const candidates = new Set<string>()
	if (process.env.PG_BIN_DIR) candidates.add(path.join(process.env.PG_BIN_DIR, name))
	if (existsSync('/usr/lib/postgresql')) {
		for (const version of readdirSync('/usr/lib/postgresql'))
			candidates.add(`/usr/lib/postgresql/${version}/bin/${name}`)
	}
	candidates.add(name)
	const found = [...candidates]
		.map((program) => {
			const result = spawnSync(program, ['--version'], { encoding: 'utf8' })
			const major = Number(/\s(\d+)(\.\d+)?/.exec(result.stdout ?? '')?.[1])
			return result.status === 0 && major ? { program, major, version: result.stdout.trim() } : null
		})
		.filter((found) => found !== null && found.major >= minMajor)
		.sort((a, b) => a!.major - b!.major)
	return (
		found[0] ??
		fail(
			`No hay ${name} ${minMajor} o posterior en esta máquina (PG_BIN_DIR, /usr/lib/postgresql/*/bin, PATH). ` +
				`Instala el cliente de PostgreSQL ${minMajor} (paquete postgresql-client-${minMajor}) o indica su carpeta en PG_BIN_DIR.`,
		)
	)
}

async function withClient<T>(url: string, use: (client: pg.Client) => Promise<T>) {
	const client = new pg.Client({ connectionString: url })
	await client.connect()
	try {
		return await use(client)
	} finally {
		await client.end()
	}
}

/** Rows per table of every schema but PostgreSQL's own. */
export function countRows(url: string) {
	return withClient(url, countRowsWith)
}

async function countRowsWith(client: pg.Client) {
	const { rows } = await client.query<{ schema: string; name: string }>(
		`SELECT table_schema AS schema, table_name AS name FROM information_schema.tables
		 WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema')
		 ORDER BY 1, 2`,
	)
	const counts: Record<string, number> = {}
	for (const { schema, name } of rows) {
		const quoted = `"${schema.replace(/"/g, '""')}"."${name.replace(/"/g, '""')}"`
		const result = await client.query<{ count: string }>(`SELECT count(*) AS count FROM ${quoted}`)
		counts[`${schema}.${name}`] = Number(result.rows[0]!.count)
	}
	return counts
}

function sha256(file: string) {
	return createHash('sha256').update(readFileSync(file)).digest('hex')
}

function walk(dir: string): string[] {
	if (!existsSync(dir)) return []
	return readdirSync(dir, { withFileTypes: true, recursive: true })
		.filter((entry) => entry.isFile())
		.map((entry) => path.join(entry.parentPath, entry.name))
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`
const qualified = (schema: string, name: string) => `${quote(schema)}.${quote(name)}`

/** The tables that hold rows (partitions, not their parents) of SCHEMAS, but the migrations' record. */
async function dataTables(client: pg.Client) {
	const { rows } = await client.query<{ schema: string; name: string }>(
		`SELECT n.nspname AS schema, c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
		 WHERE c.relkind = 'r' AND n.nspname = ANY($1) AND c.relname <> '_prisma_migrations' ORDER BY 1, 2`,
		[SCHEMAS],
	)
	return rows
}

/**
 * Every row of the data tables as `[table, row text]` JSON lines, gzipped, read in the caller's
 * snapshot through a cursor (a large table is never held in memory).
 */
async function dumpRows(client: pg.Client, file: string) {
	const tables = await dataTables(client)
	async function* lines() {
		for (const { schema, name } of tables) {
			const table = `${schema}.${name}`
			await client.query(
				`DECLARE backup_rows NO SCROLL CURSOR FOR SELECT t::text AS row FROM ${qualified(schema, name)} t`,
			)
			for (;;) {
				const { rows } = await client.query<{ row: string }>('FETCH 2000 FROM backup_rows')
				if (!rows.length) break
				yield rows.map((row) => `${JSON.stringify([table, row.row])}\n`).join('')
			}
			await client.query('CLOSE backup_rows')
		}
	}
	await pipeline(Readable.from(lines()), createGzip(), createWriteStream(file))
	const { rows: sequences } = await client.query<{ name: string; value: string | null }>(
		`SELECT schemaname || '.' || sequencename AS name, last_value::text AS value FROM pg_sequences WHERE schemaname = ANY($1)`,
		[SCHEMAS],
	)
	const { rows: migrations } = await client.query<{ name: string; checksum: string }>(
		`SELECT migration_name AS name, checksum FROM "_prisma_migrations"
		 WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL ORDER BY migration_name`,
	)
	return {
		migrations,
		sequences: Object.fromEntries(sequences.filter((row) => row.value !== null).map((row) => [row.name, row.value!])),
	}
}

/**
 * Loads dumpRows' file into a database that has the same schema, in the caller's transaction: the
 * foreign keys are dropped first (rows arrive table by table, in any order) and put back at the
 * end, which checks every row against them. The copy's rows replace what the migrations' reference
 * data and pg-boss wrote.
 */
async function loadRows(client: pg.Client, file: string, manifest: BackupManifest) {
	const { rows: keys } = await client.query<{ table: string; name: string; definition: string }>(
		`SELECT c.conrelid::regclass::text AS table, c.conname AS name, pg_get_constraintdef(c.oid) AS definition
		 FROM pg_constraint c JOIN pg_namespace n ON n.oid = c.connamespace
		 WHERE c.contype = 'f' AND c.conparentid = 0 AND n.nspname = ANY($1)`,
		[SCHEMAS],
	)
	for (const key of keys) await client.query(`ALTER TABLE ${key.table} DROP CONSTRAINT ${quote(key.name)}`)
	const present = new Set((await dataTables(client)).map(({ schema, name }) => `${schema}.${name}`))
	// what the migrations (reference data: plans, trades) and pg-boss wrote is in the copy too, as it was
	for (const table of Object.keys(manifest.database.tables)) {
		const [schema, name] = table.split('.') as [string, string]
		if (present.has(table)) await client.query(`TRUNCATE ${qualified(schema, name)}`)
	}
	let batch: { table: string; rows: string[] } = { table: '', rows: [] }
	const flush = async () => {
		if (!batch.rows.length) return
		const [schema, name] = batch.table.split('.') as [string, string]
		if (!present.has(batch.table)) fail(`La tabla ${batch.table} de la copia no existe en la base de datos de destino.`)
		const target = qualified(schema, name)
		await client.query(`INSERT INTO ${target} SELECT (r::${target}).* FROM unnest($1::text[]) AS r`, [batch.rows])
		batch = { table: batch.table, rows: [] }
	}
	const lines = createInterface({ input: createReadStream(file).pipe(createGunzip()), crlfDelay: Infinity })
	for await (const line of lines) {
		if (!line) continue
		const [table, row] = JSON.parse(line) as [string, string]
		if (table !== batch.table) {
			await flush()
			batch = { table, rows: [] }
		}
		batch.rows.push(row)
		if (batch.rows.length >= 2000) await flush()
	}
	await flush()
	for (const key of keys)
		await client.query(`ALTER TABLE ${key.table} ADD CONSTRAINT ${quote(key.name)} ${key.definition}`)
	for (const [sequence, value] of Object.entries(manifest.database.sequences ?? {})) {
		const [schema, name] = sequence.split('.') as [string, string]
		await client.query('SELECT setval($1::regclass, $2::bigint)', [qualified(schema, name), value])
	}
}

/** The permissions of a backup and its folder, as `ls -l` octal; private when nobody else can read or enter. */
export function backupModes(file: string) {
	const mode = (target: string) => statSync(target).mode & 0o777
	const [fileMode, folderMode] = [mode(file), mode(path.dirname(path.resolve(file)))]
	const octal = (value: number) => `0${value.toString(8)}`
	return {
		file: octal(fileMode),
		folder: octal(folderMode),
		private: (fileMode & 0o077) === 0 && (folderMode & 0o077) === 0,
	}
}

/** Writes the backup of the database at `url` and the folder `uploadsDir` to `out` (a .tar). */
export async function createBackup({ url, uploadsDir, out }: { url: string; uploadsDir: string; out: string }) {
	const work = mkdtempSync(path.join(os.tmpdir(), 'reformas-backup-'))
	try {
		const dump = path.join(work, 'database.jsonl.gz')
		// the rows, their counts, the sequences and the migrations all from one snapshot (a live
		// site keeps writing), so the restore can check them exactly
		const database = await withClient(url, async (client) => {
			await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY')
			const serverVersion = (await client.query<{ server_version: string }>('SHOW server_version')).rows[0]!
				.server_version
			const tables = await countRowsWith(client)
			const { migrations, sequences } = await dumpRows(client, dump)
			await client.query('COMMIT')
			return { serverVersion, tables, migrations, sequences }
		})

		const uploads = path.join(work, 'uploads.tar.gz')
		const files = walk(uploadsDir)
		if (existsSync(uploadsDir)) run('tar', ['-czf', uploads, '-C', uploadsDir, '.'])
		else run('tar', ['-czf', uploads, '-T', '/dev/null'])

		const manifest: BackupManifest = {
			format: BACKUP_FORMAT,
			createdAt: new Date().toISOString(),
			database: {
				serverVersion: database.serverVersion,
				file: 'database.jsonl.gz',
				bytes: statSync(dump).size,
				sha256: sha256(dump),
				tables: database.tables,
				migrations: database.migrations,
				sequences: database.sequences,
			},
			uploads: {
				file: 'uploads.tar.gz',
				files: files.length,
				bytes: files.reduce((sum, file) => sum + statSync(file).size, 0),
				archiveBytes: statSync(uploads).size,
				sha256: sha256(uploads),
			},
		}
		writeFileSync(path.join(work, 'manifest.json'), `${JSON.stringify(manifest, null, '\t')}\n`)
		// the archive holds ID documents, password hashes and second-factor secrets: only its owner
		// reads it (0600, in a folder made 0700), from its first byte (tar keeps the mode of the
		// file it truncates)
		mkdirSync(path.dirname(path.resolve(out)), { recursive: true, mode: 0o700 })
		writeFileSync(path.resolve(out), '', { mode: 0o600 })
		chmodSync(path.resolve(out), 0o600)
		run('tar', ['-cf', path.resolve(out), '-C', work, 'manifest.json', manifest.database.file, 'uploads.tar.gz'])
		return manifest
	} finally {
		rmSync(work, { recursive: true, force: true })
	}
}

/** The schema the copy's rows need, then the rows, in one transaction: all or nothing. */
async function restoreRows(url: string, file: string, manifest: BackupManifest) {
	const wanted = (manifest.database.migrations ?? []).map((m) => `${m.name}:${m.checksum}`).join('\n')
	const here = readMigrations()
		.map((m) => `${m.name}:${m.checksum}`)
		.join('\n')
	if (wanted !== here)
		fail(
			'La copia se hizo con otras migraciones que las de este programa: restáurela con la versión que la hizo ' +
				'y actualice después (npm run db:migrate).',
		)
	await applyMigrations(url)
	if (Object.keys(manifest.database.tables).some((table) => table.startsWith('pgboss.')))
		await prepareQueueDatabase(url)
	await withClient(url, async (client) => {
		await client.query('BEGIN')
		try {
			// the signed-quote guard lets this transaction insert an accepted offer's lines after
			// the offer (prisma/migrations/20261129190001_restore_signed_offer_lines)
			await client.query(`SET LOCAL reformas.restoring = 'on'`)
			await loadRows(client, file, manifest)
			await client.query('COMMIT')
		} catch (error) {
			await client.query('ROLLBACK')
			throw error
		}
	})
}

/**
 * Every object of the database that a restore can create (extensions, schemas, relations, types,
 * routines) by its catalog and oid: whatever a failed restore leaves that is not in this set, it
 * created.
 */
async function catalogObjects(client: pg.Client) {
	const { rows } = await client.query<{ key: string }>(
		`SELECT 'pg_extension:' || oid AS key FROM pg_extension
		 UNION ALL SELECT 'pg_namespace:' || oid FROM pg_namespace
		 UNION ALL SELECT 'pg_class:' || oid FROM pg_class
		 UNION ALL SELECT 'pg_type:' || oid FROM pg_type
		 UNION ALL SELECT 'pg_proc:' || oid FROM pg_proc`,
	)
	return new Set(rows.map((row) => row.key))
}

/**
 * Drops, in one transaction, what was created in the database since `before` (catalogObjects): new
 * extensions and schemas with all they hold, then new tables, views and sequences (their indexes,
 * keys and row types with them), routines, and types. The restore's own way back: a database the
 * restore found empty is empty again, and what was in it before stays.
 */
async function dropCreatedSince(client: pg.Client, before: Set<string>) {
	const fresh = async (sql: string) =>
		(await client.query<{ key: string; statement: string }>(sql)).rows.filter((row) => !before.has(row.key))
	await client.query('BEGIN')
	try {
		const steps = [
			`SELECT 'pg_extension:' || oid AS key, format('DROP EXTENSION IF EXISTS %I CASCADE', extname) AS statement
			 FROM pg_extension`,
			`SELECT 'pg_namespace:' || oid AS key, format('DROP SCHEMA IF EXISTS %I CASCADE', nspname) AS statement
			 FROM pg_namespace WHERE nspname NOT LIKE 'pg\\_%'`,
			`SELECT 'pg_class:' || c.oid AS key, format('DROP %s IF EXISTS %I.%I CASCADE',
			   CASE c.relkind WHEN 'v' THEN 'VIEW' WHEN 'm' THEN 'MATERIALIZED VIEW' WHEN 'S' THEN 'SEQUENCE'
			   WHEN 'f' THEN 'FOREIGN TABLE' WHEN 'c' THEN 'TYPE' ELSE 'TABLE' END, n.nspname, c.relname) AS statement
			 FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
			 WHERE c.relkind IN ('r', 'p', 'v', 'm', 'S', 'f', 'c') AND n.nspname NOT LIKE 'pg\\_%'`,
			`SELECT 'pg_proc:' || p.oid AS key, format('DROP ROUTINE IF EXISTS %s CASCADE', p.oid::regprocedure) AS statement
			 FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace WHERE n.nspname NOT LIKE 'pg\\_%'`,
			`SELECT 'pg_type:' || t.oid AS key, format('DROP %s IF EXISTS %I.%I CASCADE',
			   CASE t.typtype WHEN 'd' THEN 'DOMAIN' ELSE 'TYPE' END, n.nspname, t.typname) AS statement
			 FROM pg_type t JOIN pg_namespace n ON n.oid = t.typnamespace
			 WHERE t.typtype IN ('e', 'r', 'd', 'b') AND t.typrelid = 0 AND t.typcategory <> 'A'
			   AND n.nspname NOT LIKE 'pg\\_%'`,
		]
		// each step reads the catalog anew: what an earlier step's CASCADE took is no longer listed
		for (const step of steps) for (const { statement } of await fresh(step)) await client.query(statement)
		await client.query('COMMIT')
	} catch (error) {
		await client.query('ROLLBACK').catch(() => {})
		throw error
	}
}

/**
 * Restores the backup `file` into the database at `url` and the folder `uploadsDir`; both must be
 * empty (a restore never merges into, or overwrites, a live installation). All or nothing: should
 * any step fail (a damaged copy, a row that breaks a key, a full disk), what the restore created
 * in the database and the folder is removed and the error says so.
 */
export async function restoreBackup({ file, url, uploadsDir }: { file: string; url: string; uploadsDir: string }) {
	const used = await withClient(url, async (client) => {
		const { rows } = await client.query<{ count: string }>(
			`SELECT count(*) AS count FROM information_schema.tables
			 WHERE table_schema NOT IN ('pg_catalog', 'information_schema')`,
		)
		return Number(rows[0]!.count)
	})
	if (used > 0) fail(`La base de datos de destino no está vacía (${used} tablas): restaura en una base de datos nueva.`)
	if (existsSync(uploadsDir) && readdirSync(uploadsDir).length > 0)
		fail(`La carpeta de archivos ${uploadsDir} no está vacía: restaura en una carpeta nueva.`)

	const before = await withClient(url, catalogObjects)
	const uploadsExisted = existsSync(uploadsDir)
	const work = mkdtempSync(path.join(os.tmpdir(), 'reformas-restore-'))
	try {
		return await restoreInto({ file, url, uploadsDir, work })
	} catch (error) {
		const message = error instanceof Error ? error.message : String(error)
		try {
			await withClient(url, (client) => dropCreatedSince(client, before))
			// the folder was empty or missing: so it is again
			if (uploadsExisted)
				for (const entry of readdirSync(uploadsDir))
					rmSync(path.join(uploadsDir, entry), { recursive: true, force: true })
			else rmSync(uploadsDir, { recursive: true, force: true })
		} catch (cleanup) {
			fail(
				`${message}\nNo se pudo deshacer la restauración a medias (${cleanup instanceof Error ? cleanup.message : cleanup}): ` +
					'borra y vuelve a crear la base de datos vacía y vacía la carpeta de archivos antes de repetirla.',
			)
		}
		fail(`${message}\nNada se restauró: la base de datos y la carpeta de archivos quedan como estaban.`)
	} finally {
		rmSync(work, { recursive: true, force: true })
	}
}

async function restoreInto({
	file,
	url,
	uploadsDir,
	work,
}: {
	file: string
	url: string
	uploadsDir: string
	work: string
}) {
	run('tar', ['-xf', path.resolve(file), '-C', work])
	const manifest = JSON.parse(readFileSync(path.join(work, 'manifest.json'), 'utf8')) as BackupManifest
	if (manifest.format !== BACKUP_FORMAT && manifest.format !== PG_DUMP_FORMAT)
		fail(`Formato de copia desconocido: ${String(manifest.format)}`)
	for (const part of [manifest.database, manifest.uploads]) {
		if (sha256(path.join(work, part.file)) !== part.sha256)
			fail(`${part.file} no coincide con su SHA-256 del manifiesto: la copia está dañada.`)
	}
	if (manifest.format === BACKUP_FORMAT) await restoreRows(url, path.join(work, manifest.database.file), manifest)
	else {
		const dumpMajor = Number(/\s(\d+)/.exec(manifest.database.pgDump ?? '')?.[1] ?? 0)
		const pgRestore = findPgProgram('pg_restore', dumpMajor)
		run(pgRestore.program, [
			'--no-owner',
			'--no-privileges',
			'--exit-on-error',
			'--single-transaction',
			`--dbname=${libpqUrl(url)}`,
			path.join(work, manifest.database.file),
		])
	}
	mkdirSync(uploadsDir, { recursive: true })
	run('tar', ['-xzf', path.join(work, manifest.uploads.file), '-C', uploadsDir])

	const restored = await countRows(url)
	const differences = Object.entries(manifest.database.tables).filter(([table, rows]) => restored[table] !== rows)
	if (differences.length)
		fail(
			`Filas distintas tras restaurar: ${differences.map(([table, rows]) => `${table} ${rows} → ${restored[table] ?? 'falta'}`).join(', ')}`,
		)
	const files = walk(uploadsDir).length
	if (files !== manifest.uploads.files) fail(`Archivos restaurados: ${files}, en la copia: ${manifest.uploads.files}`)
	return manifest
}
