// One check for every page form, before any route reads it, as `readBody` does
// for /api: a url-encoded body with a NUL or another control character (tab and line breaks
// aside) is refused with 400 (PostgreSQL refuses NUL in text: it used to end in 500s), and so is
// one whose honeypot field (`Honeypot` in components/ui/forms.tsx) was filled, which only bots do.
// Multipart bodies (uploads) are not buffered here: their text fields are few and short.
import { Readable } from 'node:stream'
import { type Request as ExpressRequest, type RequestHandler } from 'express'
import { encode } from 'turbo-stream'
import { hasUnacceptableText } from './unacceptable-text.ts'

export const HONEYPOT_FIELD = 'website'
export const BAD_CHARACTERS = 'El formulario contiene caracteres no permitidos'
export const SPAM_REFUSED = 'No hemos podido enviar el formulario'

/** Why a url-encoded form body is refused, or null when it may go on. */
export function formBodyRefusal(body: string): string | null {
	const fields = new URLSearchParams(body)
	for (const [name, value] of fields) {
		if (hasUnacceptableText(name) || hasUnacceptableText(value)) return BAD_CHARACTERS
	}
	return fields.get(HONEYPOT_FIELD) ? SPAM_REFUSED : null
}

// the bodies read here, handed to Remix again by withReplayedBody
const readBodies = new WeakMap<ExpressRequest, Buffer>()

export const refuseBadForms: RequestHandler = (req, res, next) => {
	const isForm = (req.headers['content-type'] ?? '').toLowerCase().startsWith('application/x-www-form-urlencoded')
	if (req.method === 'GET' || req.method === 'HEAD' || req.path.startsWith('/api/') || !isForm) return next()
	// the size is already bounded by limitRequestBodies (256 KiB for forms)
	const chunks: Buffer[] = []
	req.on('data', (chunk: Buffer) => chunks.push(chunk))
	req.once('error', next)
	req.once('end', () => {
		const body = Buffer.concat(chunks)
		const refusal = formBodyRefusal(body.toString('utf8'))
		if (!refusal) {
			readBodies.set(req, body)
			return next()
		}
		res.status(400).set('Cache-Control', 'no-store')
		if (!req.path.endsWith('.data')) {
			res
				.type('html')
				.send(
					`<!doctype html><html lang="es"><meta charset="utf-8"><title>${refusal}</title><h1>${refusal}</h1><p><a href="/">Volver a Reformas</a></p></html>`,
				)
			return
		}
		singleFetchRefusal(refusal).then(
			(body) => res.type('text/x-script').send(body),
			(error: unknown) => next(error),
		)
	})
}

/**
 * The refusal as Remix reads the answer to a form sent with JavaScript (single fetch posts it to
 * `….data` and decodes turbo-stream): a 400 error response, which the page's error boundary shows
 * in Spanish. An HTML body there would end in «Unable to decode turbo-stream response».
 */
async function singleFetchRefusal(refusal: string) {
	const error = {}
	const stream = encode(
		{ error },
		{ plugins: [(value) => (value === error ? ['ErrorResponse', refusal, 400, 'Bad Request'] : undefined)] },
	)
	return new Response(stream).text()
}

const STREAM_MEMBERS = new Set<PropertyKey>([
	'on',
	'once',
	'off',
	'addListener',
	'removeListener',
	'removeAllListeners',
	'pause',
	'resume',
	'isPaused',
	'read',
	'pipe',
	'unpipe',
	'destroy',
	'readable',
	'readableHighWaterMark',
	Symbol.asyncIterator,
])

/**
 * The request as the next handler should read it: when refuseBadForms consumed its body, a view
 * of it whose stream side replays that body (everything else, headers and URL, is the request's).
 */
export function withReplayedBody<T extends ExpressRequest>(req: T): T {
	const body = readBodies.get(req)
	if (!body) return req
	const replay = Readable.from([body], { objectMode: false })
	return new Proxy(req, {
		get(target, key) {
			if (!STREAM_MEMBERS.has(key)) return Reflect.get(target, key, target)
			const member = Reflect.get(replay, key, replay)
			return typeof member === 'function' ? member.bind(replay) : member
		},
	})
}
