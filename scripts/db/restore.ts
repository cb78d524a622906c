// npm run db:restore -- file.tar: restores a db:backup into an empty database (DATABASE_URL, or the
// embedded one) and an empty UPLOADS_DIR; refuses anything else. Run it before the app starts.
import path from 'node:path'
import { restoreBackup } from './backup-archive.ts'
import { openCliDatabase } from './database-url.ts'

const file = process.argv[2]
if (!file) {
	console.error('Uso: npm run db:restore -- <copia.tar>')
	process.exit(2)
}
const database = await openCliDatabase()
try {
	const manifest = await restoreBackup({
		file: path.resolve(file),
		url: database.url,
		uploadsDir: path.resolve(database.env.UPLOADS_DIR),
	})
	console.log(
		`Restaurada la copia del ${manifest.createdAt}: ${Object.keys(manifest.database.tables).length} tablas con las ` +
			`mismas filas que al copiarlas, ${manifest.uploads.files} archivos.`,
	)
} catch (error) {
	console.error(error instanceof Error ? error.message : error)
	process.exitCode = 1
} finally {
	await database.stop()
}
