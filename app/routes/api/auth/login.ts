import { type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { requireApiUser } from '#app/api/auth.server.ts'
import { api, apiError, apiOk, methodNotAllowed, parseOrThrow, readBody } from '#app/api/respond.server.ts'
import { serializeUserDetails } from '#app/api/serializers/user-details.ts'
import { verifyLogin } from '#app/models/auth/account.server.ts'
import { issueTokens } from '#app/models/auth/api-tokens.server.ts'
import { LoginSchema } from '#app/models/auth/auth.schema.ts'
import { SIGNED_IN_MESSAGE } from '#app/models/auth/sessions.server.ts'
import {
	isTwoFactorRequired,
	TWO_FACTOR_MESSAGES,
	verifySecondFactorAttempt,
} from '#app/models/auth/two-factor.server.ts'
import { getUserDetails } from '#app/models/users/users.server.ts'

/**
 * GET: the current user of the bearer token; a craftsman's `craftsman` block (status, company,
 * services, reviews, current_subscription…) comes with it, as spec 000 §3 describes the user. The
 * body is the user itself (clients set `response.data` as their user), beside `success`.
 */
export const loader = api(async ({ request }: LoaderFunctionArgs) => {
	const user = await requireApiUser(request)
	return apiOk(serializeUserDetails(await getUserDetails(user.id)))
})

/** POST {email, password, totp?}: a token pair; `totp` is required of an admin with a second factor. */
export const action = api(async ({ request, context }: ActionFunctionArgs) => {
	if (request.method !== 'POST') return methodNotAllowed()
	const { email, password, totp } = parseOrThrow(LoginSchema, await readBody(request))
	// the sign-in limits (per address, and per account+address failures) apply inside verifyLogin
	const result = await verifyLogin(email, password, context.clientIp)
	if (!result.ok) return apiError(401, result.message)
	let secondFactor: 'totp' | 'recovery' | false = false
	if (result.user.secondFactor) {
		// `totp_required` lets a client tell this apart from a wrong password and ask for the code
		if (!totp) return apiError(401, TWO_FACTOR_MESSAGES.missingCode, { totp_required: true })
		// a wrong code counts in the same lock as a wrong password
		secondFactor = await verifySecondFactorAttempt(result.user, totp, context.clientIp)
		if (!secondFactor) return apiError(401, TWO_FACTOR_MESSAGES.wrongCodeApi, { totp_required: true })
	} else if (result.user.role === 'admin' && isTwoFactorRequired()) {
		// no tokens that could do nothing: the factor is enrolled on the web first
		return apiError(403, TWO_FACTOR_MESSAGES.enrolFirst)
	}
	const tokens = await issueTokens(result.user.id, { secondFactor })
	return apiOk({
		message: SIGNED_IN_MESSAGE,
		...tokens,
		user: serializeUserDetails(await getUserDetails(result.user.id)),
	})
})
