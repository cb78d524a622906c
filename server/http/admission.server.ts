// Admission control: at most `maxInFlight` requests are served at once; a request past that waits
// in a short, fair queue (admission-queue.server.ts) for at most `maxQueueMs`, and is refused
// (503 with Retry-After, no Remix, no database) only when it waited that long, the queue is full,
// or the event loop lags more than `maxLagMs` while its client already has a request in. Served answers per second then stay at the
// instance's capacity however many ask: closed-loop clients wait instead of re-sending refused
// requests at once, and a refusal is decided before the request log, the routes and the body, so
// it costs little. Refusals are counted (metrics, one log line every 10 s), not logged one by one.
// Exempt (`exempt`): static files, liveness and readiness, the metrics scrape. An admitted request
// runs to its end; a request whose client has already gone is not started.
import { type IncomingMessage, type ServerResponse } from 'node:http'
import { trackAdmission } from '#app/lib/metrics.server.ts'
import { logger } from '#app/lib/logger.server.ts'
import { createAdmissionQueue, type RefusalReason, type Ticket } from './admission-queue.server.ts'
import { clientKey } from '#app/lib/client-key.ts'
import { ADMISSION_REFUSED_HEADER, OVERLOADED } from '#app/lib/overload.ts'
import { echoableForm, OVERLOAD_PAGE_CSP, overloadPage } from './overload-page.server.ts'

export { OVERLOADED }
/** Retry-After is drawn from 1..4 s: refused clients that all came back after the same 2 s met again */
export const RETRY_AFTER_SECONDS = { min: 1, max: 4 }
const SAMPLE_MS = 50
const SWEEP_MS = 25
const LOG_EVERY_MS = 10_000
/** refused requests with a body up to this size keep their connection (the body is drained) */
const DRAIN_BODY_MAX_BYTES = 64 * 1024
const API_BODY = Buffer.from(JSON.stringify({ success: false, message: OVERLOADED }))

export type AdmissionOptions = {
	maxLagMs: number
	maxInFlight: number
	/** the longest a request waits for a slot before it is refused */
	maxQueueMs: number
	/** requests waiting at most, all clients together */
	maxQueued: number
	/** paths never refused nor counted (static files, health, metrics) */
	exempt?: (path: string) => boolean
}

/**
 * Event-loop lag, sampled by a timer every 50 ms: how late the last tick ran, or, when the next
 * tick is already overdue (the loop is busy right now), how overdue it is.
 */
export function createLagMonitor() {
	let expected = performance.now() + SAMPLE_MS
	let lastLag = 0
	const timer = setInterval(() => {
		const now = performance.now()
		lastLag = Math.max(0, now - expected)
		expected = now + SAMPLE_MS
	}, SAMPLE_MS).unref()
	return {
		lagMs: () => Math.max(lastLag, performance.now() - expected),
		stop: () => clearInterval(timer),
	}
}

export type Admission = ReturnType<typeof admissionControl>
type Reason = RefusalReason | 'lag'
type Request = IncomingMessage & { ip?: string }

