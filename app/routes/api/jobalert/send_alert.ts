import { type ActionFunctionArgs } from '@remix-run/node'
import { requireApiRole } from '#app/api/auth.server.ts'
import { api, apiOk, methodNotAllowed } from '#app/api/respond.server.ts'
import { sendDailyDigests } from '#app/models/job-alerts/match.server.ts'

export const loader = api(async () => {
	return methodNotAllowed()
})

/**
 * POST: sends the pending daily digests (one email per craftsman). Admin token only: a scheduler
 * calls it with an admin account's token, so no second kind of secret has to be kept.
 */
export const action = api(async ({ request }: ActionFunctionArgs) => {
	if (request.method !== 'POST') return methodNotAllowed()
	await requireApiRole(request, 'admin')
	const { emails, jobs } = await sendDailyDigests()
	return apiOk({ info: `Resúmenes enviados: ${emails}`, emails, jobs })
})
