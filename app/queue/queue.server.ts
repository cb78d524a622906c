// The durable queue (pg-boss) on the app's own database, schema `pgboss`. `enqueue` writes the job
// row through the caller's Prisma transaction: the job exists if and only if the write committed.
import pg from 'pg'
import PgBoss from 'pg-boss'
import { type Prisma, type PrismaClient } from '#app/generated/prisma/client.ts'
import { currentRequestId } from '#app/lib/request-context.server.ts'
import { captureStatement, handleLostCompletions, type RetryAnswer } from '#app/lib/vendor/pg-boss.server.ts'
import { JOB_KINDS, JOB_POLICIES, type JobKind, type JobPayloads } from './jobs.ts'

export const QUEUE_SCHEMA = 'pgboss'

/** A transaction client (or the client itself, for a write of one statement). */
export type Executor = Prisma.TransactionClient | PrismaClient

/** pg-boss's `db` option over a Prisma client: its SQL runs inside the caller's transaction. */
export function prismaDb(executor: Executor): PgBoss.Db {
	return {
		async executeSql(text: string, values: unknown[] = []) {
			const rows = await executor.$queryRawUnsafe<unknown[]>(text, ...toPrismaValues(values))
			return { rows }
		},
	}
}

// why: pg-boss hands JSON payloads as objects; Prisma would not cast them to jsonb itself (arrays
// are id lists for uuid[] parameters and stay arrays)
const toPrismaValues = (values: unknown[]) =>
	values.map((value) =>
		value !== null && typeof value === 'object' && !(value instanceof Date) && !Array.isArray(value)
			? JSON.stringify(value)
			: value,
	)

// Sending only builds SQL and runs it on the given executor: this instance is never started and
// opens no connection, so every process (requests, tests) may enqueue.
const sender = new PgBoss({ connectionString: 'postgres://unused/unused', schema: QUEUE_SCHEMA })

/** The payload with the id of the request that queues it (its log lines carry it on). */
export function withRequestId(data: object): object {
	const requestId = currentRequestId()
	return requestId ? { ...data, [REQUEST_ID_KEY]: requestId } : data
}

/** The payload's own fields, and the request id it travelled with. */
export function splitRequestId<T>(data: T): { data: T; requestId?: string } {
	if (!data || typeof data !== 'object' || !(REQUEST_ID_KEY in data)) return { data }
	const { [REQUEST_ID_KEY]: requestId, ...rest } = data as Record<string, unknown>
	return { data: rest as T, requestId: typeof requestId === 'string' ? requestId : undefined }
}
const REQUEST_ID_KEY = 'requestId'

export type EnqueueOptions = Pick<PgBoss.SendOptions, 'startAfter' | 'singletonKey' | 'id' | 'priority'>

/** Adds a job in the caller's transaction. Returns its id (null when a singleton already waits). */
export async function enqueue<K extends JobKind>(
	executor: Executor,
	kind: K,
	data: JobPayloads[K],
	options: EnqueueOptions = {},
): Promise<string | null> {
	return sender.send(kind, withRequestId(data as object), { ...options, db: prismaDb(executor) })
}

/**
 * pg-boss's own INSERT of one job, returned instead of run, so that a write of one statement can
 * carry its job in a CTE (a chat message, no transaction round trips before the push).
 * Its placeholders are numbered from `$(offset + 1)`, after the caller's own.
 */
export async function jobInsertStatement<K extends JobKind>(kind: K, data: JobPayloads[K], offset: number) {
	const statement = await captureStatement(
		(db) => sender.send(kind, withRequestId(data as object), { db }),
		toPrismaValues,
		kind,
	)
	return {
		text: statement.text.replace(/\$(\d+)/g, (_, index: string) => `$${Number(index) + offset}`),
		values: statement.values,
	}
}

/** A failed job back to 'retry' (pg-boss gives it one more attempt). False when it is not failed. */
export async function retryFailedJob(executor: Executor, kind: JobKind, id: string) {
	// why: pg-boss 10's types say void (app/lib/vendor/pg-boss.server.ts)
	const result = (await sender.retry(kind, id, { db: prismaDb(executor) })) as unknown as RetryAnswer
	return result.affected === 1
}

