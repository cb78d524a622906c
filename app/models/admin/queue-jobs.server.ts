// «Tareas»: what the background queue holds, by kind and state, the failures with their
// last error, and an admin's retry of a failed job (audited, in one transaction).
import { AppError } from '#app/lib/app-error.ts'
import { prisma } from '#app/lib/db.server.ts'
import { isJobKind, JOB_KINDS, JOB_POLICIES, type JobKind } from '#app/queue/jobs.ts'
import { QUEUE_SCHEMA, retryFailedJob } from '#app/queue/queue.server.ts'
import { recordAdminAction } from '#app/models/audit/audit.server.ts'
import { JOB_STATES, type JobState } from './queue-jobs.ts'

export { JOB_STATES, type JobState }

export const QUEUE_JOB_MESSAGES = {
	retried: 'Tarea reintentada: vuelve a la cola',
	notFailed: 'Esa tarea no existe o ya no está fallida',
} as const

export type KindSummary = { kind: JobKind; label: string; counts: Record<JobState, number>; lastError: string | null }

/** A failure's output as pg-boss stores it (a thrown Error, or a timeout's `{ value: { message } }`). */
export function errorMessage(output: unknown): string | null {
	if (!output || typeof output !== 'object') return output == null ? null : String(output)
	const value = output as { message?: unknown; value?: { message?: unknown } }
	const message = value.message ?? value.value?.message
	return (typeof message === 'string' ? message : JSON.stringify(output)).slice(0, 500)
}

/** Counts per kind and state, and each kind's most recent error (failed or waiting to retry). */
export async function getQueueSummary(): Promise<KindSummary[]> {
	const [counts, errors] = await Promise.all([
		prisma.$queryRawUnsafe<Array<{ name: string; state: JobState; count: number }>>(
			`SELECT name, state::text AS state, count(*)::int AS count FROM ${QUEUE_SCHEMA}.job GROUP BY name, state`,
		),
		prisma.$queryRawUnsafe<Array<{ name: string; output: unknown }>>(
			`SELECT DISTINCT ON (name) name, output FROM ${QUEUE_SCHEMA}.job
			 WHERE state IN ('failed', 'retry') AND output IS NOT NULL
			 ORDER BY name, COALESCE(completed_on, started_on, created_on) DESC`,
		),
	])
	return JOB_KINDS.map((kind) => ({
		kind,
		label: JOB_POLICIES[kind].label,
		counts: Object.fromEntries(
			JOB_STATES.map((state) => [state, counts.find((row) => row.name === kind && row.state === state)?.count ?? 0]),
		) as Record<JobState, number>,
		lastError: errorMessage(errors.find((row) => row.name === kind)?.output),
	}))
}

/** Jobs per kind and state over the whole queue (the `queue_jobs` metric). */
export function countJobsByState() {
	return prisma.$queryRawUnsafe<Array<{ queue: string; state: string; count: number }>>(
		`SELECT name AS queue, state::text AS state, count(*)::int AS count FROM ${QUEUE_SCHEMA}.job GROUP BY name, state`,
	)
}

export type FailedJob = {
	id: string
	kind: JobKind
	label: string
	createdOn: Date
	failedOn: Date | null
	retryCount: number
	error: string | null
}

/** The failed jobs, newest first (at most `limit`). */
export async function listFailedJobs(limit = 50): Promise<FailedJob[]> {
	const rows = await prisma.$queryRawUnsafe<
		Array<{
			id: string
			name: string
			created_on: Date
			completed_on: Date | null
			retry_count: number
			output: unknown
		}>
	>(
		`SELECT id::text, name, created_on, completed_on, retry_count, output FROM ${QUEUE_SCHEMA}.job
		 WHERE state = 'failed' ORDER BY COALESCE(completed_on, created_on) DESC LIMIT $1`,
		limit,
	)
	return rows
		.filter((row) => isJobKind(row.name))
		.map((row) => ({
			id: row.id,
			kind: row.name as JobKind,
			label: JOB_POLICIES[row.name as JobKind].label,
			createdOn: row.created_on,
			failedOn: row.completed_on,
			retryCount: row.retry_count,
			error: errorMessage(row.output),
		}))
}

export async function countFailedJobs() {
	const [row] = await prisma.$queryRawUnsafe<Array<{ count: number }>>(
		`SELECT count(*)::int AS count FROM ${QUEUE_SCHEMA}.job WHERE state = 'failed'`,
	)
	return row?.count ?? 0
}

/** Puts a failed job back in the queue. Refused (nothing changes) unless it exists and is failed. */
export async function retryJob({ adminId, kind, jobId }: { adminId: string; kind: string; jobId: string }) {
	if (!isJobKind(kind) || !/^[0-9a-f-]{36}$/i.test(jobId)) throw new AppError('not_found', QUEUE_JOB_MESSAGES.notFailed)
	await prisma.$transaction(async (tx) => {
		if (!(await retryFailedJob(tx, kind, jobId))) throw new AppError('not_found', QUEUE_JOB_MESSAGES.notFailed)
		await recordAdminAction(
			{ actorId: adminId, action: 'queue-job.retry', targetType: 'queue-job', targetId: jobId, details: { kind } },
			tx,
		)
	})
	return { message: QUEUE_JOB_MESSAGES.retried }
}
