// Rate limits for sign-in, registration, password reset and /api/auth, per IP and per account.
// In memory for one instance; in Redis when REDIS_URL is set, so every instance shares them.
// While Redis is away each instance counts in its own memory (the insurance limiter): sign-in
// keeps working, the limits hold per instance, and Redis takes over again when it is back.
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract, RateLimiterRes } from 'rate-limiter-flexible'
import { AppError } from './app-error.ts'
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
	/**
	 * wrong second-factor codes for one account from any address (key: the user id): beside the
	 * per-address lock above, so that a guesser spreading codes over many addresses is stopped too
	 */
	secondFactorFailuresByAccount: { points: 20, duration: 60 * 60 },
	/** reads of who an email belongs to (GET /api/user?email=), per IP */
	userLookupsByIp: { points: 30, duration: 10 * 60 },
	/** reset emails for one account */
	resetEmailsByAccount: { points: 3, duration: 60 * 60 },
	/** sign-in links asked for one client's account in the job wizard (beside one a minute) */
	signInLinksByAccount: { points: 3, duration: 60 * 60 },
	/** new verification links for one account («Reenviar», «Enviar un enlace nuevo») */
	verificationEmailsByAccount: { points: 3, duration: 60 * 60 },
	/**
	 * stored files from one IP, pages and POST /api/upload alike (app/models/uploads/upload-limit.server.ts):
	 * guests upload before they have an account; a craftsman's whole profile (12 photos, documents) fits
	 */
	uploadsByIp: { points: 60, duration: 60 * 60 },
	/** accessibility reports from one IP */
	accessibilityReportsByIp: { points: 5, duration: 60 * 60 },
} as const

// Limits per action against abuse, each with its Spanish refusal. One entry per action, consumed
// by the model function that the page and /api both call (so neither can skip it); a refusal is
// an AppError 'too_many_requests' (429 with `retryAfter` on /api, the message on the form).
// docs/security.md «Limits» lists them all.
export const ACTION_LIMITS = {
	/** sign-up steps that tell whether an email is registered (registration's personal step), per IP */
	emailChecksByIp: {
		points: 20,
		duration: 10 * 60,
		message: (wait: string) => `Demasiados intentos. Vuelve a intentarlo dentro de ${wait}.`,
	},
	/** jobs one client publishes in a day (page wizard and /api alike) */
	jobsByClient: {
		// DAILY_JOBS_PER_CLIENT (10 unless the operator says otherwise; the end-to-end suite posts more)
		get points() {
			return getEnv().DAILY_JOBS_PER_CLIENT
		},
		duration: 24 * 60 * 60,
		message: (wait: string) =>
			`Has publicado ${getEnv().DAILY_JOBS_PER_CLIENT} trabajos en las últimas 24 horas, el máximo diario. Podrás publicar otro dentro de ${wait}.`,
	},
	/** offers one craftsman sends to one job in a day, withdrawn ones included (key: offerLimitKey) */
	offersByJobAndCraftsman: {
		points: 5,
		duration: 24 * 60 * 60,
		message: (wait: string) =>
			`Has enviado 5 ofertas para este trabajo en las últimas 24 horas. Podrás enviar otra dentro de ${wait}.`,
	},
	/** chat messages one user sends in a minute */
	messagesByUser: {
		points: 20,
		duration: 60,
		message: (wait: string) => `Estás enviando mensajes demasiado deprisa. Espera ${wait} y vuelve a intentarlo.`,
	},
} as const

export type ActionLimitName = keyof typeof ACTION_LIMITS

/** The key of offersByJobAndCraftsman. */
export const offerLimitKey = (jobId: string, craftsmanId: string) => `${jobId}|${craftsmanId}`

/** A wait in words: «30 segundos», «5 minutos», «3 horas». */
export function waitInWords(seconds: number) {
	const unit = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`
	if (seconds < 60) return unit(Math.max(1, seconds), 'segundo', 'segundos')
	if (seconds < 2 * 60 * 60) return unit(Math.ceil(seconds / 60), 'minuto', 'minutos')
	return unit(Math.ceil(seconds / 3600), 'hora', 'horas')
}

/** Counts one use of an action; over its limit, throws the action's refusal. */
export async function enforceActionLimit(name: ActionLimitName, key: string) {
	const wait = await consumeRateLimit(name, key)
	if (wait !== null)
		throw new AppError('too_many_requests', ACTION_LIMITS[name].message(waitInWords(wait)), {
			details: { retryAfter: wait },
		})
}

/** Gives back one use (the action was refused for another reason before anything was written). */
export async function refundActionLimit(name: ActionLimitName, key: string) {
	await limiters().get(name)!.reward(key, 1)
}

export type RateLimitName = keyof typeof RATE_LIMITS | ActionLimitName

/** The key of loginFailuresByAccount: the account and the IP trying it. */
export const loginFailureKey = (email: string, ip: string) => `${email}|${ip}`

// built on first use, not at import: the web process imports this before its start-up has read
// (and, when bad, refused) the configuration
let builtLimiters: Map<string, RateLimiterAbstract> | undefined
const limiters = () => (builtLimiters ??= buildLimiters())

function buildLimiters() {
	const redisUrl = getEnv().REDIS_URL
	// no offline queue: a command fails at once while Redis is away, so the insurance limiter answers
	const redis = redisUrl ? createResilientRedis(redisUrl, 'rate-limit', { offlineQueue: false }) : undefined
	if (redis) connectInBackground(redis)
	const all = [
		...Object.entries(RATE_LIMITS),
		...Object.entries(ACTION_LIMITS).map(([name, { points, duration }]) => [name, { points, duration }] as const),
	]
	const entries = all.map(([name, options]) => {
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
}

/** Counts one use; returns the seconds to wait when over the limit, else null. */
export async function consumeRateLimit(name: RateLimitName, key: string) {
	try {
		await limiters().get(name)!.consume(key)
		return null
	} catch (result) {
		if (result instanceof RateLimiterRes) return Math.ceil(result.msBeforeNext / 1000)
		throw result
	}
}

/** The seconds to wait when `key` is already over the limit, else null (counts nothing). */
export async function peekRateLimit(name: RateLimitName, key: string) {
	const result = await limiters().get(name)!.get(key)
	if (result && result.consumedPoints >= limitOf(name).points) return Math.ceil(result.msBeforeNext / 1000)
	return null
}

function limitOf(name: RateLimitName): { points: number } {
	return name in ACTION_LIMITS ? ACTION_LIMITS[name as ActionLimitName] : RATE_LIMITS[name as keyof typeof RATE_LIMITS]
}

export async function resetRateLimit(name: RateLimitName, key: string) {
	await limiters().get(name)!.delete(key)
}

export function rateLimitMessage(retryAfterSeconds: number) {
	const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60))
	return `Demasiados intentos. Vuelve a intentarlo dentro de ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}.`
}

/** The client's address as Express saw it (trust proxy applied), passed in the load context. */
export function clientIp(context: { clientIp?: string } | undefined) {
	return context?.clientIp ?? 'unknown'
}
