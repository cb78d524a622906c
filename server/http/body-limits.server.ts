// Request bodies are refused before they are read when they are larger than their kind needs:
// a 200 MB password once took the whole process down, 10 MB stalled every other request.
// The limits follow the largest honest use of each kind:
// - JSON (/api): 256 KiB. The longest text anyone writes (a job description, 5,000 characters of
//   up to 4 bytes each) plus every other field fits in 32 KiB; 256 KiB leaves room for arrays.
// - URL-encoded forms: 256 KiB, for the same reason.
// - Multipart uploads: 64 MiB. The largest form is the gallery: 12 photos of at most 5 MB each.
// - Multipart posts of the pages that take phone photos without JavaScript (job wizard,
//   registration, profile editor): 4 photos of up to 20 MB each, plus the form (81 MiB).
// Anything else with a body (an unknown type): 256 KiB. A body without a declared length
// (chunked) is refused with 411 unless it is small enough to be told by its Content-Length.
import { type RequestHandler } from 'express'
import { MAX_PHONE_PHOTO_BYTES, MAX_PHONE_PHOTOS_PER_POST } from '#app/models/uploads/limits.ts'

const KiB = 1024
export const BODY_LIMITS = {
	json: 256 * KiB,
	form: 256 * KiB,
	multipart: 64 * KiB * KiB,
	phonePhotos: MAX_PHONE_PHOTOS_PER_POST * MAX_PHONE_PHOTO_BYTES + KiB * KiB,
	other: 256 * KiB,
} as const

/** The pages whose own forms take phone photos as taken (readPageUploadForm). */
export const PHONE_PHOTO_PAGES = ['/publicartrabajo', '/registrarse', '/tablero/oficial/editarperfil']

export function bodyLimitFor(contentType: string | undefined, path = '') {
	const type = (contentType ?? '').toLowerCase()
	if (type.startsWith('multipart/form-data'))
		return PHONE_PHOTO_PAGES.includes(path.replace(/\/$/, '')) ? BODY_LIMITS.phonePhotos : BODY_LIMITS.multipart
	if (type.startsWith('application/json') || type.includes('+json')) return BODY_LIMITS.json
	if (type.startsWith('application/x-www-form-urlencoded')) return BODY_LIMITS.form
	return BODY_LIMITS.other
}

const TOO_LARGE = 'La petición es demasiado grande'
const LENGTH_REQUIRED = 'La petición debe indicar su tamaño (Content-Length)'

function refuse(res: Parameters<RequestHandler>[1], isApi: boolean, status: number, message: string) {
	res.status(status).set('Connection', 'close').set('Cache-Control', 'no-store')
	if (isApi) res.json({ success: false, message, error: { message } })
	else
		res
			.type('html')
			.send(
				`<!doctype html><html lang="es"><meta charset="utf-8"><title>${message}</title><h1>${message}</h1><p><a href="/">Volver a Reformas</a></p></html>`,
			)
}

export const limitRequestBodies: RequestHandler = (req, res, next) => {
	if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS') return next()
	const isApi = req.path.startsWith('/api/')
	const declared = req.headers['content-length']
	const chunked = /chunked/i.test(req.headers['transfer-encoding'] ?? '')
	if (declared === undefined) return chunked ? refuse(res, isApi, 411, LENGTH_REQUIRED) : next()
	const length = Number(declared)
	if (!Number.isSafeInteger(length) || length < 0) return refuse(res, isApi, 400, 'Content-Length no válido')
	if (length > bodyLimitFor(req.headers['content-type'], req.path)) return refuse(res, isApi, 413, TOO_LARGE)
	next()
}
