// The background jobs of a test file's database, run in the test's own process: what a worker
// would do, without waiting for one to poll.
import { expect } from 'vitest'
import { prisma } from '#app/lib/db.server.ts'
import { QUEUE_SCHEMA } from '#app/queue/queue.server.ts'
import { runDueJobs } from '#server/worker/worker.server.ts'

/** Runs every due job (and the jobs those queue) until none is left; returns how many ran. */
export const runQueuedJobs = () => runDueJobs(process.env.DATABASE_URL!)

/** Jobs not finished yet (waiting, retrying or running), of every kind. */
export async function unfinishedJobs() {
	const [row] = await prisma.$queryRawUnsafe<Array<{ count: number }>>(
		`SELECT count(*)::int AS count FROM ${QUEUE_SCHEMA}.job WHERE state IN ('created', 'retry', 'active')`,
	)
	return row!.count
}

/** Waits until workers in other processes have finished every job. */
export async function waitForIdleQueue(timeout = 20_000) {
	await expect.poll(unfinishedJobs, { timeout, interval: 200 }).toBe(0)
}

/** Jobs queued to start later (a debounced email) become due now, as if their wait had passed. */
export async function makeDelayedJobsDue() {
	await prisma.$executeRawUnsafe(
		`UPDATE ${QUEUE_SCHEMA}.job SET start_after = now() WHERE state IN ('created', 'retry') AND start_after > now()`,
	)
}
