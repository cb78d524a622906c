// Liveness and readiness. Liveness: the process answers. Readiness: it can serve, i.e.
// the database answers and it is not shutting down. Redis is reported but does not make the
// instance unready: without it the app keeps serving (rate limits in memory, pushes wait).
// So is a separate worker (QUEUE_WORKERS=false) silent for more than a minute: the instance still
// serves (taking every instance out would stop the site), but says `degraded` for monitors.
import { prisma } from './db.server.ts'
import { getEnv } from './env.server.ts'
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
	status: 'ok' | 'degraded' | 'error'
	database: 'ok' | 'unreachable'
	redis: 'ok' | 'unreachable' | 'not-configured'
	/** only when the jobs run in a separate worker (QUEUE_WORKERS=false) */
	worker?: 'ok' | 'silent'
	draining?: true
}

/** The separate worker's heartbeat; unknown (undefined) while the database does not answer. */
async function workerState(workerSilent: () => Promise<boolean>): Promise<Readiness['worker']> {
	return workerSilent().then(
		(silent) => (silent ? 'silent' : 'ok'),
		() => undefined,
	)
}

/** `workerSilent`: the heartbeat's reading (app/models/workers/heartbeat.server.ts), given by the route. */
export async function readiness({
	separateWorker = !getEnv().QUEUE_WORKERS,
	workerSilent,
}: {
	separateWorker?: boolean
	workerSilent: () => Promise<boolean>
}): Promise<Readiness> {
	const database = (await databaseAnswers()) ? 'ok' : 'unreachable'
	const redis = { ok: 'ok', down: 'unreachable', none: 'not-configured' } as const
	const draining = isDraining()
	const worker = database === 'ok' && separateWorker ? await workerState(workerSilent) : undefined
	return {
		status: database !== 'ok' || draining ? 'error' : worker === 'silent' ? 'degraded' : 'ok',
		database,
		redis: redis[redisState() ?? 'none'],
		...(worker ? { worker } : {}),
		...(draining ? { draining: true as const } : {}),
	}
}
