import { withE2eDatabase } from './e2e-database.ts'

// why: no page creates an admin (there is one, the demo's, which must stay without a second
// factor); this copies it as a new admin into the e2e server's embedded database
// (playwright.config.ts: E2E_PG_PORT, database `reformas`), with the same demo password.
export async function insertAdmin(email: string) {
	await insertUser(email, 'admin')
}

/** A new verified account of `role` with the demo password (a page would need an email round trip). */
export async function insertUser(email: string, role: 'admin' | 'cliente') {
	await withE2eDatabase((client) =>
		client.query(
			`INSERT INTO "User" (id, email, "passwordHash", role, name, "emailVerified", "updatedAt")
			 SELECT $1, $2, "passwordHash", $3::"Role", 'Prueba', true, now() FROM "User" WHERE email = 'admin@demo.es'`,
			[`e2e-user-${Date.now()}`, email, role],
		),
	)
}
