// Backup and restore of one installation: the database as a pg_dump archive (custom format) and
// the local uploads folder (photos and ID documents) as a tar.gz, in one .tar with a manifest
// (row counts per table, file counts, sizes and SHA-256 of each part). Restore goes only into an
// empty database and an empty folder, and checks the hashes and the row counts.
import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import {
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
import pg from 'pg'

export const BACKUP_FORMAT = 'reformas-backup/1'

export type BackupManifest = {
	format: typeof BACKUP_FORMAT
	createdAt: string
	database: {
		serverVersion: string
		pgDump: string
		file: 'database.dump'
		bytes: number
		sha256: string
		/** rows per table, `schema.table` */
		tables: Record<string, number>
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
	const serverVersion = await withClient(url, async (client) => {
		const { rows } = await client.query<{ server_version: string }>('SHOW server_version')
		return rows[0]!.server_version
	})
	const pgDump = findPgProgram('pg_dump', Number.parseInt(serverVersion, 10))
	const work = mkdtempSync(path.join(os.tmpdir(), 'reformas-backup-'))
	try {
		const dump = path.join(work, 'database.dump')
		// the rows are counted in the very snapshot pg_dump dumps (a live site keeps writing), so the
		// restore can check them exactly
		const tables = await withClient(url, async (client) => {
			await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY')
			const { rows } = await client.query<{ snapshot: string }>('SELECT pg_export_snapshot() AS snapshot')
			const counts = await countRowsWith(client)
			run(pgDump.program, [
				'--format=custom',
				'--no-owner',
				'--no-privileges',
				`--snapshot=${rows[0]!.snapshot}`,
				`--file=${dump}`,
				`--dbname=${libpqUrl(url)}`,
			])
			await client.query('COMMIT')
			return counts
		})

		const uploads = path.join(work, 'uploads.tar.gz')
		const files = walk(uploadsDir)
		if (existsSync(uploadsDir)) run('tar', ['-czf', uploads, '-C', uploadsDir, '.'])
		else run('tar', ['-czf', uploads, '-T', '/dev/null'])

		const manifest: BackupManifest = {
			format: BACKUP_FORMAT,
			createdAt: new Date().toISOString(),
			database: {
				serverVersion,
				pgDump: pgDump.version,
				file: 'database.dump',
				bytes: statSync(dump).size,
				sha256: sha256(dump),
				tables,
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
		run('tar', ['-cf', path.resolve(out), '-C', work, 'manifest.json', 'database.dump', 'uploads.tar.gz'])
		return manifest
	} finally {
		rmSync(work, { recursive: true, force: true })
	}
}

/**
 * Restores the backup `file` into the database at `url` and the folder `uploadsDir`; both must be
 * empty (a restore never merges into, or overwrites, a live installation).
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

	const work = mkdtempSync(path.join(os.tmpdir(), 'reformas-restore-'))
	try {
		run('tar', ['-xf', path.resolve(file), '-C', work, 'manifest.json', 'database.dump', 'uploads.tar.gz'])
		const manifest = JSON.parse(readFileSync(path.join(work, 'manifest.json'), 'utf8')) as BackupManifest
		if (manifest.format !== BACKUP_FORMAT) fail(`Formato de copia desconocido: ${String(manifest.format)}`)
		for (const part of [manifest.database, manifest.uploads]) {
			if (sha256(path.join(work, part.file)) !== part.sha256)
				fail(`${part.file} no coincide con su SHA-256 del manifiesto: la copia está dañada.`)
		}
		const dumpMajor = Number(/\s(\d+)/.exec(manifest.database.pgDump)?.[1] ?? 0)
		const pgRestore = findPgProgram('pg_restore', dumpMajor)
		run(pgRestore.program, [
			'--no-owner',
			'--no-privileges',
			'--exit-on-error',
			'--single-transaction',
			`--dbname=${libpqUrl(url)}`,
			path.join(work, manifest.database.file),
		])
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
	} finally {
		rmSync(work, { recursive: true, force: true })
	}
}
