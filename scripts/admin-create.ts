// npm run admin:create -- <email> [name]: the first admin of a real deployment (or a new link for
// an admin who has none). Prints a single-use link that sets the password; nothing is emailed.
import { prisma } from '#app/lib/db.server.ts'
import { getEnv } from '#app/lib/env.server.ts'
import { isAppError } from '#app/lib/app-error.ts'
import { migrateAndLoad } from '#server/database/prepare.server.ts'
import { createAdminAccount } from '#app/models/auth/admin-account.server.ts'
import { openCliDatabase } from './db/database-url.ts'

const [email, ...nameWords] = process.argv.slice(2)
if (!email) {
	console.error('Uso: npm run admin:create -- <correo> [nombre]')
	process.exit(2)
}
const database = await openCliDatabase()
try {
	await migrateAndLoad(database.url, { postalCodesFile: database.env.POSTAL_CODES_FILE, seedDemoData: false })
	process.env.DATABASE_URL = database.url
	const admin = await createAdminAccount(email, nameWords.join(' ') || undefined)
	const when = new Intl.DateTimeFormat('es-ES', { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Madrid' })
	console.log(
		`${admin.created ? 'Administrador creado' : 'Ya era administrador: enlace nuevo (los anteriores dejan de valer)'}: ${email}\n` +
			`Abre este enlace (un solo uso, hasta las ${when.format(admin.expiresAt)}, hora de Madrid) para elegir la contraseña` +
			(getEnv().ADMIN_2FA_REQUIRED ? ' y activar la verificación en dos pasos' : '') +
			`:\n${admin.link}`,
	)
} catch (error) {
	console.error(isAppError(error) ? error.message : error)
	process.exitCode = 1
} finally {
	if (process.env.DATABASE_URL) await prisma.$disconnect()
	await database.stop()
}
