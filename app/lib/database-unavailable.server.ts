// Issue 13: while the database cannot be reached (restarting, a full pool), a request that needed
// it answers 503 with a Retry-After, not a 500: nothing is wrong with the request, it can be retried.

export const SERVICE_UNAVAILABLE = 'Servicio no disponible, inténtalo de nuevo en unos segundos'
/** The embedded PostgreSQL restarts within seconds (docs/operations.md: Faults, health and shutdown). */
export const RETRY_AFTER_SECONDS = 5

// P1001 can't reach, P1002 timed out, P1017 connection closed, P2024 no free connection in the pool
const CONNECTION_CODES = new Set(['P1001', 'P1002', 'P1017', 'P2024'])
// raw queries (P2010) and the pg driver report the same conditions only in their message
const CONNECTION_MESSAGES = [
	"Can't reach database server",
	'timeout exceeded when trying to connect',
	'Connection terminated',
	'ECONNREFUSED',
]

/** Whether `error` says the database could not be reached, rather than anything about the query. */
export function isDatabaseUnavailable(error: unknown): boolean {
	if (!(error instanceof Error)) return false
	const code = (error as { code?: unknown }).code
	if (typeof code === 'string' && CONNECTION_CODES.has(code)) return true
	return CONNECTION_MESSAGES.some((text) => error.message.includes(text))
}
