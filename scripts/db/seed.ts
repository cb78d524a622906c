// npm run db:seed: load the demo data into an empty database (migrations and postal codes first).
import { migrateAndLoad } from '#server/database/prepare.server.ts'
import { openCliDatabase } from './database-url.ts'

const database = await openCliDatabase()
try {
	const seeded = await migrateAndLoad(database.url, {
		postalCodesFile: database.env.POSTAL_CODES_FILE,
		seedDemoData: true,
		log: console.log,
	})
	if (!seeded) console.log('La base de datos ya tiene usuarios: no se cargan los datos de demostración.')
} finally {
	await database.stop()
}
