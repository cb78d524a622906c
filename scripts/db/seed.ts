// npm run db:seed: load the demo data into an empty database (migrations and postal codes first).
import { createPrismaClient } from '#app/lib/prisma-client.server.ts'
import { seedDemoData } from '#prisma/seed.ts'
import { openCliDatabase } from './database-url.ts'

const database = await openCliDatabase()
const prisma = createPrismaClient(database.url)
try {
	if ((await prisma.user.count()) > 0) {
		console.log('La base de datos ya tiene usuarios: no se cargan los datos de demostración.')
	} else {
		await seedDemoData(prisma)
		console.log('Datos de demostración cargados.')
	}
} finally {
	await prisma.$disconnect()
	await database.stop()
}
