// The home page and the legal pages are the same for every visitor who is not signed
// in, yet each render ran the whole Remix pipeline (route matching, loaders, React) again. Their
// HTML is kept for a few seconds and served again with the response's own CSP nonce.
//
// Never per-user: only GET requests without any cookie or Authorization header are served from
// or stored in the cache, and only 200 answers without Set-Cookie and without `no-store`. Any
// write this instance serves (a non-GET request) empties it, so a visitor sees their own change
// at once; a change made through another instance shows here within TTL_MS.
import { type NextFunction, type Request, type Response } from 'express'

export const TTL_MS = 10_000
const CACHED_PATHS = (path: string) => path === '/' || path.startsWith('/pie/')
const KEPT_HEADERS = ['content-type', 'cache-control', 'vary', 'link'] as const

type Entry = { until: number; status: number; headers: Record<string, string>; html: string; nonce: string }
const pages = new Map<string, Entry>()

function isAnonymousRead(req: Request) {
	// no query string: the pages above take none, and any other key would let the cache grow
	return (
		req.method === 'GET' &&
		!req.headers.cookie &&
		!req.headers.authorization &&
		req.originalUrl === req.path &&
		CACHED_PATHS(req.path)
	)
}

export function anonymousPageCache(req: Request, res: Response, next: NextFunction) {
	if (req.method !== 'GET' && req.method !== 'HEAD' && req.method !== 'OPTIONS') {
		pages.clear()
		return next()
	}
	if (!isAnonymousRead(req)) return next()
	const nonce = res.locals.cspNonce as string
	const key = req.originalUrl
	const hit = pages.get(key)
	if (hit && hit.until > Date.now()) {
		res.status(hit.status).set(hit.headers)
		// the nonce of the render is replaced by this response's, which the CSP header names; no
		// ETag (res.send would hash every answer, and no two answers are the same)
		res.end(hit.html.replaceAll(hit.nonce, nonce))
		return
	}
	keepWhatIsSent(res, (html) => {
		const noStore = String(res.getHeader('cache-control') ?? '').includes('no-store')
		if (res.statusCode !== 200 || res.getHeader('set-cookie') || noStore || !nonce) return
		const headers: Record<string, string> = {}
		for (const name of KEPT_HEADERS) {
			const value = res.getHeader(name)
			if (value !== undefined) headers[name] = String(value)
		}
		pages.set(key, { until: Date.now() + TTL_MS, status: 200, headers, html, nonce })
	})
	next()
}

/** Calls `done` with the body once the answer is complete (written in chunks by Remix). */
function keepWhatIsSent(res: Response, done: (body: string) => void) {
	const chunks: Buffer[] = []
	const write = res.write.bind(res) as (...args: unknown[]) => boolean
	const end = res.end.bind(res) as (...args: unknown[]) => Response
	const keep = (chunk: unknown, encoding: unknown) => {
		if (typeof chunk === 'string')
			chunks.push(Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8'))
		else if (chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk))
	}
	res.write = ((chunk: unknown, ...rest: unknown[]) => {
		keep(chunk, rest[0])
		return write(chunk, ...rest)
	}) as Response['write']
	res.end = ((chunk?: unknown, ...rest: unknown[]) => {
		if (chunk !== undefined && typeof chunk !== 'function') keep(chunk, rest[0])
		const result = end(chunk, ...rest)
		done(Buffer.concat(chunks).toString('utf8'))
		return result
	}) as Response['end']
}

/** Empties the cache (tests). */
export function clearAnonymousPageCache() {
	pages.clear()
}
