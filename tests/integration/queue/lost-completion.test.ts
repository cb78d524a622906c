// pg-boss 10's worker completes (or fails) a job without awaiting it: with the database gone at
// that moment, the rejection was unhandled and ended the process (the fault suite).
import { randomUUID } from 'node:crypto'
import { expect, test } from 'vitest'
import { createBoss } from '#app/queue/queue.server.ts'

test('a completion lost with the database is logged, not fatal; an awaiting caller still gets the error', async () => {
	const boss = createBoss({ url: process.env.DATABASE_URL!, supervise: false })
	const gone = { executeSql: () => Promise.reject(new Error('la base de datos no está')) }
	// as pg-boss's worker does: not awaited (vitest fails the run on an unhandled rejection)
	void boss.complete('email', randomUUID(), {}, { db: gone })
	void boss.fail('email', randomUUID(), {}, { db: gone })
	await new Promise((resolve) => setTimeout(resolve, 50))
	await expect(boss.complete('email', randomUUID(), {}, { db: gone })).rejects.toThrow('no está')
})
