// npm run db:backup / db:restore (scripts/db/backup-archive.ts): the demo installation on the
// embedded PostgreSQL 18 (which ships no pg_dump) is backed up through its connection and restored
// into an empty database of a PostgreSQL 15 cluster whose owner role is no superuser (a managed
// service's), and an empty folder; every table has the same rows, an ID document the same bytes,
// and the restored database works (sequences, foreign keys, distances).
import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { gunzipSync, gzipSync } from 'node:zlib'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { getEnv } from '#app/lib/env.server.ts'
import { PRIVATE_FOLDER } from '#app/models/uploads/storage.server.ts'
import {
	BACKUP_FORMAT,
	type BackupManifest,
	countRows,
	createBackup,
	restoreBackup,
} from '#scripts/db/backup-archive.ts'
import { prepareDatabase } from '#server/database/prepare.server.ts'
import { startPg15Cluster } from '#tests/helpers/pg15-cluster.ts'

const scratch = mkdtempSync(path.join(tmpdir(), 'reformas-backup-test-'))
let cluster: Awaited<ReturnType<typeof startPg15Cluster>>
beforeAll(async () => {
	cluster = await startPg15Cluster()
}, 120_000)
afterAll(async () => {
	await cluster?.stop()
	rmSync(scratch, { recursive: true, force: true })
})

async function query<T extends pg.QueryResultRow>(url: string, sql: string) {
	const client = new pg.Client({ connectionString: url })
	await client.connect()
	try {
		return (await client.query<T>(sql)).rows
	} finally {
		await client.end()
	}
}

