// Rate limits for sign-in, registration, password reset and /api/auth, per IP and per account.
// In memory for one instance; in Redis when REDIS_URL is set, so every instance shares them.
// While Redis is away each instance counts in its own memory (the insurance limiter): sign-in
// keeps working, the limits hold per instance, and Redis takes over again when it is back.
import { remember } from '@epic-web/remember'
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract, RateLimiterRes } from 'rate-limiter-flexible'
import { getEnv } from './env.server.ts'
import { connectInBackground, createResilientRedis } from './redis.server.ts'

export const RATE_LIMITS = {
	/** every sign-in, registration, reset or /api/auth request from one IP */
	authByIp: { points: 30, duration: 10 * 60 },
	/**
	 * consecutive failed sign-ins for one account *from one IP* (key: loginFailureKey). Keyed by the
	 * pair, not the account alone, so that someone guessing from elsewhere slows only themselves and
	 * never locks the owner out; guessing from many IPs is held by authByIp on each of them.
	 */
	loginFailuresByAccount: { points: 8, duration: 15 * 60 },
	/** reads of who an email belongs to (GET /api/user?email=), per IP */
	userLookupsByIp: { points: 30, duration: 10 * 60 },
	/** reset emails for one account */
	resetEmailsByAccount: { points: 3, duration: 60 * 60 },
	/**
	 * stored files from one IP, pages and POST /api/upload alike (app/models/uploads/upload-limit.server.ts):
	 * guests upload before they have an account; a craftsman's whole profile (12 photos, documents) fits
	 */
	uploadsByIp: { points: 60, duration: 60 * 60 },
	/** accessibility reports from one IP (issue 17 §8) */
	accessibilityReportsByIp: { points: 5, duration: 60 * 60 },
} as const

export type RateLimitName = keyof typeof RATE_LIMITS

/** The key of loginFailuresByAccount: the account and the IP trying it. */
export const loginFailureKey = (email: string, ip: string) => `${email}|${ip}`

const limiters = remember('rate-limiters', () => {
	const redisUrl = getEnv().REDIS_URL
	// no offline queue: a command fails at once while Redis is away, so the insurance limiter answers
	const redis = redisUrl ? createResilientRedis(redisUrl, 'rate-limit', { offlineQueue: false }) : undefined
	if (redis) connectInBackground(redis)
	const entries = Object.entries(RATE_LIMITS).map(([name, options]) => {
		const config = { ...options, keyPrefix: `rl:${name}` }
		const limiter: RateLimiterAbstract = redis
			? new RateLimiterRedis({
					...config,
					storeClient: redis,
					useRedisPackage: true,
					rejectIfRedisNotReady: true,
					insuranceLimiter: new RateLimiterMemory(config),
				})
			: new RateLimiterMemory(config)
		return [name, limiter] as const
	})
	return new Map<string, RateLimiterAbstract>(entries)
})

/** Counts one use; returns the seconds to wait when over the limit, else null. */
export async function consumeRateLimit(name: RateLimitName, key: string) {
	try {
		await limiters.get(name)!.consume(key)
		return null
	} catch (result) {
		if (result instanceof RateLimiterRes) return Math.ceil(result.msBeforeNext / 1000)
		throw result
	}
}

/** The seconds to wait when `key` is already over the limit, else null (counts nothing). */
export async function peekRateLimit(name: RateLimitName, key: string) {
	const result = await limiters.get(name)!.get(key)
	if (result && result.consumedPoints >= RATE_LIMITS[name].points) return Math.ceil(result.msBeforeNext / 1000)
	return null
}

export async function resetRateLimit(name: RateLimitName, key: string) {
	await limiters.get(name)!.delete(key)
}

export function rateLimitMessage(retryAfterSeconds: number) {
	const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60))
	return `Demasiados intentos. Vuelve a intentarlo dentro de ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}.`
}

/** The client's address as Express saw it (trust proxy applied), passed in the load context. */
export function clientIp(context: { clientIp?: string } | undefined) {
	return context?.clientIp ?? 'unknown'
}
