// When each user was last pushed a change, and which public jobs changed when: a page's socket that
// connects asks whether anything was pushed since the page's loaders ran (MissedPushes), and the page
// reloads only then. Pushes made before a socket joins its rooms reach nobody; this is how the page
// learns of them without reloading on every connection (issue 39: that reload was the longest task of
// a dashboard's load on a phone, and it interrupted what the user did meanwhile).
//
// A mark is recorded before its push is emitted: a socket that joins after the push finds the mark,
// one that joined before receives the push. Without Redis the marks live in this process, as its
// pushes do, and are written at once. With Redis they are shared by every instance and the worker:
// a mark is sent on the same connection as the adapter's XADD of its push, just before it, and Redis
// runs one connection's commands in order. So a connecting socket's read that comes before the mark
// also comes before the push's XADD, which its instance then reads after the socket joined, and
// delivers. The push is not made to wait for the mark's reply: Socket.IO's session recovery loses a
// push whose XADD lands while it restores a session (seen in tests/integration/realtime/recovery.test.ts
// when the emit waited a round trip).
import { logger } from '#app/lib/logger.server.ts'
import { type RedisClient } from '#app/lib/redis.server.ts'
import { type MissedPushes } from './events.ts'

/** How long marks are kept: a page whose loaders ran longer ago than this reloads on connecting. */
export const MARK_WINDOW_MS = 10 * 60_000
/**
 * A page's time comes from the instance that rendered it, a mark's from the one that pushed: marks
 * this much older than the page still count, for the clocks of two instances and for a mark
 * written while a loader was already reading.
 */
const CLOCK_MARGIN_MS = 1_000
/** More changed jobs than this since the page loaded: the answer is 'many' (the page reloads). */
const MAX_JOB_IDS = 50

export type PushMarks = {
	/** records that `userId` is being pushed a change now (sent before the push; a failure is logged) */
	markUser(userId: string): void
	/** records that the public job `jobId` is being pushed a change now */
	markJob(jobId: string): void
	/** what `userId` (null: an anonymous page) was pushed since `since` (ms, the page's loaders) */
	missedSince(userId: string | null, since: number): Promise<MissedPushes>
}

/** The answer that makes any page reload: a page too old for the marks, or marks unreadable. */
export const MISSED_EVERYTHING: MissedPushes = { private: true, jobIds: 'many' }

/** The time of the oldest mark that counts for a page loaded at `since`; null: older than the marks kept. */
function countFrom(since: number, now: number) {
	return since < now - MARK_WINDOW_MS + CLOCK_MARGIN_MS ? null : since - CLOCK_MARGIN_MS
}

const listedJobs = (jobIds: string[]): MissedPushes['jobIds'] => (jobIds.length > MAX_JOB_IDS ? 'many' : jobIds)

/** Marks in this process: one instance without Redis. */
export function memoryPushMarks(now = Date.now): PushMarks {
	const users = new Map<string, number>()
	const jobs = new Map<string, number>()
	// why: without a bound these maps would keep every user ever pushed to
	const forgetOld = (marks: Map<string, number>) => {
		const oldest = now() - MARK_WINDOW_MS
		for (const [key, at] of marks) {
			if (at >= oldest) break
			marks.delete(key)
		}
	}
	const mark = (marks: Map<string, number>, key: string) => {
		// re-inserted at the end, so the map stays ordered by time and forgetting stops at the first young one
		marks.delete(key)
		marks.set(key, now())
		if (marks.size % 1_000 === 0) forgetOld(marks)
	}
	return {
		markUser: (userId) => mark(users, userId),
		markJob: (jobId) => mark(jobs, jobId),
		missedSince(userId, since) {
			const from = countFrom(since, now())
			if (from === null) return Promise.resolve(MISSED_EVERYTHING)
			return Promise.resolve({
				private: userId !== null && (users.get(userId) ?? -Infinity) >= from,
				jobIds: listedJobs([...jobs].filter(([, at]) => at >= from).map(([jobId]) => jobId)),
			})
		},
	}
}

/**
 * Marks in Redis, under `prefix` (the group's stream name, so groups sharing a Redis stay apart): a key
 * per user with its last push time, a sorted set of public jobs by push time.
 */
export function redisPushMarks(redis: RedisClient, prefix: string, now = Date.now): PushMarks {
	const userKey = (userId: string) => `${prefix}:pushed:user:${userId}`
	const jobsKey = `${prefix}:pushed:jobs`
	// Redis away: the push is lost too, and «resync» makes every page reload when it returns
	const logFailure = (error: unknown) => logger().warn({ err: error }, 'push mark not stored')
	return {
		markUser(userId) {
			redis.set(userKey(userId), String(now()), { PX: MARK_WINDOW_MS }).catch(logFailure)
		},
		markJob(jobId) {
			const at = now()
			redis
				.multi()
				.zAdd(jobsKey, { score: at, value: jobId })
				.zRemRangeByScore(jobsKey, '-inf', at - MARK_WINDOW_MS)
				.pExpire(jobsKey, MARK_WINDOW_MS)
				.exec()
				.catch(logFailure)
		},
		async missedSince(userId, since) {
			const from = countFrom(since, now())
			if (from === null) return MISSED_EVERYTHING
			const [userMark, jobIds] = await Promise.all([
				userId ? redis.get(userKey(userId)) : null,
				redis.zRangeByScore(jobsKey, from, '+inf', { LIMIT: { offset: 0, count: MAX_JOB_IDS + 1 } }),
			])
			return {
				private: userMark !== null && Number(userMark) >= from,
				jobIds: listedJobs(jobIds),
			}
		},
	}
}