export function admissionControl(options: AdmissionOptions, lag: { lagMs: () => number } = createLagMonitor()) {
	const queue = createAdmissionQueue(options)
	const refused: Record<Reason, number> = { full: 0, wait: 0, lag: 0 }
	let logged = { ...refused }
	const sweeper = setInterval(queue.sweep, SWEEP_MS).unref()
	// one line for many refusals: a line each cost more than the refusal itself
	const reporter = setInterval(() => {
		const since = {
			full: refused.full - logged.full,
			wait: refused.wait - logged.wait,
			lag: refused.lag - logged.lag,
		}
		if (since.full + since.wait + since.lag === 0) return
		logged = { ...refused }
		logger().warn({ refused: since, ...queue.stats() }, 'admisión: peticiones rechazadas por sobrecarga')
	}, LOG_EVERY_MS).unref()
	trackAdmission(() => ({ refused, ...queue.stats() }))

	function middleware(req: Request, res: ServerResponse, next: () => void) {
		const path = (req.url ?? '/').split('?')[0]!
		if (options.exempt?.(path)) return next()
		const client = clientKey(req.ip ?? req.socket.remoteAddress)
		// A lagging loop takes no more from clients that already have a request served or waiting;
		// one that has none still gets in line (the slots bound the work): refusing everyone would
		// hand the instance to whoever re-sends fastest.
		if (lag.lagMs() > options.maxLagMs && queue.busy(client)) return refuse(req, res, path, 'lag')
		// a request counts from the moment its body is in: a phone sending a photo over a slow network
		// for a minute is not load, and sixteen of them must not shut the instance
		if (hasPendingBody(req) && queue.idle()) {
			let counted = false
			req.once('end', () => {
				if (res.writableEnded || res.destroyed) return
				counted = true
				queue.hold(client)
			})
			res.once('close', () => counted && queue.done(client))
			return startSoon(req, res, next)
		}
		const ticket: Ticket = {
			client,
			at: performance.now(),
			admit() {
				res.off('close', leftWhileWaiting)
				res.once('close', () => queue.done(client))
				startSoon(req, res, next)
			},
			refuse: (reason) => refuse(req, res, path, reason),
		}
		const leftWhileWaiting = () => queue.cancel(ticket)
		res.once('close', leftWhileWaiting)
		queue.offer(ticket)
	}

	/**
	 * Started one turn of the event loop later, after the I/O already waiting: a client that gave up
	 * while its request waited (its close is read just after the request when the loop is behind)
	 * gets no work done for it; the server could not answer it anyway.
	 */
	function startSoon(req: Request, res: ServerResponse, next: () => void) {
		setImmediate(() =>
			setImmediate(() => {
				if (req.destroyed || !req.socket.writable) res.destroy()
				else next()
			}),
		)
	}

	function refuse(req: Request, res: ServerResponse, path: string, reason: Reason) {
		refused[reason]++
		if (res.headersSent || res.destroyed) return
		const retryAfter =
			RETRY_AFTER_SECONDS.min + Math.floor(Math.random() * (RETRY_AFTER_SECONDS.max - RETRY_AFTER_SECONDS.min + 1))
		if (path.startsWith('/api/')) return send(req, res, retryAfter, API_BODY, 'application/json; charset=utf-8')
		// a page: styled, in Spanish; a plain form post comes back with its fields to send again
		void echoableForm(req).then((fields) => {
			if (res.headersSent || res.destroyed) return
			const page = overloadPage({ method: req.method ?? 'GET', url: req.url ?? '/', retryAfter, fields })
			send(req, res, retryAfter, Buffer.from(page), 'text/html; charset=utf-8', {
				'Content-Security-Policy': OVERLOAD_PAGE_CSP,
				'X-Content-Type-Options': 'nosniff',
			})
		})
	}

	function send(
		req: Request,
		res: ServerResponse,
		retryAfter: number,
		body: Buffer,
		type: string,
		headers: Record<string, string> = {},
	) {
		res.writeHead(503, {
			'Retry-After': String(retryAfter),
			'Cache-Control': 'no-store',
			'Content-Type': type,
			'Content-Length': body.length,
			// nothing of the request was started: the client's own code may send it again as it was
			[ADMISSION_REFUSED_HEADER]: 'overload',
			...headers,
			// A small body is read and dropped by Node after the answer, and the connection serves the
			// client's next request: closing it would make every refused post cost a new connection
			// (a storm of them fills the listen queue). A large or unsized body is not worth reading.
			...(announcedBodyBytes(req) > DRAIN_BODY_MAX_BYTES ? { Connection: 'close' } : {}),
		})
		res.end(body)
	}

	return Object.assign(middleware, {
		/** requests served and waiting now, refused since start by reason (for tests and metrics) */
		stats: () => ({ ...queue.stats(), refused: refused.full + refused.wait + refused.lag, byReason: { ...refused } }),
		stop() {
			clearInterval(sweeper)
			clearInterval(reporter)
		},
	})
}

function hasPendingBody(req: Request) {
	return announcedBodyBytes(req) > 0 && !req.readableEnded
}

/** The body's size as its headers announce it; a chunked body's is unknown (Infinity). */
function announcedBodyBytes(req: Request) {
	return req.headers['transfer-encoding'] ? Infinity : Number(req.headers['content-length'] ?? 0)
}
