// npm run db:backup [-- file.tar]: the database's rows (read through the connection: no pg_dump
// needed) and the local uploads, in one file with a manifest (scripts/db/backup-archive.ts). Default file: backups/reformas-<date>.tar.
import path from 'node:path'
import { backupModes, createBackup } from './backup-archive.ts'
import { openCliDatabase } from './database-url.ts'

const database = await openCliDatabase()
try {
	const stamp = new Date().toISOString().replace(/[:.]/g, '-')
	const out = path.resolve(process.argv[2] ?? `backups/reformas-${stamp}.tar`)
	if (database.env.S3_BUCKET)
		console.log('Los archivos están en S3: esta copia lleva la base de datos; el bucket se protege con su versionado.')
	const manifest = await createBackup({ url: database.url, uploadsDir: path.resolve(database.env.UPLOADS_DIR), out })
	const rows = Object.values(manifest.database.tables).reduce((sum, count) => sum + count, 0)
	console.log(
		`Copia escrita en ${out}: ${Object.keys(manifest.database.tables).length} tablas, ${rows} filas; ` +
			`${manifest.uploads.files} archivos (${manifest.uploads.bytes} bytes); PostgreSQL ${manifest.database.serverVersion}.`,
	)
	const modes = backupModes(out)
	console.log(`Permisos: archivo ${modes.file}, carpeta ${modes.folder} (solo su dueño puede leerla).`)
	if (!modes.private)
		console.warn(
			`Atención: la carpeta ${path.dirname(out)} la pueden abrir otros usuarios (${modes.folder}); usa una carpeta 0700.`,
		)
} finally {
	await database.stop()
}
