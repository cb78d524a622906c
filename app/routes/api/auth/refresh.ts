import { type ActionFunctionArgs } from '@remix-run/node'
import { api, apiError, apiOk, methodNotAllowed, parseOrThrow, readBody } from '#app/api/respond.server.ts'
import { RefreshSchema } from '#app/api/schemas/queries.ts'
import { authRateLimit } from '#app/lib/request-limits.server.ts'
import { refreshTokens } from '#app/models/auth/api-tokens.server.ts'
import { NOT_AUTHENTICATED } from '#app/api/auth.server.ts'

export const loader = methodNotAllowed

/** POST {refreshToken}: a new token pair; the refresh token used here stops working. */
export const action = api(async ({ request, context }: ActionFunctionArgs) => {
	if (request.method !== 'POST') return methodNotAllowed()
	const limited = await authRateLimit(context.clientIp)
	if (limited) return apiError(429, limited)
	const { refreshToken } = parseOrThrow(RefreshSchema, await readBody(request))
	const result = await refreshTokens(refreshToken)
	if (!result) return apiError(401, NOT_AUTHENTICATED)
	return apiOk({ accessToken: result.accessToken, refreshToken: result.refreshToken })
})
