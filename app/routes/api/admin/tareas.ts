import { type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { requireApiRole } from '#app/api/auth.server.ts'
import { api, apiOk, methodNotAllowed, parseOrThrow, readBody } from '#app/api/respond.server.ts'
import { RetryJobSchema } from '#app/models/admin/queue-jobs.schema.ts'
import { getQueueSummary, listFailedJobs, retryJob } from '#app/models/admin/queue-jobs.server.ts'

/** GET /api/admin/tareas: the queue by kind and state, last errors, failed jobs (admin token). */
export const loader = api(async ({ request }: LoaderFunctionArgs) => {
	await requireApiRole(request, 'admin')
	const [summary, failed] = await Promise.all([getQueueSummary(), listFailedJobs()])
	return apiOk({ data: { summary, failed } })
})

/** POST /api/admin/tareas {kind, jobId}: a failed job back in the queue. 404 unless it is failed. */
export const action = api(async ({ request }: ActionFunctionArgs) => {
	if (request.method !== 'POST') return methodNotAllowed()
	const admin = await requireApiRole(request, 'admin')
	const input = parseOrThrow(RetryJobSchema, await readBody(request))
	return apiOk(await retryJob({ adminId: admin.id, ...input }))
})
