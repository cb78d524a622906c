// What holds ID documents and secrets is written for its owner only. A backup is
// 0600 in a folder made 0700 (and `backupModes` says so); a stored upload is 0600 in 0700 folders.
// The backup's source is this test file's own database (a backup reads through the connection).
import { chmodSync, mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, expect, test } from 'vitest'
import { diskStorage } from '#app/models/uploads/storage.server.ts'
import { backupModes, createBackup } from '#scripts/db/backup-archive.ts'

const scratch = mkdtempSync(path.join(tmpdir(), 'reformas-modes-test-'))
const mode = (target: string) => statSync(target).mode & 0o777

afterAll(() => rmSync(scratch, { recursive: true, force: true }))

test('a backup is written 0600 in a folder made 0700, and says so', async () => {
	const out = path.join(scratch, 'copias', 'copia.tar')
	await createBackup({ url: process.env.DATABASE_URL!, uploadsDir: path.join(scratch, 'sin-archivos'), out })
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
