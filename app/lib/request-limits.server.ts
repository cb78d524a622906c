// Applies the auth rate limits to one request: per IP always, per account when one is named.
import { consumeRateLimit, peekRateLimit, rateLimitMessage, type RateLimitName } from './rate-limit.server.ts'

/** The Spanish message to show when this request is over a limit, else null. */
export async function authRateLimit(ip: string, account?: { limit: RateLimitName; key: string; consume?: boolean }) {
	const waitIp = await consumeRateLimit('authByIp', ip)
	if (waitIp) return rateLimitMessage(waitIp)
	if (!account) return null
	const waitAccount = account.consume
		? await consumeRateLimit(account.limit, account.key)
		: await peekRateLimit(account.limit, account.key)
	return waitAccount ? rateLimitMessage(waitAccount) : null
}