/** Many jobs of one kind in one statement (a job with 1,000 matching alerts), same transaction rule. */
export async function enqueueMany<K extends JobKind>(executor: Executor, kind: K, items: Array<JobPayloads[K]>) {
	if (!items.length) return
	await sender.insert(
		items.map((data) => ({ name: kind, data: withRequestId(data as object) })),
		{ db: prismaDb(executor) },
	)
}

/** Like `enqueueMany`, each job with its own start (a push held by quiet hours). */
export async function enqueueManyAt<K extends JobKind>(
	executor: Executor,
	kind: K,
	items: Array<{ data: JobPayloads[K]; startAfter?: Date }>,
) {
	if (!items.length) return
	await sender.insert(
		items.map(({ data, startAfter }) => ({ name: kind, data: withRequestId(data as object), startAfter })),
		{ db: prismaDb(executor) },
	)
}

export type BossOptions = {
	url: string
	/** false: no maintenance (expiry, archiving) and no cron timers in this instance */
	supervise?: boolean
	maintenanceIntervalSeconds?: number
	/** how often the schedules are checked and fired (pg-boss's defaults: 30 s and 5 s); tests shorten them */
	cronSeconds?: { monitor: number; worker: number }
}

export function createBoss({ url, supervise = true, maintenanceIntervalSeconds = 60, cronSeconds }: BossOptions) {
	handleLostCompletions()
	const boss = new PgBoss({
		connectionString: url,
		supervise,
		schedule: supervise,
		schema: QUEUE_SCHEMA,
		application_name: 'reformas-queue',
		max: 4,
		maintenanceIntervalSeconds,
		...(cronSeconds
			? { cronMonitorIntervalSeconds: cronSeconds.monitor, cronWorkerIntervalSeconds: cronSeconds.worker }
			: {}),
		// completed and failed jobs stay visible on «Tareas» for a week
		archiveCompletedAfterSeconds: 7 * 24 * 3600,
		archiveFailedAfterSeconds: 7 * 24 * 3600,
		deleteAfterDays: 7,
	})
	// A lost connection (a restarted or dropped database) is an 'error' event: unheard, it would
	// take the process down; pg-boss reconnects by itself.
	boss.on('error', (error) => console.error('[queue]', error instanceof Error ? error.message : error))
	return boss
}

/** pg-boss's internal queue its scheduler sends schedules through (timekeeper.js, QUEUES.SEND_IT). */
const PG_BOSS_SCHEDULE_QUEUE = '__pgboss__send-it'

/** Held while one process installs the queues (any constant of ours: pg-boss uses its own keys). */
export const INSTALL_LOCK_KEY = 0x7265_666f

/**
 * Creates the pg-boss schema (pg-boss migrates itself) and one queue per kind, with its policy.
 * One process at a time: instances and a worker started together on an empty database deadlocked
 * in pg-boss's create_queue, and the loser crashed.
 */
export async function installQueues(boss: PgBoss, url: string) {
	const lock = new pg.Client({ connectionString: url, application_name: 'reformas-queue-install' })
	await lock.connect()
	try {
		await lock.query('SELECT pg_advisory_lock($1)', [INSTALL_LOCK_KEY])
		for (const kind of JOB_KINDS) {
			const { label: _label, ...policy } = JOB_POLICIES[kind]
			await boss.createQueue(kind, { name: kind, policy: 'standard', ...policy })
			await boss.updateQueue(kind, { name: kind, policy: 'standard', ...policy })
		}
		// pg-boss's own queue for schedules, which its scheduler otherwise creates later, on its first
		// look: a database restored from a copy made after that look needs it from the start
		await boss.createQueue(PG_BOSS_SCHEDULE_QUEUE)
	} finally {
		// ending the connection releases the lock too
		await lock.end().catch(() => {})
	}
}

/** For the test template and the first start: schema and queues, then the connections closed. */
export async function prepareQueueDatabase(url: string) {
	const boss = createBoss({ url, supervise: false })
	await boss.start()
	try {
		await installQueues(boss, url)
	} finally {
		await boss.stop({ graceful: false })
	}
}
