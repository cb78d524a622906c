// One log line per request (pino-http) and its latency in the histogram. The request id comes
// from a sane `X-Request-Id` or is made here, is echoed in the answer, and is the request
// context's: every line logged while serving it, and the jobs it queues, carry it.
import type express from 'express'
import { pinoHttp } from 'pino-http'
import { type Logger, logger as processLogger } from '#app/lib/logger.server.ts'
import { httpRequestDuration } from '#app/lib/metrics.server.ts'
import { type RequestContext, requestIdFrom, runWithContext } from '#app/lib/request-context.server.ts'

type Options = {
	/** the Remix route id of a path (null: no route) */
	routeIdOf?: (pathname: string) => string | null
	logger?: Logger
}

/** The request context (id, later the user) around everything after it. */
export function requestContext(): express.RequestHandler {
	return (req, res, next) => {
		const context: RequestContext = { requestId: requestIdFrom(req.headers['x-request-id']) }
		;(req as { id?: string }).id = context.requestId
		res.locals.requestContext = context
		res.setHeader('X-Request-Id', context.requestId)
		runWithContext(context, next)
	}
}

// paths that carry a secret in a segment (the job alerts' unsubscribe link, /cancelar-alerta/:token):
// the segment is logged as [redacted], as the query is left out
const SECRET_SEGMENTS = [/^(\/cancelar-alerta\/)[^/]+/]

/** The path a log line may hold: no query (links carry tokens there) and no secret segment. */
export function loggedPath(url: string) {
	const path = url.split('?')[0]!
	return SECRET_SEGMENTS.reduce((redacted, pattern) => redacted.replace(pattern, '$1[redacted]'), path)
}

/** Fields of the request line: ids, method, path without its query (links carry tokens), status, time. */
function requestFields(
	req: express.Request,
	res: express.Response,
	durationMs: number,
	routeIdOf: Options['routeIdOf'],
) {
	const context = res.locals.requestContext as RequestContext | undefined
	const path = loggedPath(req.originalUrl ?? req.url)
	return {
		requestId: context?.requestId ?? (req as { id?: string }).id,
		method: req.method,
		path,
		routeId: routeOf(path, routeIdOf),
		status: res.headersSent ? res.statusCode : 499, // the client left before the answer
		durationMs,
		userId: context?.userId,
	}
}

function routeOf(path: string, routeIdOf: Options['routeIdOf']) {
	if (path.startsWith('/assets/')) return 'static'
	return routeIdOf?.(path) ?? 'unmatched'
}

export function requestLog({ routeIdOf, logger = processLogger() }: Options = {}): express.RequestHandler {
	const routes = new WeakMap<express.Request, string>()
	const timed: express.RequestHandler = (req, res, next) => {
		const end = httpRequestDuration.startTimer()
		res.once('close', () => {
			const route = routeOf(loggedPath(req.originalUrl ?? req.url), routeIdOf)
			routes.set(req, route)
			end({ route, method: req.method, status: String(res.headersSent ? res.statusCode : 499) })
		})
		next()
	}
	const log = pinoHttp({
		logger,
		// the line carries only requestFields: no headers (cookies, tokens), no child bindings
		quietResLogger: true,
		serializers: { req: () => undefined },
		customAttributeKeys: { responseTime: 'durationMs' },
		genReqId: (req) => (req as { id?: string }).id ?? requestIdFrom(undefined),
		autoLogging: {
			// a load balancer's health probe and the metrics scrape would drown the requests
			ignore: (req) => req.url === '/metrics' || (req.url?.startsWith('/healthcheck') ?? false),
		},
		customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : 'info'),
		customSuccessObject: (req, res, values: { durationMs: number }) =>
			requestFields(req as express.Request, res as express.Response, values.durationMs, routeIdOf),
		customErrorObject: (req, res, error, values: { durationMs: number }) => ({
			...requestFields(req as express.Request, res as express.Response, values.durationMs, routeIdOf),
			error: error instanceof Error ? error.message : String(error),
		}),
		customSuccessMessage: () => 'request',
		customErrorMessage: () => 'request failed',
	})
	return (req, res, next) => timed(req, res, () => log(req, res, next))
}
