// One check for every body, before any route reads it, as `readBody` does for /api: a url-encoded
// form, a JSON body or a small multipart form (its text fields) with a NUL or another control
// character (tab and line breaks aside), half of a UTF-16 surrogate pair, or bytes that are not
// UTF-8 (raw or %-escaped: decoders would store U+FFFD instead) is refused with 400 (PostgreSQL
// refuses NUL in text: it used to end in 500s), and so is a page form whose honeypot field
// (`Honeypot` in components/ui/forms.tsx) was filled, which only bots do. Pages get a Spanish page
// (or the error single fetch decodes), /api its JSON envelope `{ success: false, message }` (for
// /api only multipart bodies are read here: its JSON and forms are read strictly by `readBody`).
// Multipart bodies over BODY_LIMITS.form (uploads) are not buffered here: their text fields are
// checked by the shared upload readers (models/uploads/upload-form.server.ts).
import { Readable } from 'node:stream'
import { unstable_parseMultipartFormData } from '@remix-run/node'
import { type Request as ExpressRequest, type RequestHandler } from 'express'
import { encode } from 'turbo-stream'
import { BODY_LIMITS } from './body-limits.server.ts'
import { decodeUtf8, hasInvalidEscapes, hasUnacceptableText, hasUnacceptableValue } from '#app/lib/unacceptable-text.ts'

export const HONEYPOT_FIELD = 'website'
export const BAD_CHARACTERS = 'El formulario contiene caracteres no permitidos'
/** the same refusal in /api's words (api/respond.server.ts) */
export const BAD_CHARACTERS_API = 'Los datos contienen caracteres no permitidos'
export const SPAM_REFUSED = 'No hemos podido enviar el formulario'

/** Why a url-encoded form body is refused, or null when it may go on. */
export function formBodyRefusal(body: string | Uint8Array, { honeypot = true } = {}): string | null {
	const text = typeof body === 'string' ? body : decodeUtf8(body)
	if (text === null || hasInvalidEscapes(text)) return BAD_CHARACTERS
	const fields = new URLSearchParams(text)
	for (const [name, value] of fields) {
		if (hasUnacceptableText(name) || hasUnacceptableText(value)) return BAD_CHARACTERS
	}
	return honeypot && fields.get(HONEYPOT_FIELD) ? SPAM_REFUSED : null
}

/** Why a JSON body is refused (bytes that are not UTF-8, unacceptable text in a string or key), or null. */
export function jsonBodyRefusal(body: Uint8Array): string | null {
	const text = decodeUtf8(body)
	if (text === null) return BAD_CHARACTERS
	// only an escape (\u…) can put a control character or half a pair in valid JSON
	if (!text.includes('\\u')) return null
	let value: unknown
	try {
		value = JSON.parse(text)
	} catch {
		return null // not JSON: the route answers that itself
	}
	return hasUnacceptableValue(value) ? BAD_CHARACTERS : null
}

/** Why a multipart form's text fields are refused, or null (files are not text: left alone). */
export async function multipartBodyRefusal(body: Uint8Array, contentType: string): Promise<string | null> {
	let refusal: string | null = null
	try {
		await unstable_parseMultipartFormData(
			new Request('http://localhost/', {
				method: 'POST',
				headers: { 'Content-Type': contentType },
				body: Buffer.from(body),
			}),
			async ({ name, filename, data }) => {
				const chunks: Uint8Array[] = []
				for await (const chunk of data) chunks.push(chunk)
				if (typeof filename === 'string') return undefined
				const text = decodeUtf8(Buffer.concat(chunks))
				if (text === null || hasUnacceptableText(text) || hasUnacceptableText(name)) refusal = BAD_CHARACTERS
				return undefined
			},
		)
	} catch {
		return null // not a multipart body the route can read either: it answers that itself
	}
	return refusal
}

type Kind = 'form' | 'json' | 'multipart'
function kindOf(req: ExpressRequest): Kind | null {
	const type = (req.headers['content-type'] ?? '').toLowerCase()
	if (type.startsWith('application/x-www-form-urlencoded')) return 'form'
	if (type.startsWith('application/json') || type.includes('+json')) return 'json'
	// a multipart body is buffered only when it is small: uploads stream on (their readers check)
	if (type.startsWith('multipart/form-data') && Number(req.headers['content-length']) <= BODY_LIMITS.form)
		return 'multipart'
	return null
}

// the bodies read here, handed to Remix again by withReplayedBody
const readBodies = new WeakMap<ExpressRequest, Buffer>()

export const refuseBadForms: RequestHandler = (req, res, next) => {
	const kind = kindOf(req)
	if (req.method === 'GET' || req.method === 'HEAD' || !kind) return next()
	const isApi = req.path.startsWith('/api/')
	// /api's JSON and url-encoded bodies are read once, strictly, by readBody (api/respond.server.ts):
	// buffering them here too would cost every chat message a copy and a replay (issue 45)
	if (isApi && kind !== 'multipart') return next()
	// the size is already bounded by limitRequestBodies (256 KiB for forms and JSON)
	const chunks: Buffer[] = []
	req.on('data', (chunk: Buffer) => chunks.push(chunk))
	req.once('error', next)
	req.once('end', () => {
		const body = Buffer.concat(chunks)
		const refused =
			kind === 'form'
				? Promise.resolve(formBodyRefusal(body, { honeypot: !isApi }))
				: kind === 'json'
					? Promise.resolve(jsonBodyRefusal(body))
					: multipartBodyRefusal(body, req.headers['content-type'] ?? '')
		refused.then((refusal): unknown => {
			if (!refusal) {
				readBodies.set(req, body)
				return next()
			}
			res.status(400).set('Cache-Control', 'no-store')
			if (isApi) {
				const message = refusal === BAD_CHARACTERS ? BAD_CHARACTERS_API : refusal
				res.json({ success: false, message, error: { message } })
				return
			}
			if (!req.path.endsWith('.data')) {
				res
					.type('html')
					.send(
						`<!doctype html><html lang="es"><meta charset="utf-8"><title>${refusal}</title><h1>${refusal}</h1><p><a href="/">Volver a Reformas</a></p></html>`,
					)
				return
			}
			return singleFetchRefusal(refusal).then((body) => res.type('text/x-script').send(body))
		}, next)
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
