// Workers: every kind's handler on a started pg-boss. Run inside the app by server/web.ts, alone by
// `npm run worker`; any number of instances share the jobs (pg-boss claims each row with
// SKIP LOCKED, so one job runs in one worker at a time).
import type PgBoss from 'pg-boss'
import { JOB_KINDS, type JobKind, type JobPayloads } from '#app/queue/jobs.ts'
import { logger } from '#app/lib/logger.server.ts'
import { emailsSent, jobsProcessed } from '#app/lib/metrics.server.ts'
import { beat, HEARTBEAT_EVERY_MS } from '#app/models/workers/heartbeat.server.ts'
import { runWithContext } from '#app/lib/request-context.server.ts'
import { createBoss, prepareQueueDatabase, splitRequestId } from '#app/queue/queue.server.ts'
import { SCHEDULE_TZ, SCHEDULES } from '#app/queue/schedules.ts'
import { JOB_HANDLERS } from './handlers.server.ts'

export type WorkerOptions = {
	url: string
	pollingIntervalSeconds?: number
	maintenanceIntervalSeconds?: number
	log?: (message: string) => void
}

/**
 * Runs one job in its own log context: the request that queued it (its id travels in the payload;
 * a scheduled job gets a fresh one), the kind and the job id, on every line the handler logs.
 */
async function runJob<K extends JobKind>(kind: K, job: PgBoss.Job<JobPayloads[K]>) {
	const handler = JOB_HANDLERS[kind] as (data: JobPayloads[K], job: { id: string }) => Promise<unknown>
	const { data, requestId } = splitRequestId(job.data)
	const context = { requestId: requestId ?? `job-${job.id}`, job: { kind, id: job.id } }
	return runWithContext(context, async () => {
		const started = performance.now()
		try {
			const result = await handler(data, { id: job.id })
			jobsProcessed.inc({ queue: kind, result: 'completed' })
			logger().info({ durationMs: Math.round(performance.now() - started) }, 'job done')
			return result
		} catch (error) {
			jobsProcessed.inc({ queue: kind, result: 'failed' })
			logger().warn(
				{
					durationMs: Math.round(performance.now() - started),
					error: error instanceof Error ? error.message : String(error),
				},
				'job failed',
			)
			throw error
		}
	})
}

// why: a push waits mostly on the push service's answer, so a job matching a thousand craftsmen
// needs many in flight: push workers take a batch and send it at once, and fail only the jobs
// that failed (pg-boss then completes the rest, which are still active)
// message-email: one per chat message, each mostly a presence question (a Redis round trip) and,
// for an offline receiver, two reads; a batch runs them side by side with one fetch and one
// completion for all
const BATCHED_KINDS: Partial<Record<JobKind, { workers: number; batchSize: number }>> = {
	push: { workers: 2, batchSize: 50 },
	'message-email': { workers: 1, batchSize: 20 },
}

