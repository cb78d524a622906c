// Liveness and readiness. Liveness: the process answers. Readiness: it can serve, i.e.
// the database answers and it is not shutting down. Redis is reported but does not make the
// instance unready: without it the app keeps serving (rate limits in memory, pushes wait).
import { type NextFunction, type Request, type Response } from 'express'
import { prisma } from './db.server.ts'
import { isDraining } from './lifecycle.server.ts'
import { redisState } from './redis.server.ts'

const DATABASE_TIMEOUT_MS = 2_000

async function databaseAnswers() {
	let timer: NodeJS.Timeout | undefined
	const timeout = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), DATABASE_TIMEOUT_MS)))
	const query = prisma.$queryRaw`SELECT 1`.then(
		() => true,
		(error: unknown) => {
			console.warn('healthcheck: la base de datos no responde', error instanceof Error ? error.message : error)
			return false
		},
	)
	try {
		return await Promise.race([query, timeout])
	} finally {
		clearTimeout(timer)
	}
}

export type Readiness = {
	status: 'ok' | 'error'
	database: 'ok' | 'unreachable'
	redis: 'ok' | 'unreachable' | 'not-configured'
	draining?: true
}

export async function readiness(): Promise<Readiness> {
	const database = (await databaseAnswers()) ? 'ok' : 'unreachable'
	const redis = { ok: 'ok', down: 'unreachable', none: 'not-configured' } as const
	const draining = isDraining()
	return {
		status: database === 'ok' && !draining ? 'ok' : 'error',
		database,
		redis: redis[redisState() ?? 'none'],
		...(draining ? { draining: true as const } : {}),
	}
}

/**
 * `GET /healthcheck?live` on the web port, answered by Express before any other middleware
 * (server.ts): no request log, no admission, no Remix. It still waits for the event loop to accept
 * its connection, which takes long under overload; orchestrators probe LIVENESS_PORT instead
 * (liveness-thread.server.ts). Everything else goes on, readiness to its route.
 */
export function answerLiveness(req: Request, res: Response, next: NextFunction) {
	if (req.path !== '/healthcheck' || !('live' in req.query)) return next()
	res.setHeader('Cache-Control', 'no-store')
	res.json({ status: 'ok' })
}
