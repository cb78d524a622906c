// npm run db:migrate: apply pending migrations (offline, recorded as Prisma does).
// npm run db:migrate -- --rolled-back <name>: mark an unfinished attempt of <name> as rolled back
// (as `prisma migrate resolve --rolled-back`), so the next run applies it again.
import { applyMigrations, markRolledBack } from '#server/database/migrate.server.ts'
import { openCliDatabase } from './database-url.ts'

const rolledBack = process.argv.indexOf('--rolled-back')
const database = await openCliDatabase()
try {
	if (rolledBack >= 0) {
		const name = process.argv[rolledBack + 1] ?? ''
		const count = await markRolledBack(database.url, name)
		console.log(count ? `${name}: marcada como revertida.` : `${name}: no hay ningún intento sin terminar.`)
	} else {
		const applied = await applyMigrations(database.url)
		console.log(applied.length ? `Aplicadas: ${applied.join(', ')}` : 'No hay migraciones pendientes.')
	}
} catch (error) {
	console.error(error instanceof Error ? error.message : error)
	process.exitCode = 1
} finally {
	await database.stop()
}
