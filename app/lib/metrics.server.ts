// Prometheus metrics (prom-client) for `GET /metrics`. Each metric is registered once per process
// on prom-client's default registry, looked up by name first: server.ts and the Remix build may
// hold separate module instances of this file, and both count into the same metric.
import { timingSafeEqual } from 'node:crypto'
import type express from 'express'
import client, { type Counter, type Gauge, type Histogram } from 'prom-client'
import { logger } from './logger.server.ts'

const registry = client.register

function once<T>(name: string, create: () => T): T {
	return (registry.getSingleMetric(name) as T | undefined) ?? create()
}

const DEFAULTS = Symbol.for('reformas.metrics.defaults')
type Slot = { [DEFAULTS]?: true }

/** Node's own metrics (memory, event-loop lag, GC…), once per process. */
export function collectDefaultMetrics() {
	if ((globalThis as Slot)[DEFAULTS]) return
	;(globalThis as Slot)[DEFAULTS] = true
	client.collectDefaultMetrics({ register: registry })
}

export const httpRequestDuration: Histogram<'route' | 'method' | 'status'> = once(
	'http_request_duration_seconds',
	() =>
		new client.Histogram({
			name: 'http_request_duration_seconds',
			help: 'Time to answer an HTTP request, by Remix route id (or static, unmatched)',
			labelNames: ['route', 'method', 'status'],
			buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
		}),
)

export const emailsSent: Counter<'result'> = once(
	'emails_sent_total',
	() =>
		new client.Counter({
			name: 'emails_sent_total',
			help: 'Emails handed to the provider (or the outbox): sent, or failed (the job retries)',
			labelNames: ['result'],
		}),
)

export const jobsProcessed: Counter<'queue' | 'result'> = once(
	'queue_jobs_processed_total',
	() =>
		new client.Counter({
			name: 'queue_jobs_processed_total',
			help: "Jobs run by this process's workers, by kind: completed, or failed (retried by the queue)",
			labelNames: ['queue', 'result'],
		}),
)

export const socketRefusals: Counter<'reason'> = once(
	'socketio_refused_total',
	() =>
		new client.Counter({
			name: 'socketio_refused_total',
			help: 'Socket.IO handshakes refused: anonymous_per_address (the per-address cap on anonymous sockets)',
			labelNames: ['reason'],
		}),
)

/** Read at scrape time: who is asked is registered by whoever owns the thing measured. */
type Sources = {
	dbPools: Set<{ totalCount: number; idleCount: number; waitingCount: number; ended?: boolean }>
	sockets?: () => number
	queueCounts?: () => Promise<Array<{ queue: string; state: string; count: number }>>
	admission?: () => { refused: Record<string, number>; inFlight: number; queued: number }
}
const SOURCES = Symbol.for('reformas.metrics.sources')
const sources = ((globalThis as { [SOURCES]?: Sources })[SOURCES] ??= { dbPools: new Set() })

/** The pg pool behind Prisma (app/lib/prisma-client.server.ts). */
export function trackDbPool(pool: Sources['dbPools'] extends Set<infer P> ? P : never) {
	sources.dbPools.add(pool)
}
export function trackSockets(count: (() => number) | undefined) {
	sources.sockets = count
}
export function trackQueue(counts: Sources['queueCounts']) {
	sources.queueCounts = counts
}
/** Admission control's counts (server/http/admission.server.ts): refusals are counted, not logged one by one. */
export function trackAdmission(stats: Sources['admission']) {
	sources.admission = stats
}

once(
	'db_pool_connections',
	() =>
		new client.Gauge({
			name: 'db_pool_connections',
			help: "Connections of this process's Prisma pool: in use, idle, and requests waiting for one",
			labelNames: ['state'],
			collect(this: Gauge<'state'>) {
				let inUse = 0
				let idle = 0
				let waiting = 0
				for (const pool of sources.dbPools) {
					if (pool.ended) {
						sources.dbPools.delete(pool)
						continue
					}
					inUse += pool.totalCount - pool.idleCount
					idle += pool.idleCount
					waiting += pool.waitingCount
				}
				this.set({ state: 'in_use' }, inUse)
				this.set({ state: 'idle' }, idle)
				this.set({ state: 'waiting' }, waiting)
			},
		}),
)

once(
	'socketio_connected_sockets',
	() =>
		new client.Gauge({
			name: 'socketio_connected_sockets',
			help: 'Socket.IO connections open on this instance',
			collect(this: Gauge) {
				this.set(sources.sockets?.() ?? 0)
			},
		}),
)

once(
	'http_admission_refused_total',
	() =>
		new client.Counter({
			name: 'http_admission_refused_total',
			help: 'Requests refused with 503 by admission control: queue full, waited too long, event loop lagging',
			labelNames: ['reason'],
			collect(this: Counter<'reason'>) {
				const refused = sources.admission?.().refused ?? {}
				this.reset()
				for (const [reason, count] of Object.entries(refused)) this.inc({ reason }, count)
			},
		}),
)

once(
	'http_admission_requests',
	() =>
		new client.Gauge({
			name: 'http_admission_requests',
			help: 'Requests being served (in_flight) and waiting for a slot (queued) on this instance',
			labelNames: ['state'],
			collect(this: Gauge<'state'>) {
				const stats = sources.admission?.()
				this.set({ state: 'in_flight' }, stats?.inFlight ?? 0)
				this.set({ state: 'queued' }, stats?.queued ?? 0)
			},
		}),
)

once(
	'queue_jobs',
	() =>
		new client.Gauge({
			name: 'queue_jobs',
			// reported only by the processes that run workers: read it with max(), never sum()
			help: 'Jobs in the pg-boss queue by kind and state (the whole queue: every reporting process says the same)',
			labelNames: ['queue', 'state'],
			async collect(this: Gauge<'queue' | 'state'>) {
				if (!sources.queueCounts) return
				try {
					this.reset()
					for (const { queue, state, count } of await sources.queueCounts()) this.set({ queue, state }, count)
				} catch (error) {
					// a scrape while the database is away still answers the other metrics
					logger().warn({ err: error }, 'metrics: queue counts unavailable')
				}
			},
		}),
)

/**
 * `GET /metrics`: 404 unless METRICS_TOKEN is set (the endpoint does not exist), 401 without the
 * right `Authorization: Bearer` token.
 */
export function metricsEndpoint(token: string | undefined): express.RequestHandler {
	if (token) collectDefaultMetrics()
	return async (req, res, next) => {
		if (!token) return next()
		const given = /^Bearer (.+)$/i.exec(req.get('authorization') ?? '')?.[1] ?? ''
		if (!sameSecret(given, token)) {
			res.status(401).set('WWW-Authenticate', 'Bearer').set('Cache-Control', 'no-store').end()
			return
		}
		try {
			const body = await registry.metrics()
			res.status(200).set('Content-Type', registry.contentType).set('Cache-Control', 'no-store').send(body)
		} catch (error) {
			next(error)
		}
	}
}

function sameSecret(given: string, expected: string) {
	const a = Buffer.from(given)
	const b = Buffer.from(expected)
	return a.length === b.length && timingSafeEqual(a, b)
}
