// Forms of this site post with the browser's cookies; a page on another site must not be able to
// post them for the user (logging an admin out, acting, changing data). Browsers say where a
// request comes from (Sec-Fetch-Site, else Origin): anything from another site is refused.
// /api is left out: it authenticates by bearer token, which a foreign page cannot send.
import { type IncomingHttpHeaders } from 'node:http'
import { type RequestHandler } from 'express'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * Remix's own rule for actions: an `Origin` must name the host of `X-Forwarded-Host` (its first
 * value), else of `Host`. Remix throws when it does not, which answered 500; checked here first,
 * such a request gets the 403 page like any other foreign post.
 */
function originMatchesHost(origin: string, headers: IncomingHttpHeaders) {
	const forwarded = headers['x-forwarded-host']
	const host = (typeof forwarded === 'string' ? forwarded.split(',')[0]?.trim() : '') || headers.host
	if (!host) return false
	try {
		return new URL(origin).host === host
	} catch {
		return false // 'null' or not a URL
	}
}

export function isCrossSite(headers: IncomingHttpHeaders, siteOrigin: string) {
	const fetchSite = headers['sec-fetch-site']
	if (typeof fetchSite === 'string') return fetchSite !== 'same-origin' && fetchSite !== 'none'
	const origin = headers.origin
	if (typeof origin !== 'string') return false // not a browser, or one that sends neither
	const ownOrigins = [siteOrigin, `http://${headers.host}`, `https://${headers.host}`]
	return !ownOrigins.includes(origin)
}

export function refuseCrossSiteWrites(siteOrigin: string): RequestHandler {
	return (req, res, next) => {
		if (SAFE_METHODS.has(req.method) || req.path.startsWith('/api/')) return next()
		const origin = req.headers.origin
		const refused =
			isCrossSite(req.headers, siteOrigin) || (typeof origin === 'string' && !originMatchesHost(origin, req.headers))
		if (!refused) return next()
		res
			.status(403)
			.type('html')
			.set('Cache-Control', 'no-store')
			.send(
				'<!doctype html><html lang="es"><meta charset="utf-8"><title>Petición rechazada</title>' +
					'<h1>Petición rechazada</h1><p>El formulario venía de otro sitio web. ' +
					'<a href="/">Vuelve a Reformas</a> y repite la acción desde aquí.</p></html>',
			)
	}
}
