// The one entry point for job-alert work after a job is published (STYLE: `enqueue…`). In-process:
// the work starts after the current response is on its way, and a failure is logged, never thrown
// at the poster. JobAlertDelivery rows make a rerun harmless, should a retrying queue replace this.
import { deliverJobAlerts } from './match.server.ts'

const pending = new Set<Promise<void>>()

export function enqueueJobAlerts(jobId: string) {
	const task: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
		.then(() => deliverJobAlerts(jobId))
		.then(
			() => undefined,
			(error: unknown) => console.error(`job alerts for job ${jobId} failed`, error),
		)
		.finally(() => pending.delete(task))
	pending.add(task)
}

/** Resolves once every queued job-alert task has finished (tests, graceful shutdown). */
export async function drainJobAlertQueue() {
	while (pending.size) await Promise.all([...pending])
}

export function pendingJobAlertTasks() {
	return pending.size
}
