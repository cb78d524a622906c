// While the database cannot be reached (restarting, a full pool), a request that needed it answers
// 503 with a Retry-After, not a 500: nothing is wrong with the request, it can be retried. The
// error is recognised here, once; Remix's handleError marks the request (entry.server.tsx) and
// `answerOutagesWith503` (server/web.ts) turns its 500 into the 503, whatever answered it: a page, a
// data request, a resource route. /api's envelope (api()) answers its own 503 with its message.
import { type NextFunction, type Request, type Response } from 'express'

export const SERVICE_UNAVAILABLE = 'Servicio no disponible, inténtalo de nuevo en unos segundos'
/** The embedded PostgreSQL restarts within seconds (docs/operations.md: Faults, health and shutdown). */
export const RETRY_AFTER_SECONDS = 5

// P1001 can't reach, P1002 timed out, P1008 socket timeout, P1017 connection closed, P2024 no free
// connection in the pool; SQLSTATE class 08 (connection exception), 57P01–57P03 (the server is
// shutting down, crashed or starting up), 53300 (too many connections)
const CONNECTION_CODES = new Set(['P1001', 'P1002', 'P1008', 'P1017', 'P2024', '57P01', '57P02', '57P03', '53300'])
// raw queries (P2010), the driver adapter and the pg driver report the same conditions in their message
const CONNECTION_MESSAGES = [
	"Can't reach database server",
	'timeout exceeded when trying to connect',
	'Connection terminated',
	'connection error and is not queryable',
	'terminating connection',
	'the database system is',
	'ECONNREFUSED',
	'ECONNRESET',
	'DatabaseNotReachable',
	'ConnectionClosed',
	'SocketTimeout',
	'TooManyConnections',
]

/** Whether `error` (or its cause) says the database could not be reached, rather than anything about the query. */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
	// not only Errors: the driver adapter's cause is a plain object ({ kind, code, message })
	if (typeof error !== 'object' || error === null || depth > 4) return false
	const { code, message } = error as { code?: unknown; message?: unknown }
	if (typeof code === 'string' && (CONNECTION_CODES.has(code) || /^08/.test(code))) return true
	if (typeof message === 'string' && CONNECTION_MESSAGES.some((text) => message.includes(text))) return true
	// Prisma keeps the driver adapter's own error in `meta`: a raw query on a connection reset under
	// it says only «Server has closed the connection», its adapter error says ConnectionClosed
	const adapterError = (error as { meta?: { driverAdapterError?: unknown } }).meta?.driverAdapterError
	if (adapterError && isDatabaseUnavailable(adapterError, depth + 1)) return true
	return isDatabaseUnavailable((error as { cause?: unknown }).cause, depth + 1)
}

// ---------------------------------------------------------------- one mapping for every answer

/** load contexts of requests whose loader or action failed for want of the database */
const failedContexts = new WeakSet<object>()
/** each response's Remix load context */
const contexts = new WeakMap<Response, object>()

/** Called by Remix's handleError with the failing request's load context. */
export function markDatabaseUnavailable(context: object) {
	failedContexts.add(context)
}

/** The load context of `res`, remembered so that its answer can be turned into a 503. */
export function trackedLoadContext<T extends object>(res: Response, context: T): T {
	contexts.set(res, context)
	return context
}

/**
 * Before Remix: a 5xx answer to a request marked by handleError is sent as 503 with Retry-After
 * (Remix has already chosen the status and rendered the error page or payload by then).
 */
export function answerOutagesWith503(_req: Request, res: Response, next: NextFunction) {
	const writeHead = res.writeHead
	res.writeHead = function (this: Response, statusCode: number, ...rest: unknown[]) {
		const context = contexts.get(res)
		if (statusCode >= 500 && context && failedContexts.has(context)) {
			statusCode = 503
			this.statusMessage = 'Service Unavailable'
			this.setHeader('Retry-After', String(RETRY_AFTER_SECONDS))
			if (typeof rest[0] === 'string') rest[0] = 'Service Unavailable'
		}
		return (writeHead as (...args: unknown[]) => Response).call(this, statusCode, ...rest)
	} as typeof res.writeHead
	next()
}

/** Last Express error handler: a failure of the database outside Remix is a 503 too. */
export function databaseOutageErrors(error: unknown, req: Request, res: Response, next: NextFunction) {
	if (!isDatabaseUnavailable(error) || res.headersSent) return next(error)
	res.setHeader('Retry-After', String(RETRY_AFTER_SECONDS))
	if (req.path.startsWith('/api/')) res.status(503).json({ success: false, message: SERVICE_UNAVAILABLE })
	else res.status(503).type('text/plain; charset=utf-8').send(SERVICE_UNAVAILABLE)
}