export async function startWorkers({
	url,
	pollingIntervalSeconds = 2,
	maintenanceIntervalSeconds = 60,
	log = (message) => console.log(`[queue] ${message}`),
}: WorkerOptions) {
	// the queues first, under the install lock and by a boss that does not schedule: a scheduling
	// boss's start creates pg-boss's schedule queue outside our lock, and that create_queue
	// deadlocked with an instance installing the queues at the same moment (the deploy rehearsal
	// saw the instance crash). Once they exist, the scheduler's create_queue changes nothing.
	await prepareQueueDatabase(url)
	const boss = createBoss({ url, maintenanceIntervalSeconds })
	await boss.start()
	// every series exists from the start (at 0): a rate() or an alert sees a worker that ran nothing yet
	for (const kind of JOB_KINDS)
		for (const result of ['completed', 'failed'] as const) jobsProcessed.inc({ queue: kind, result }, 0)
	for (const result of ['sent', 'failed'] as const) emailsSent.inc({ result }, 0)
	for (const kind of JOB_KINDS) {
		const batched = BATCHED_KINDS[kind]
		if (batched) {
			for (let worker = 0; worker < batched.workers; worker++) {
				const wake = wakeWhenFull(boss, batched.batchSize)
				wake.id = await boss.work<JobPayloads[typeof kind]>(
					kind,
					{ pollingIntervalSeconds, batchSize: batched.batchSize },
					async (jobs) => {
						wake.after(jobs.length)
						const results = await Promise.allSettled(jobs.map((job) => runJob(kind, job)))
						for (const [index, result] of results.entries()) {
							if (result.status === 'fulfilled') continue
							const job = jobs[index]!
							const message = result.reason instanceof Error ? result.reason.message : String(result.reason)
							log(`${kind} ${job.id} falló: ${message}`)
							await boss.fail(kind, job.id, { message })
						}
					},
				)
			}
			continue
		}
		// one job per fetch: a failure fails only that job, and its retry is pg-boss's
		const wake = wakeWhenFull(boss, 1)
		wake.id = await boss.work<JobPayloads[typeof kind]>(kind, { pollingIntervalSeconds, batchSize: 1 }, ([job]) => {
			wake.after(1)
			return runJob(kind, job)
		})
	}
	// every instance declares the same schedules (an upsert); pg-boss fires each once per minute slot
	for (const { kind, cron } of SCHEDULES) await boss.schedule(kind, cron, {}, { tz: SCHEDULE_TZ })
	// alive, for the web's /healthcheck; a missed beat (database away) is only logged
	const heartbeat = () => beat().catch((error: unknown) => log(`latido no guardado: ${String(error)}`))
	await heartbeat()
	const beating = setInterval(() => void heartbeat(), HEARTBEAT_EVERY_MS).unref()
	log(`trabajadores en marcha: ${JOB_KINDS.join(', ')}`)
	return {
		boss,
		/** Waits for the jobs in hand (up to `timeoutMs`), then closes the connections. */
		stop: (timeoutMs = 10_000) => {
			clearInterval(beating)
			return boss.stop({ graceful: true, timeout: timeoutMs, wait: true })
		},
	}
}

/**
 * why: pg-boss 10's worker sleeps its polling interval after every fetch, a full one too, so a kind
 * ran at most one batch per interval and worker (one `message-email` every 2 s per instance while
 * the chat queued 100 a second: a backlog that only grew). A worker whose fetch came back full is
 * woken to fetch again as soon as it is done; it sleeps once a fetch finds less than a batch.
 */
function wakeWhenFull(boss: Pick<PgBoss, 'notifyWorker'>, batchSize: number) {
	const wake = {
		id: undefined as string | undefined,
		after(fetched: number) {
			if (fetched >= batchSize && wake.id) boss.notifyWorker(wake.id)
		},
	}
	return wake
}

/**
 * Runs every job that is due now, in this process, until none is left (tests; a one-off
 * `npm run worker -- --once`). Failures are recorded as pg-boss would (retry or failed).
 */
export async function runDueJobs(url: string, kinds: JobKind[] = JOB_KINDS) {
	const boss = createBoss({ url, supervise: false })
	await boss.start()
	let ran = 0
	try {
		for (;;) {
			let found = false
			for (const kind of kinds) {
				const [job] = await boss.fetch<JobPayloads[typeof kind]>(kind)
				if (!job) continue
				found = true
				ran++
				try {
					await boss.complete(kind, job.id, toOutput(await runJob(kind, job)))
				} catch (error) {
					await boss.fail(kind, job.id, { message: error instanceof Error ? error.message : String(error) })
				}
			}
			if (!found) return ran
		}
	} finally {
		// wait: no idle connection may outlive the call (a test drops its database right after)
		await boss.stop({ graceful: false, wait: true })
	}
}

const toOutput = (value: unknown) => (value && typeof value === 'object' ? (value as object) : undefined)
