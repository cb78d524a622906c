// Per test file: its own database cloned from the template, so files never see each other's rows.
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, inject } from 'vitest'
import { createTestDatabase } from '#tests/helpers/databases.ts'

const database = await createTestDatabase(inject('databaseServerUrl'))
// emails and uploads of this file go to its own folders, never to a developer's .data/
const scratch = mkdtempSync(path.join(tmpdir(), 'reformas-test-'))
process.env.OUTBOX_DIR = path.join(scratch, 'outbox')
process.env.UPLOADS_DIR = path.join(scratch, 'uploads')
process.env.DATABASE_URL = database.url

afterAll(async () => {
	const { prisma } = await import('#app/lib/db.server.ts')
	await prisma.$disconnect()
	await database.drop()
})
