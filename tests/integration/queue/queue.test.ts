// The queue core: enqueue in the writer's transaction, retries, a worker killed mid-job, two
// workers at once. Emails go to a local fake of the provider (Resend's API), so every attempt
// and every email really sent can be counted.
import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest'
import { prisma } from '#app/lib/db.server.ts'
import { enqueue, QUEUE_SCHEMA } from '#app/queue/queue.server.ts'
import { runDueJobs, startWorkers } from '#server/worker/worker.server.ts'
import { startFakeResend } from '#tests/helpers/fake-resend.ts'
import { spawnWorker } from '#tests/helpers/worker-process.ts'

// before any import reads the configuration
vi.hoisted(() => {
	process.env.RESEND_API_KEY = 're_test_fake'
	process.env.RESEND_BASE_URL = 'http://127.0.0.1:3414'
})
const provider = await startFakeResend(3414)
const url = process.env.DATABASE_URL!

const email = (to: string, subject = 'Hola') => ({ to, subject, html: `<p>${subject}</p>`, text: subject })

async function jobStates() {
	return prisma.$queryRawUnsafe<Array<{ state: string; retry_count: number }>>(
		`SELECT state::text, retry_count FROM ${QUEUE_SCHEMA}.job WHERE name = 'email' ORDER BY created_on`,
	)
}

/** Short retries and expiry for this file (set after a worker start, which writes the policy). */
async function fastRetries() {
	await prisma.$executeRawUnsafe(
		`UPDATE ${QUEUE_SCHEMA}.queue SET retry_delay = 1, retry_backoff = false, expire_seconds = 3 WHERE name = 'email'`,
	)
}

beforeAll(fastRetries)
beforeEach(async () => {
	await prisma.$executeRawUnsafe(`DELETE FROM ${QUEUE_SCHEMA}.job`)
	provider.reset()
})
afterAll(() => provider.close())

describe('enqueue in the transaction of the write', () => {
	test('a rolled-back transaction leaves no job and sends nothing; a committed one sends once', async () => {
		await expect(
			prisma.$transaction(async (tx) => {
				await tx.auditLog.count()
				await enqueue(tx, 'email', email('rollback@example.com'))
				throw new Error('the write failed')
			}),
		).rejects.toThrow('the write failed')
		expect(await jobStates()).toEqual([])

		await prisma.$transaction((tx) => enqueue(tx, 'email', email('commit@example.com')))
		expect(await runDueJobs(url)).toBe(1)
		expect(provider.delivered().map((sent) => sent.to)).toContain('commit@example.com')
		expect(provider.requests.map((request) => request.to)).not.toContain('rollback@example.com')
		expect(await jobStates()).toEqual([{ state: 'completed', retry_count: 0 }])
	})
})

describe('provider failures', () => {
	test('a thrown send is retried, and the email goes out once the provider answers', async () => {
		provider.setMode('fail')
		await prisma.$transaction((tx) => enqueue(tx, 'email', email('retry@example.com')))
		await runDueJobs(url)
		expect((await jobStates()).map((job) => job.state)).toEqual(['retry'])
		expect(provider.delivered()).toEqual([])

		provider.setMode('ok')
		await new Promise((resolve) => setTimeout(resolve, 1_200)) // the retry delay of this file
		await runDueJobs(url)
		expect(await jobStates()).toEqual([{ state: 'completed', retry_count: 1 }])
		expect(provider.requests.filter((request) => request.to === 'retry@example.com')).toHaveLength(2)
		expect(provider.delivered().filter((sent) => sent.to === 'retry@example.com')).toHaveLength(1)
	})

	test('a worker killed in the middle of a send, then restarted, sends exactly one email', async () => {
		const env = { DATABASE_URL: url, RESEND_API_KEY: 're_test_fake', RESEND_BASE_URL: provider.url }
		const first = await spawnWorker(env)
		await fastRetries()
		provider.setMode('hang')
		await prisma.$transaction((tx) => enqueue(tx, 'email', email('killed@example.com')))
		await expect.poll(() => provider.requests.length, { timeout: 20_000 }).toBe(1)
		await first.kill()
		// Not completed: still active, or already expired into a retry (expiry is 3 s here, and a
		// loaded machine can take that long between the provider's request and the kill).
		const [killed] = await jobStates()
		expect(['active', 'retry']).toContain(killed?.state)
		expect(killed?.retry_count).toBe(0)

		provider.setMode('ok')
		const second = await spawnWorker(env)
		await fastRetries()
		try {
			await expect.poll(async () => (await jobStates())[0]?.state, { timeout: 30_000 }).toBe('completed')
		} finally {
			await second.stop()
		}
		expect(provider.requests.length).toBeGreaterThanOrEqual(2) // the retry did call the provider
		expect(provider.delivered().filter((sent) => sent.to === 'killed@example.com')).toHaveLength(1)
	})
})

test('two workers share the jobs and never run one twice', async () => {
	const a = await startWorkers({ url, pollingIntervalSeconds: 0.5, log: () => {} })
	const b = await startWorkers({ url, pollingIntervalSeconds: 0.5, log: () => {} })
	try {
		await prisma.$transaction(async (tx) => {
			for (let i = 0; i < 30; i++) await enqueue(tx, 'email', email(`pair${i}@example.com`))
		})
		await expect
			.poll(async () => (await jobStates()).filter((job) => job.state === 'completed').length, { timeout: 30_000 })
			.toBe(30)
	} finally {
		await Promise.all([a.stop(), b.stop()])
	}
	const perKey = new Map<string, number>()
	for (const request of provider.requests) perKey.set(request.key!, (perKey.get(request.key!) ?? 0) + 1)
	expect(perKey.size).toBe(30)
	expect([...perKey.values()].every((count) => count === 1)).toBe(true)
})

test('a worker that finds a full batch fetches again at once: a backlog drains without waiting the polling interval', async () => {
	await prisma.$transaction(async (tx) => {
		for (let i = 0; i < 20; i++) await enqueue(tx, 'email', email(`backlog${i}@example.com`))
	})
	// one job per fetch and a minute between empty fetches: waiting the interval after each job
	// (pg-boss's own loop) would run one of the twenty in the time allowed here
	const worker = await startWorkers({ url, pollingIntervalSeconds: 60, log: () => {} })
	try {
		await expect
			.poll(async () => (await jobStates()).filter((job) => job.state === 'completed').length, { timeout: 20_000 })
			.toBe(20)
	} finally {
		await worker.stop()
	}
	expect(new Set(provider.requests.map((request) => request.key)).size).toBe(20)
})
