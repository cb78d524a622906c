// No route wants a NUL or another control character in its path or query (PostgreSQL refuses NUL
// in text, so they used to end in 500s on two dozen routes), nor a URL whose escapes do not
// decode. They are refused here, once, with 400 before any route runs.
import { type RequestHandler } from 'express'

// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/
export const MAX_URL_LENGTH = 8 * 1024

export function isAcceptableUrl(rawUrl: string) {
	if (rawUrl.length > MAX_URL_LENGTH) return false
	let decoded: string
	try {
		decoded = decodeURIComponent(rawUrl.replace(/\+/g, ' '))
	} catch {
		return false
	}
	return !CONTROL_CHARACTERS.test(decoded)
}

export const refuseBadUrls: RequestHandler = (req, res, next) => {
	if (isAcceptableUrl(req.originalUrl)) return next()
	const message = 'La dirección contiene caracteres no permitidos'
	res.status(400).set('Cache-Control', 'no-store')
	if (req.path.startsWith('/api/')) res.json({ success: false, message, error: { message } })
	else
		res
			.type('html')
			.send(
				`<!doctype html><html lang="es"><meta charset="utf-8"><title>${message}</title><h1>${message}</h1><p><a href="/">Volver a Reformas</a></p></html>`,
			)
}
