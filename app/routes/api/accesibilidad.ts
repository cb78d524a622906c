import { type ActionFunctionArgs } from '@remix-run/node'
import { api, apiOk, methodNotAllowed, parseOrThrow, readBody } from '#app/api/respond.server.ts'
import { clientIp } from '#app/lib/rate-limit.server.ts'
import { reportAccessibilityBarrier } from '#app/models/accessibility/accessibility.server.ts'
import { AccessibilityReportSchema } from '#app/models/accessibility/accessibility.schema.ts'

export const loader = () => methodNotAllowed()

/** POST {name?, email, pageUrl?, message} → 201 {message, id}: a barrier reported. */
export const action = api(async ({ request, context }: ActionFunctionArgs) => {
	if (request.method !== 'POST') return methodNotAllowed()
	const input = parseOrThrow(AccessibilityReportSchema, await readBody(request))
	const done = await reportAccessibilityBarrier(input, { userId: null, clientIp: clientIp(context) })
	return apiOk({ message: done.message, id: done.id }, { status: 201 })
})
