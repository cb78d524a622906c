// What server/web.ts mounts for operators: request ids and the request log, the latency histogram,
// `GET /metrics`, and the sources the gauges read at scrape time.
import type express from 'express'
import { metricsEndpoint, trackQueue } from '#app/lib/metrics.server.ts'
import { countJobsByState } from '#app/models/admin/queue-jobs.server.ts'
import { requestContext, requestLog } from './request-log.server.ts'
import { type RouteManifest, routeIdMatcher } from './route-id.server.ts'

export function observability({ metricsToken, reportQueue }: { metricsToken?: string; reportQueue: boolean }) {
	let manifest: RouteManifest | undefined
	let routeIdOf: ((pathname: string) => string | null) | undefined
	// `queue_jobs` only from the processes that run workers (not web instances with QUEUE_WORKERS=false):
	// the whole queue, counted when scraped
	if (reportQueue) trackQueue(countJobsByState)
	return {
		/** first in the chain: every answer, refusals included, has an id and a log line */
		middlewares: [requestContext(), requestLog({ routeIdOf: (pathname) => routeIdOf?.(pathname) ?? null })],
		metrics: metricsEndpoint(metricsToken) as express.RequestHandler,
		/** The build whose routes name the requests (again after a development reload). */
		useRoutes(routes: RouteManifest) {
			if (routes === manifest) return
			manifest = routes
			routeIdOf = routeIdMatcher(routes)
		},
	}
}
