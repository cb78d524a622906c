// npm run db:import-postal-codes [-- <file>]: (re)load the postal codes; safe to repeat.
import path from 'node:path'
import { importPostalCodes } from '#server/database/postal-codes.server.ts'
import { openCliDatabase } from './database-url.ts'

const database = await openCliDatabase()
try {
	const file = path.resolve(process.argv[2] ?? database.env.POSTAL_CODES_FILE)
	const result = await importPostalCodes(database.url, file)
	console.log(
		`${file}: ${result.read} filas leídas, ${result.changed} nuevas o cambiadas, ${result.total} en la base de datos.`,
	)
} finally {
	await database.stop()
}
