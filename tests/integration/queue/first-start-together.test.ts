// Two web instances and a worker started at the same moment on an empty database each install the
// queue (pg-boss's schema, then one queue per kind). Unserialised, pg-boss's create_queue
// deadlocked and the losing process crashed (the deploy rehearsal met it). A worker's scheduling
// boss creates pg-boss's own schedule queue as it starts: that too once raced an instance's install.
import pg from 'pg'
import { afterAll, expect, test } from 'vitest'
import { prisma } from '#app/lib/db.server.ts'
import { JOB_KINDS } from '#app/queue/jobs.ts'
import { INSTALL_LOCK_KEY, prepareQueueDatabase, QUEUE_SCHEMA } from '#app/queue/queue.server.ts'
import { createPrismaClient } from '#app/lib/prisma-client.server.ts'
import { startWorkers } from '#server/worker/worker.server.ts'

const NAME = `first_start_${process.pid}_${Date.now()}`
const url = new URL(process.env.DATABASE_URL!)
url.pathname = `/${NAME}`
const LOCKED = `${NAME}_locked`
const lockedUrl = new URL(process.env.DATABASE_URL!)
lockedUrl.pathname = `/${LOCKED}`

afterAll(async () => {
	for (const name of [NAME, LOCKED]) await prisma.$executeRawUnsafe(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
})

test('three instances and a worker installing the queue at once on an empty database all start, with one queue per kind', async () => {
	await prisma.$executeRawUnsafe(`CREATE DATABASE "${NAME}"`)
	const worker = startWorkers({ url: url.toString(), log: () => {} })
	const starts = await Promise.allSettled([
		...Array.from({ length: 3 }, () => prepareQueueDatabase(url.toString())),
		worker,
	])
	await (await worker.catch(() => undefined))?.stop()
	expect(starts.filter((start) => start.status === 'rejected')).toEqual([])
	const fresh = createPrismaClient(url.toString(), { max: 1 })
	try {
		const [row] = await fresh.$queryRawUnsafe<Array<{ count: number }>>(
			`SELECT count(*)::int AS count FROM ${QUEUE_SCHEMA}.queue WHERE name = ANY($1)`,
			[...JOB_KINDS],
		)
		expect(row!.count).toBe(JOB_KINDS.length)
	} finally {
		await fresh.$disconnect()
	}
}, 120_000)

test("a starting worker creates no queue before it holds the install lock, pg-boss's schedule queue included", async () => {
	await prisma.$executeRawUnsafe(`CREATE DATABASE "${LOCKED}"`)
	// another process is installing the queues: it holds the lock
	const installer = new pg.Client({ connectionString: lockedUrl.toString() })
	await installer.connect()
	let worker: ReturnType<typeof startWorkers> | undefined
	try {
		await installer.query('SELECT pg_advisory_lock($1)', [INSTALL_LOCK_KEY])
		worker = startWorkers({ url: lockedUrl.toString(), log: () => {} })
		void worker.catch(() => {})
		// the worker waits for the lock...
		await expect
			.poll(
				async () =>
					(
						await installer.query<{ n: number }>(
							"SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory' AND NOT granted",
						)
					).rows[0]!.n,
				{ timeout: 60_000, interval: 200 },
			)
			.toBe(1)
		// ...having created no queue: a create_queue outside the lock is what deadlocked with the installer
		const { rows } = await installer.query<{ name: string }>(`SELECT name FROM ${QUEUE_SCHEMA}.queue`)
		expect(rows).toEqual([])
	} finally {
		await installer.end()
	}
	const started = await worker!
	await started.stop()
	const fresh = createPrismaClient(lockedUrl.toString(), { max: 1 })
	try {
		const [row] = await fresh.$queryRawUnsafe<Array<{ count: number }>>(
			`SELECT count(*)::int AS count FROM ${QUEUE_SCHEMA}.queue WHERE name = ANY($1)`,
			[...JOB_KINDS],
		)
		expect(row!.count).toBe(JOB_KINDS.length)
	} finally {
		await fresh.$disconnect()
	}
}, 120_000)
