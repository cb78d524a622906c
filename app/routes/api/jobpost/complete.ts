import { type ActionFunctionArgs } from '@remix-run/node'
import { requireApiRole } from '#app/api/auth.server.ts'
import { api, apiOk, methodNotAllowed, parseOrThrow, readBody } from '#app/api/respond.server.ts'
import { CompleteJobSchema } from '#app/api/schemas/client-jobs.ts'
import { completeJob } from '#app/models/offers/decide-offer.server.ts'

export const loader = () => methodNotAllowed()

/** PUT {id} (or ?id=): the job's client marks the assigned job completed. */
export const action = api(async ({ request }: ActionFunctionArgs) => {
	if (request.method !== 'PUT') return methodNotAllowed()
	const user = await requireApiRole(request, 'cliente')
	const body = await readBody(request)
	const input = parseOrThrow(CompleteJobSchema, {
		id: body.id ?? new URL(request.url).searchParams.get('id') ?? undefined,
	})
	const done = await completeJob({ clientId: user.id, jobId: input.id })
	return apiOk({ message: done.message, jobId: done.jobId, status: 'completed' })
})
