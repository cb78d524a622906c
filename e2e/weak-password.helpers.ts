import bcrypt from 'bcryptjs'
import pg from 'pg'

/** A password from before the password policy: no capital, no symbol, and on the leaked lists. */
export const WEAK_PASSWORD = 'sevilla1'

// why: the product no longer lets anyone choose such a password, so an account that still has one
// (from before the policy) can only be written into the e2e server's embedded database
// (playwright.config.ts: E2E_PG_PORT, database `reformas`).
export async function insertClientWithWeakPassword() {
	const email = `cliente.antiguo.${Date.now()}@example.com`
	const client = new pg.Client({
		connectionString: `postgresql://postgres:postgres@127.0.0.1:${process.env.E2E_PG_PORT ?? '54349'}/reformas`,
	})
	await client.connect()
	try {
		await client.query(
			`INSERT INTO "User" (id, email, "passwordHash", role, name, "emailVerified", "updatedAt")
			 VALUES ($1, $2, $3, 'cliente', 'Aurora', true, now())`,
			[`antiguo${Date.now()}`, email, await bcrypt.hash(WEAK_PASSWORD, 10)],
		)
	} finally {
		await client.end()
	}
	return email
}
