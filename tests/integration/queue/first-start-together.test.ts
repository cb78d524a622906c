// Two web instances and a worker started at the same moment on an empty database each install the
// queue (pg-boss's schema, then one queue per kind). Unserialised, pg-boss's create_queue
// deadlocked and the losing process crashed (the deploy rehearsal met it).
import { afterAll, expect, test } from 'vitest'
import { prisma } from '#app/lib/db.server.ts'
import { JOB_KINDS } from '#app/queue/jobs.ts'
import { prepareQueueDatabase, QUEUE_SCHEMA } from '#app/queue/queue.server.ts'
import { createPrismaClient } from '#app/lib/prisma-client.server.ts'

const NAME = `first_start_${process.pid}_${Date.now()}`
const url = new URL(process.env.DATABASE_URL!)
url.pathname = `/${NAME}`

afterAll(async () => {
	await prisma.$executeRawUnsafe(`DROP DATABASE IF EXISTS "${NAME}" WITH (FORCE)`)
})

test('four processes installing the queue at once on an empty database all start, with one queue per kind', async () => {
	await prisma.$executeRawUnsafe(`CREATE DATABASE "${NAME}"`)
	const starts = await Promise.allSettled(Array.from({ length: 4 }, () => prepareQueueDatabase(url.toString())))
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
