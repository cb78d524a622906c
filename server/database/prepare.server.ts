// Brings a database to a usable state: the embedded server when no DATABASE_URL is given,
// then migrations, the postal codes and (optionally) the demo data, each only when missing.
import { existsSync } from 'node:fs'
import path from 'node:path'
import pg from 'pg'
import { createPrismaClient } from '#app/lib/prisma-client.server.ts'
import { startEmbeddedPostgres } from './embedded.server.ts'
import { applyMigrations } from './migrate.server.ts'
import { DEFAULT_POSTAL_CODES_FILE } from '#app/lib/env.server.ts'
import { importPostalCodes } from './postal-codes.server.ts'
import { seedDemoData } from '#prisma/seed.ts'

export const APP_DATABASE = 'reformas'

type LoadOptions = {
	postalCodesFile: string
	seedDemoData: boolean
	log?: (message: string) => void
}
type PrepareOptions = LoadOptions & { databaseUrl?: string; embeddedDir: string; embeddedPort: number }

export async function prepareDatabase(options: PrepareOptions) {
	const log = options.log ?? (() => {})
	let url = options.databaseUrl
	let stop = async () => {}
	if (!url) {
		log(`PostgreSQL embebido en ${options.embeddedDir} (puerto ${options.embeddedPort})`)
		const server = await startEmbeddedPostgres({
			dataDir: options.embeddedDir,
			port: options.embeddedPort,
			restartOnExit: true,
		})
		await createDatabaseIfMissing(server.urlFor('postgres'), APP_DATABASE)
		url = server.urlFor(APP_DATABASE)
		stop = server.stop
	}
	try {
		await migrateAndLoad(url, options)
	} catch (error) {
		await stop()
		throw error
	}
	return { url, stop }
}

/**
 * Migrations, then the postal codes when there are none (everything else points at them), then the
 * demo data when asked and there are no users yet. Returns whether the demo data was loaded.
 */
export async function migrateAndLoad(url: string, options: LoadOptions) {
	const log = options.log ?? (() => {})
	const applied = await applyMigrations(url)
	if (applied.length) log(`Migraciones aplicadas: ${applied.join(', ')}`)

	const prisma = createPrismaClient(url)
	try {
		if ((await prisma.postalCode.count()) === 0) {
			const file = path.resolve(options.postalCodesFile)
			if (!existsSync(file)) {
				throw new Error(
					`POSTAL_CODES_FILE: no existe ${file} (el CSV de códigos postales; el repositorio trae ${DEFAULT_POSTAL_CODES_FILE})`,
				)
			}
			const result = await importPostalCodes(url, file)
			log(`Códigos postales importados: ${result.total}`)
		}
		if (options.seedDemoData && (await prisma.user.count()) === 0) {
			await seedDemoData(prisma)
			log('Datos de demostración cargados')
			return true
		}
		return false
	} finally {
		await prisma.$disconnect()
	}
}

export async function createDatabaseIfMissing(adminUrl: string, name: string, template?: string) {
	const client = new pg.Client({ connectionString: adminUrl })
	await client.connect()
	try {
		const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])
		if (!rowCount) {
			const from = template ? ` TEMPLATE ${client.escapeIdentifier(template)}` : ''
			await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}${from}`)
		}
	} finally {
		await client.end()
	}
}
