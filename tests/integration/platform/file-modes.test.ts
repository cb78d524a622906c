// Issue 37 (M7): what holds ID documents and secrets is written for its owner only. A backup is
// 0600 in a folder made 0700 (and `backupModes` says so); a stored upload is 0600 in 0700 folders.
// The backup's source is the machine's PostgreSQL 15 (its pg_dump is the one this machine has).
import { chmodSync, mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, expect, test } from 'vitest'
import { diskStorage } from '#app/models/uploads/storage.server.ts'
import { backupModes, createBackup } from '#scripts/db/backup-archive.ts'

const SYSTEM_PG = 'postgresql://postgres@127.0.0.1:5432'
const SOURCE_DB = `reformas_modes_${process.pid}_${Date.now()}`
const scratch = mkdtempSync(path.join(tmpdir(), 'reformas-modes-test-'))
const mode = (target: string) => statSync(target).mode & 0o777

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
	await admin(`DROP DATABASE IF EXISTS "${SOURCE_DB}" WITH (FORCE)`).catch(() => {})
	rmSync(scratch, { recursive: true, force: true })
})

test('a backup is written 0600 in a folder made 0700, and says so', async () => {
	await admin(`CREATE DATABASE "${SOURCE_DB}"`)
	const out = path.join(scratch, 'copias', 'copia.tar')
	await createBackup({ url: `${SYSTEM_PG}/${SOURCE_DB}`, uploadsDir: path.join(scratch, 'sin-archivos'), out })
	expect(mode(out)).toBe(0o600)
	expect(mode(path.dirname(out))).toBe(0o700)
	expect(backupModes(out)).toEqual({ file: '0600', folder: '0700', private: true })
	// a folder others can enter is reported as not private
	chmodSync(path.dirname(out), 0o755)
	expect(backupModes(out)).toEqual({ file: '0600', folder: '0755', private: false })
}, 60_000)

test('a stored upload is 0600 in 0700 folders, also when the same bytes come again', async () => {
	const root = path.join(scratch, 'uploads')
	const storage = diskStorage(root)
	await storage.put('private/documento.webp', new Uint8Array([1, 2, 3]), 'image/webp')
	expect(mode(path.join(root, 'private', 'documento.webp'))).toBe(0o600)
	expect(mode(path.join(root, 'private'))).toBe(0o700)
	chmodSync(path.join(root, 'private', 'documento.webp'), 0o644)
	await storage.put('private/documento.webp', new Uint8Array([1, 2, 3]), 'image/webp')
	expect(mode(path.join(root, 'private', 'documento.webp'))).toBe(0o600)
})
