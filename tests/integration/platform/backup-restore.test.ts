// npm run db:backup / db:restore (scripts/db/backup-archive.ts): the demo installation on the
// embedded PostgreSQL 18 (which ships no pg_dump) is backed up through its connection and restored
// into an empty database of a PostgreSQL 15 cluster whose owner role is no superuser (a managed
// service's), and an empty folder; every table has the same rows, an ID document the same bytes,
// and the restored database works (sequences, foreign keys, distances).
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { getEnv } from '#app/lib/env.server.ts'
import { PRIVATE_FOLDER } from '#app/models/uploads/storage.server.ts'
import { BACKUP_FORMAT, countRows, createBackup, restoreBackup } from '#scripts/db/backup-archive.ts'
import { prepareDatabase } from '#app/lib/database/prepare.server.ts'
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
})
