import pg from 'pg'
import { E2E_PG_PORT } from '../playwright.config.ts'

/**
 * Runs `work` on a connection to the e2e server's embedded database (playwright.config.ts), for
 * the few states no page can make (an old weak password, a job failed for a day, a pause reaching
 * its day, a second admin); closed afterwards whatever happens.
 */
export async function withE2eDatabase<T>(work: (client: pg.Client) => Promise<T>) {
	const client = new pg.Client({ connectionString: `postgresql://postgres:postgres@127.0.0.1:${E2E_PG_PORT}/reformas` })
	await client.connect()
	try {
		return await work(client)
	} finally {
		await client.end()
	}
}
