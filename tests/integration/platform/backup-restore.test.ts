// npm run db:backup / db:restore (scripts/db/backup-archive.ts): the demo installation is backed up and
// restored into a fresh embedded PostgreSQL and an empty folder; every table has the same rows and
// an ID document the same bytes. The source is the machine's PostgreSQL 15 (127.0.0.1:5432, trust):
// its pg_dump is the one this machine has, and a pg_dump refuses a newer server than itself.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, describe, expect, test } from 'vitest'
import { getEnv } from '#app/lib/env.server.ts'
import { PRIVATE_FOLDER } from '#app/models/uploads/storage.server.ts'
import { countRows, createBackup, restoreBackup } from '#scripts/db/backup-archive.ts'
import { startEmbeddedPostgres } from '#app/lib/database/embedded.server.ts'
import { createDatabaseIfMissing, prepareDatabase } from '#app/lib/database/prepare.server.ts'
import { freePort } from '#tests/helpers/free-port.ts'

const SYSTEM_PG = 'postgresql://postgres@127.0.0.1:5432'
const SOURCE_DB = `reformas_backup_${process.pid}_${Date.now()}`
const scratch = mkdtempSync(path.join(tmpdir(), 'reformas-backup-test-'))
const cleanups: Array<() => Promise<void>> = []

async function admin(sql: string) {
	const client = new pg.Client({ connectionString: `${SYSTEM_PG}/postgres` })
	await client.connect()
	try {
		await client.query(sql)
	} finally {
		await client.end()
	}
}

afterAll(async () => {
	for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {})
	rmSync(scratch, { recursive: true, force: true })
})

describe('backup and restore', () => {
	test('the demo comes back whole into a fresh embedded PostgreSQL; a non-empty target is refused', async () => {
		await admin(`CREATE DATABASE "${SOURCE_DB}"`)
		cleanups.push(() => admin(`DROP DATABASE IF EXISTS "${SOURCE_DB}" WITH (FORCE)`))
		const sourceUrl = `${SYSTEM_PG}/${SOURCE_DB}`
		// the demo's documents go to this test file's UPLOADS_DIR (tests/setup/setup-database.ts)
		await prepareDatabase({
			databaseUrl: sourceUrl,
			embeddedDir: '',
			embeddedPort: 0,
			postalCodesFile: getEnv().POSTAL_CODES_FILE,
			seedDemoData: true,
		})
		const sourceUploads = path.resolve(getEnv().UPLOADS_DIR)
		const file = path.join(scratch, 'copia.tar')
		const manifest = await createBackup({ url: sourceUrl, uploadsDir: sourceUploads, out: file })
		expect(manifest.database.tables['public.User']).toBeGreaterThan(0)
		expect(manifest.uploads.files).toBeGreaterThan(0)
		expect(manifest.database.sha256).toMatch(/^[0-9a-f]{64}$/)

		// under .data/ as the test server's: initdb runs as the postgres user, who cannot enter a
		// private temporary folder of root's
		const targetDir = path.resolve('.data', `backup-restore-${process.pid}`)
		const target = await startEmbeddedPostgres({ dataDir: targetDir, port: await freePort(), ephemeral: true })
		cleanups.push(async () => rmSync(targetDir, { recursive: true, force: true }))
		cleanups.push(target.stop)
		await createDatabaseIfMissing(target.urlFor('postgres'), 'reformas')
		const targetUrl = target.urlFor('reformas')
		const targetUploads = path.join(scratch, 'uploads')
		await restoreBackup({ file, url: targetUrl, uploadsDir: targetUploads })

		const [before, after] = await Promise.all([countRows(sourceUrl), countRows(targetUrl)])
		expect(Object.keys(after).length).toBeGreaterThan(30)
		expect(after).toEqual(before)
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
		await createDatabaseIfMissing(target.urlFor('postgres'), 'empty')
		writeFileSync(path.join(scratch, 'uploads', 'leftover.txt'), 'x')
		await expect(restoreBackup({ file, url: target.urlFor('empty'), uploadsDir: targetUploads })).rejects.toThrow(
			/carpeta de archivos .* no está vacía/,
		)
	}, 300_000)
})
