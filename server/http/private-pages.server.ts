// Pages and answers that carry one person's data (dashboards, a job with its client's phone,
// tokens, reset links) must never be kept by a browser's back-forward cache, a shared proxy or a
// CDN. They get `Cache-Control: no-store` unless the route set a policy of its own.
import { type RequestHandler } from 'express'

const PRIVATE_SECTIONS = ['/tablero', '/newjob', '/api', '/restablecer-contrasena', '/verificar-correo', '/documentos']

export function isPrivatePath(pathname: string) {
	// whole path segments only (/tableros-de-madera is not /tablero); Remix's data requests end in
	// .data (/tablero.data, /tablero/oficial.data)
	return PRIVATE_SECTIONS.some(
		(section) => pathname === section || pathname.startsWith(`${section}/`) || pathname.startsWith(`${section}.`),
	)
}

export const noStoreForPrivatePages: RequestHandler = (req, res, next) => {
	if (isPrivatePath(req.path)) {
		// decided when the headers go out, not now: Remix appends its route's headers, so a policy
		// set here first was sent twice beside the route's own («no-store, private, no-store»)
		const writeHead = res.writeHead
		res.writeHead = function (this: typeof res, ...args: Parameters<typeof writeHead>) {
			if (!this.hasHeader('Cache-Control')) this.setHeader('Cache-Control', 'no-store')
			return writeHead.apply(this, args)
		} as typeof writeHead
	}
	next()
}
