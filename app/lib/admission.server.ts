// Admission control: when this instance is saturated, a new request is refused at once (503 with
// Retry-After, no Remix, no database) instead of queueing until its client times out and retries,
// which only grows the backlog. Saturated means the event loop lags more than `maxLagMs` or
// `maxInFlight` admitted requests are still being served. Liveness (`/healthcheck?live`) and
// static files (both served before this middleware, server.ts) are never refused, and an admitted
// request runs to its end. A request whose client has already gone is not started.
import { type NextFunction, type Request, type Response } from 'express'

export const OVERLOADED = 'Hay mucha demanda en este momento, inténtalo de nuevo en unos segundos'
/** seconds a refused client should wait: short, the state changes within a second or two */
export const OVERLOAD_RETRY_AFTER_SECONDS = 2
const SAMPLE_MS = 50
/** refused requests with a body up to this size keep their connection (the body is drained) */
const DRAIN_BODY_MAX_BYTES = 64 * 1024

export type AdmissionOptions = { maxLagMs: number; maxInFlight: number }

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

export function admissionControl(options: AdmissionOptions, lag: { lagMs: () => number } = createLagMonitor()) {
	let inFlight = 0
	let refused = 0
	function middleware(req: Request, res: Response, next: NextFunction) {
		if (inFlight >= options.maxInFlight || lag.lagMs() > options.maxLagMs) return refuse(req, res)
		countWhileServed(req, res)
		// Started one turn of the event loop later, after the I/O already waiting: a client that gave
		// up while its request queued (its close is read just after the request when the loop is
		// behind) gets no work done for it; the server could not answer it anyway.
		setImmediate(() =>
			setImmediate(() => {
				if (req.destroyed || !req.socket.writable) res.destroy()
				else next()
			}),
		)
	}
	/**
	 * A request counts from the moment its body is in: a phone sending a photo over a slow network
	 * for a minute is not load, and sixteen of them must not shut the instance. Without a body it
	 * counts at once.
	 */
	function countWhileServed(req: Request, res: Response) {
		let counted = false
		let closed = false
		const count = () => {
			if (counted || closed) return
			counted = true
			inFlight++
		}
		res.once('close', () => {
			closed = true
			if (counted) inFlight--
		})
		if (announcedBodyBytes(req) > 0 && !req.readableEnded) req.once('end', count)
		else count()
	}
	function refuse(req: Request, res: Response) {
		refused++
		res.setHeader('Retry-After', String(OVERLOAD_RETRY_AFTER_SECONDS))
		res.setHeader('Cache-Control', 'no-store')
		// A small body is read and dropped by Node after the answer, and the connection serves the
		// client's next request: closing it would make every refused post cost a new connection
		// (a storm of them fills the listen queue). A large or unsized body is not worth reading.
		if (announcedBodyBytes(req) > DRAIN_BODY_MAX_BYTES) res.setHeader('Connection', 'close')
		if (req.path.startsWith('/api/')) res.status(503).json({ success: false, message: OVERLOADED })
		else res.status(503).type('text/plain; charset=utf-8').send(OVERLOADED)
	}
	return Object.assign(middleware, {
		/** admitted requests not finished yet, and requests refused since start (for tests and metrics) */
		stats: () => ({ inFlight, refused }),
	})
}

/** The body's size as its headers announce it; a chunked body's is unknown (Infinity). */
function announcedBodyBytes(req: Request) {
	return req.headers['transfer-encoding'] ? Infinity : Number(req.headers['content-length'] ?? 0)
}
