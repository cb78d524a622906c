import { randomBytes } from 'node:crypto'
import { type RequestHandler } from 'express'
import helmet from 'helmet'

/** A fresh nonce per response, for the CSP and for every script tag Remix renders. */
export const assignNonce: RequestHandler = (_req, res, next) => {
	res.locals.cspNonce = randomBytes(16).toString('base64')
	next()
}

/**
 * Browser features no page of ours uses, turned off for us and any frame (a script that got in
 * could not ask for the camera, the microphone or the location). Pushes are not among them.
 */
export const PERMISSIONS_POLICY = [
	'accelerometer=()',
	'autoplay=()',
	'browsing-topics=()',
	'camera=()',
	'display-capture=()',
	'geolocation=()',
	'gyroscope=()',
	'magnetometer=()',
	'microphone=()',
	'midi=()',
	'payment=()',
	'usb=()',
].join(', ')

const permissionsPolicy: RequestHandler = (_req, res, next) => {
	res.setHeader('Permissions-Policy', PERMISSIONS_POLICY)
	next()
}

/** Helmet with an enforced, nonce-based Content Security Policy, and the Permissions-Policy. */
export function securityHeaders({
	isDev,
	siteOrigin,
	imageHosts,
}: {
	isDev: boolean
	siteOrigin: string
	imageHosts: string[]
}) {
	const httpsOnly = siteOrigin.startsWith('https:')
	// Socket.IO's WebSocket on the site's own host (Vite's HMR socket too in development)
	const socketOrigin = siteOrigin.replace(/^http/, 'ws')
	// HSTS and upgrade-insecure-requests only when the site is served over https: on a plain
	// http://localhost start they would break every request.
	return [
		permissionsPolicy,
		helmet({
			xPoweredBy: false,
			referrerPolicy: { policy: 'same-origin' },
			crossOriginEmbedderPolicy: false,
			strictTransportSecurity: httpsOnly,
			contentSecurityPolicy: {
				useDefaults: true,
				directives: {
					'default-src': ["'self'"],
					'script-src': [
						"'strict-dynamic'",
						(_req, res) => `'nonce-${(res as unknown as { locals: { cspNonce: string } }).locals.cspNonce}'`,
					],
					'script-src-attr': ["'none'"],
					'style-src': ["'self'", "'unsafe-inline'"],
					'img-src': ["'self'", 'data:', 'blob:', ...imageHosts],
					'connect-src': ["'self'", socketOrigin, ...(isDev ? ['ws://localhost:*'] : [])],
					'font-src': ["'self'"],
					// the service worker (/sw.js), registered by the dashboard pages
					'worker-src': ["'self'"],
					'manifest-src': ["'self'"],
					'form-action': ["'self'"],
					'frame-ancestors': ["'none'"],
					'base-uri': ["'self'"],
					'object-src': ["'none'"],
					'upgrade-insecure-requests': httpsOnly ? [] : null,
				},
			},
		}),
	]
}
