// The one door every password check goes through: the sign-in page, /api/auth/login, the job
// wizard's email step, the password change and the account deletion. Each would otherwise be a
// way around the others' limits (a guesser locked out of the sign-in page kept guessing through the
// wizard, which also answered a session). Here each check first counts against the address's limit
// (authByIp) and is refused while the account+address pair is locked (loginFailuresByAccount); a
// wrong password counts one failure for the pair, a right one clears its count.
import { AppError } from '#app/lib/app-error.ts'
import { consumeRateLimit, loginFailureKey, resetRateLimit } from '#app/lib/rate-limit.server.ts'
import { authRateLimit } from '#app/lib/request-limits.server.ts'

export type PasswordAttempt = {
	/** The address the attempt comes from (the request's client IP). */
	ip: string
	/** The account tried: its email, as typed at sign-in or as stored for a signed-in user. */
	email: string
}

/**
 * Runs `check` (a password comparison) under the sign-in limits and returns its verdict. Over a
 * limit, throws AppError('too_many_requests') without comparing anything.
 */
export async function checkPasswordAttempt(
	{ ip, email }: PasswordAttempt,
	check: () => Promise<boolean>,
	// false when a second factor is still to come: a right password must not wipe the wrong codes
	{ clearOnSuccess = true }: { clearOnSuccess?: boolean } = {},
) {
	const key = loginFailureKey(email.trim().toLowerCase(), ip)
	const limited = await authRateLimit(ip, { limit: 'loginFailuresByAccount', key })
	if (limited) throw new AppError('too_many_requests', limited)
	const matches = await check()
	if (!matches) await consumeRateLimit('loginFailuresByAccount', key)
	else if (clearOnSuccess) await resetRateLimit('loginFailuresByAccount', key)
	return matches
}
