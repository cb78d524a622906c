// However many instances start (web instances with their workers, separate workers), each
// declares the same schedules and a scheduled job is queued once per slot: pg-boss lets one
// instance at a time check the schedules, and queues each firing as a singleton per minute.
import { afterAll, expect, test } from 'vitest'
import type PgBoss from 'pg-boss'
import { prisma } from '#app/lib/db.server.ts'
import { createBoss, installQueues, QUEUE_SCHEMA } from '#app/queue/queue.server.ts'

const bosses: PgBoss[] = []

afterAll(async () => {
	await Promise.all(bosses.map((boss) => boss.stop({ graceful: false, wait: true })))
})

const queued = async () => {
	const [row] = await prisma.$queryRawUnsafe<Array<{ count: number }>>(
		`SELECT count(*)::int AS count FROM ${QUEUE_SCHEMA}.job WHERE name = 'purge-expired'`,
	)
	return row!.count
}

test('three instances with the same every-minute schedule queue its job once', async () => {
	// away from a minute's end, so the whole check falls in one firing slot
	const second = new Date().getSeconds()
	if (second > 40) await new Promise((resolve) => setTimeout(resolve, (61 - second) * 1000))
	for (let i = 0; i < 3; i++) {
		const boss = createBoss({ url: process.env.DATABASE_URL!, cronSeconds: { monitor: 1, worker: 1 } })
		bosses.push(boss)
		await boss.start()
		if (i === 0) await installQueues(boss, process.env.DATABASE_URL!)
		await boss.schedule('purge-expired', '* * * * *', {}, { tz: 'Europe/Madrid' })
	}
	await expect.poll(queued, { timeout: 15_000, interval: 250 }).toBe(1)
	// every instance has had several looks at the schedule since: still one
	await new Promise((resolve) => setTimeout(resolve, 5_000))
	expect(await queued()).toBe(1)
}, 60_000)
