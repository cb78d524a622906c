import { type ActionFunctionArgs } from '@remix-run/node'
import { api, apiError, apiOk, methodNotAllowed, parseOrThrow, readBody } from '#app/api/respond.server.ts'
import { authRateLimit } from '#app/lib/request-limits.server.ts'
import { RESET_REQUESTED, requestPasswordReset } from '#app/models/auth/account.server.ts'
import { ForgotPasswordSchema } from '#app/models/auth/auth.schema.ts'

export const loader = methodNotAllowed

/** PUT {email}: emails a single-use reset link; the answer never tells whether the account exists. */
export const action = api(async ({ request, context }: ActionFunctionArgs) => {
	if (request.method !== 'PUT') return methodNotAllowed()
	const { email } = parseOrThrow(ForgotPasswordSchema, await readBody(request))
	const limited = await authRateLimit(context.clientIp, { limit: 'resetEmailsByAccount', key: email, consume: true })
	if (limited) return apiError(429, limited)
	await requestPasswordReset(email)
	return apiOk({ message: RESET_REQUESTED })
})
