import bcrypt from 'bcryptjs'
import { withE2eDatabase } from './e2e-database.ts'

/** A password from before the password policy: no capital, no symbol, and on the leaked lists. */
export const WEAK_PASSWORD = 'sevilla1'

// why: the product no longer lets anyone choose such a password, so an account that still has one
// (from before the policy) can only be written into the e2e server's embedded database
// (playwright.config.ts: E2E_PG_PORT, database `reformas`).
export async function insertClientWithWeakPassword() {
	const email = `cliente.antiguo.${Date.now()}@example.com`
	await withE2eDatabase(async (client) => {
		await client.query(
			`INSERT INTO "User" (id, email, "passwordHash", role, name, "emailVerified", "updatedAt")
			 VALUES ($1, $2, $3, 'cliente', 'Aurora', true, now())`,
			[`antiguo${Date.now()}`, email, await bcrypt.hash(WEAK_PASSWORD, 10)],
		)
	})
	return email
}
