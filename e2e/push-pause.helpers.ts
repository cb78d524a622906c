import { withE2eDatabase } from './e2e-database.ts'

// why: «Modo vacaciones» ends on a day at least one day ahead, and the hourly `lift-pauses` job
// cannot be waited for inside a test; this moves the end into the past in the e2e server's
// embedded database (playwright.config.ts: E2E_PG_PORT, database `reformas`) and queues the job as
// its schedule would, for the server's own worker to run.
/** The pause of `userId` reaches its day now, and the `lift-pauses` job is queued. */
export function reachPauseEnd(userId: string) {
	return withE2eDatabase(async (client) => {
		await client.query(
			`UPDATE "CraftsmanProfile" SET "pausedUntil" = now() - interval '1 minute' WHERE "userId" = $1`,
			[userId],
		)
		await client.query(`INSERT INTO pgboss.job (name, data) VALUES ('lift-pauses', '{}')`)
	})
}

/** The stored end of the craftsman's pause, or null once lifted. */
export function pausedUntil(userId: string) {
	return withE2eDatabase(async (client) => {
		const { rows } = await client.query<{ pausedUntil: Date | null }>(
			`SELECT "pausedUntil" FROM "CraftsmanProfile" WHERE "userId" = $1`,
			[userId],
		)
		return rows[0]?.pausedUntil ?? null
	})
}
