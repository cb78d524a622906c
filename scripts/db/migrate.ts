// npm run db:migrate: apply pending migrations (offline, recorded as Prisma does).
import { applyMigrations } from '#app/lib/database/migrate.server.ts'
import { openCliDatabase } from './database-url.ts'

const database = await openCliDatabase()
try {
	const applied = await applyMigrations(database.url)
	console.log(applied.length ? `Aplicadas: ${applied.join(', ')}` : 'No hay migraciones pendientes.')
} finally {
	await database.stop()
}
