import { type ActionFunctionArgs } from '@remix-run/node'
import { requireApiUser } from '#app/api/auth.server.ts'
import { api, apiOk, methodNotAllowed, parseOrThrow, readBody } from '#app/api/respond.server.ts'
import { RevealPhoneSchema } from '#app/api/schemas/client-jobs.ts'
import { revealClientPhone } from '#app/models/jobs/client-contact.server.ts'

export const loader = () => methodNotAllowed()

/**
 * POST {jobId} (or ?id=): reveals the client's phone to a craftsman who contacted them about the
 * job, and records it (spec 001 §1). 401/403/402 from the gate, 403 before any contact, 429 past
 * the daily limit (with `retryAfter` seconds). Revealing the same job again is free.
 */
export const action = api(async ({ request }: ActionFunctionArgs) => {
	if (request.method !== 'POST') return methodNotAllowed()
	const user = await requireApiUser(request)
	const body = await readBody(request)
	const input = parseOrThrow(RevealPhoneSchema, {
		jobId: body.jobId ?? new URL(request.url).searchParams.get('id') ?? undefined,
	})
	const revealed = await revealClientPhone({ craftsman: user, jobId: input.jobId })
	return apiOk({ phone: revealed.phone, revealedAt: revealed.revealedAt.toISOString() })
})
