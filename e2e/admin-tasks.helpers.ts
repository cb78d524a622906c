import { withE2eDatabase } from './e2e-database.ts'

// why: a job that used up its 12 retries over a day of provider outage cannot be produced inside a
// test; this writes one as pg-boss leaves it (state failed, the error in output) into the e2e
// server's embedded database (playwright.config.ts: E2E_PG_PORT, database `reformas`).
export async function insertFailedEmailJob(to: string, error: string) {
	return withE2eDatabase(async (client) => {
		const { rows } = await client.query<{ id: string }>(
			`INSERT INTO pgboss.job (name, data, state, retry_count, retry_limit, output, started_on, completed_on)
			 VALUES ('email', $1, 'failed', 12, 12, $2, now(), now()) RETURNING id::text`,
			[
				JSON.stringify({ to, subject: 'Prueba de Tareas', html: '<p>Hola</p>', text: 'Hola', tag: 'e2e' }),
				JSON.stringify({ name: 'Error', message: 'Resend: el proveedor no responde' }),
			],
		)
		return rows[0]!.id
	})
}
