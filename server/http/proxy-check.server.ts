// With TRUST_PROXY_HOPS above 0, Express takes the client's address from X-Forwarded-For. If no
// proxy actually sits in front, every client writes that header itself and escapes each
// per-address limit (sign-in, registration, job posts, uploads). A proxy always adds the header,
// so a request arriving without it means the setting is wrong: say so loudly in the log, on the
// first such request and then at most once an hour (never per request).
import { type RequestHandler } from 'express'

export const DIRECT_REQUEST_WARNING_INTERVAL_MS = 60 * 60_000

export function proxyHopsWarning(hops: number) {
	return (
		`[security] TRUST_PROXY_HOPS=${hops} but a request arrived without X-Forwarded-For: nothing seems ` +
		'to sit in front of this server, so any client can claim any address and escape every per-address ' +
		'limit. Put the proxy in front, or set TRUST_PROXY_HOPS=0 (see docs/operations.md, «Behind a proxy»).'
	)
}

export function warnOnDirectRequests(
	hops: number,
	{ log = console.error, now = Date.now }: { log?: (message: string) => void; now?: () => number } = {},
): RequestHandler {
	let lastWarning = -Infinity
	return (req, _res, next) => {
		// health probes of an orchestrator may well reach the instance directly
		if (hops > 0 && req.headers['x-forwarded-for'] === undefined && req.path !== '/healthcheck') {
			const time = now()
			if (time - lastWarning >= DIRECT_REQUEST_WARNING_INTERVAL_MS) {
				lastWarning = time
				log(proxyHopsWarning(hops))
			}
		}
		next()
	}
}