describe('backup and restore', () => {
	test('the demo on the embedded server comes back whole into a non-superuser PostgreSQL 15; a non-empty target is refused', async () => {
		// this file's own database on the embedded server, with the demo (its documents go to this
		// file's UPLOADS_DIR, tests/setup/setup-database.ts)
		const sourceUrl = process.env.DATABASE_URL!
		await prepareDatabase({
			databaseUrl: sourceUrl,
			embeddedDir: '',
			embeddedPort: 0,
			postalCodesFile: getEnv().POSTAL_CODES_FILE,
			seedDemoData: true,
		})
		expect(
			(await query<{ v: string }>(sourceUrl, "SELECT current_setting('server_version_num') AS v"))[0]!.v >= '180000',
		).toBe(true)
		const sourceUploads = path.resolve(getEnv().UPLOADS_DIR)
		const file = path.join(scratch, 'copia.tar')
		const manifest = await createBackup({ url: sourceUrl, uploadsDir: sourceUploads, out: file })
		expect(manifest.format).toBe(BACKUP_FORMAT)
		expect(manifest.database.tables['public.User']).toBeGreaterThan(0)
		expect(manifest.uploads.files).toBeGreaterThan(0)
		expect(manifest.database.sha256).toMatch(/^[0-9a-f]{64}$/)

		const targetUrl = await cluster.ownedDatabase()
		expect(await query(targetUrl, 'SELECT rolsuper FROM pg_roles WHERE rolname = current_user')).toEqual([
			{ rolsuper: false },
		])
		const targetUploads = path.join(scratch, 'uploads')
		await restoreBackup({ file, url: targetUrl, uploadsDir: targetUploads })

		const [before, after] = await Promise.all([countRows(sourceUrl), countRows(targetUrl)])
		expect(Object.keys(after).length).toBeGreaterThan(30)
		expect(after).toEqual(before)
		// the same rows, not only as many: every user, and the sequences carry on past them
		const users = `SELECT string_agg(u::text, '|' ORDER BY id) AS all FROM "User" u`
		expect(await query(targetUrl, users)).toEqual(await query(sourceUrl, users))
		const next = `SELECT nextval(pg_get_serial_sequence('"Job"', 'listingId'))::int AS n`
		const [sourceNext] = await query<{ n: number }>(sourceUrl, next)
		expect(await query(targetUrl, next)).toEqual([sourceNext])
		// the foreign keys are back and hold
		await expect(
			query(targetUrl, `INSERT INTO "Session" (id, "userId", "expiresAt") VALUES ('s', 'nadie', now())`),
		).rejects.toThrow(/foreign key/)
		// one ID document (the demo's unverified craftsman's), byte for byte
		const documents = readdirSync(sourceUploads, { recursive: true, encoding: 'utf8' }).filter(
			(name) => name.startsWith(PRIVATE_FOLDER) && statSync(path.join(sourceUploads, name)).isFile(),
		)
		expect(documents.length).toBeGreaterThan(0)
		const restored = path.join(targetUploads, documents[0]!)
		expect(existsSync(restored)).toBe(true)
		expect(readFileSync(restored).equals(readFileSync(path.join(sourceUploads, documents[0]!)))).toBe(true)

		// a second restore would merge into a live installation: refused
		await expect(restoreBackup({ file, url: targetUrl, uploadsDir: path.join(scratch, 'other') })).rejects.toThrow(
			/no está vacía/,
		)
		writeFileSync(path.join(scratch, 'uploads', 'leftover.txt'), 'x')
		await expect(
			restoreBackup({ file, url: await cluster.ownedDatabase(), uploadsDir: targetUploads }),
		).rejects.toThrow(/carpeta de archivos .* no está vacía/)
	}, 300_000)

	// what a restore can create, by name: the same list before a failed restore and after it
	const catalog = (url: string) =>
		query<{ object: string }>(
			url,
			`SELECT 'extension ' || extname AS object FROM pg_extension
			 UNION ALL SELECT 'schema ' || nspname FROM pg_namespace
			 UNION ALL SELECT 'relation ' || c.relkind::text || ' ' || n.nspname || '.' || c.relname
			   FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname NOT LIKE 'pg\\_%'
			 UNION ALL SELECT 'type ' || n.nspname || '.' || t.typname
			   FROM pg_type t JOIN pg_namespace n ON n.oid = t.typnamespace WHERE n.nspname NOT LIKE 'pg\\_%'
			 UNION ALL SELECT 'routine ' || p.oid::regprocedure::text
			   FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace WHERE n.nspname NOT LIKE 'pg\\_%'
			 ORDER BY 1`,
		)

	/** A copy of `file` whose rows file is replaced by `damage(rows)`, its manifest made to agree (hash, size). */
	function damagedCopy(file: string, name: string, damage: (rows: Buffer) => Buffer) {
		const dir = mkdtempSync(path.join(scratch, `${name}-`))
		execFileSync('tar', ['-xf', file, '-C', dir])
		const rowsFile = path.join(dir, 'database.jsonl.gz')
		writeFileSync(rowsFile, damage(readFileSync(rowsFile)))
		const manifest = JSON.parse(readFileSync(path.join(dir, 'manifest.json'), 'utf8')) as BackupManifest
		manifest.database.sha256 = createHash('sha256').update(readFileSync(rowsFile)).digest('hex')
		manifest.database.bytes = statSync(rowsFile).size
		writeFileSync(path.join(dir, 'manifest.json'), JSON.stringify(manifest))
		const out = path.join(scratch, `${name}.tar`)
		execFileSync('tar', ['-cf', out, '-C', dir, 'manifest.json', 'database.jsonl.gz', 'uploads.tar.gz'])
		return out
	}

	test.each([
		// the rows file cut short: gunzip fails half-way through the rows
		['cut short', (rows: Buffer) => rows.subarray(0, Math.floor(rows.length * 0.6)), /unexpected end of file/],
		// the users left out: every row that points at one breaks its foreign key when the keys are
		// put back, the last step
		[
			'without its users',
			(rows: Buffer) =>
				gzipSync(
					gunzipSync(rows)
						.toString()
						.split('\n')
						.filter((line) => !line.startsWith('["public.User",'))
						.join('\n'),
				),
			/foreign key/,
		],
	])(
		'a copy %s fails and leaves the database and the folder as they were; the good copy then restores there',
		async (name, damage, reason) => {
			const sourceUrl = process.env.DATABASE_URL!
			// the demo (no-op when the first test seeded it): users and rows that point at them
			await prepareDatabase({
				databaseUrl: sourceUrl,
				embeddedDir: '',
				embeddedPort: 0,
				postalCodesFile: getEnv().POSTAL_CODES_FILE,
				seedDemoData: true,
			})
			const good = path.join(scratch, `buena-${name.replace(/\W/g, '-')}.tar`)
			await createBackup({ url: sourceUrl, uploadsDir: path.resolve(getEnv().UPLOADS_DIR), out: good })
			const bad = damagedCopy(good, name.replace(/\W/g, '-'), damage)

			const targetUrl = await cluster.ownedDatabase()
			const uploads = path.join(scratch, `uploads-${name.replace(/\W/g, '-')}`)
			const before = await catalog(targetUrl)
			const failed = restoreBackup({ file: bad, url: targetUrl, uploadsDir: uploads })
			await expect(failed).rejects.toThrow(reason)
			await expect(failed).rejects.toThrow(
				/Nada se restauró: la base de datos y la carpeta de archivos quedan como estaban/,
			)
			expect(await catalog(targetUrl)).toEqual(before)
			expect(existsSync(uploads)).toBe(false)

			await restoreBackup({ file: good, url: targetUrl, uploadsDir: uploads })
			expect(await countRows(targetUrl)).toEqual(await countRows(sourceUrl))
		},
		300_000,
	)
})
