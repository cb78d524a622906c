// A device id: a long-lived random first-party cookie (httpOnly, nothing else in it), or for /api
// clients an `X-Device-Id` header their app keeps. Together with the address it says where a request
// came from; the request context carries both (`origin`), so that signing in, sending an offer and
// writing a review can be compared between accounts (app/models/account-traces/account-traces.server.ts).
// The cookie is made only on a write outside /api (a sign-in, a registration, an offer, a review):
// a page read never gets a Set-Cookie, so the anonymous page cache is untouched.
import { randomBytes } from 'node:crypto'
import type express from 'express'
import { currentContext } from '#app/lib/request-context.server.ts'

export const DEVICE_COOKIE = '__dispositivo'
export const DEVICE_HEADER = 'x-device-id'
/** a year: the id is only worth something if it outlives sessions */
const DEVICE_COOKIE_DAYS = 365
// why: the id lands in a hash only, but a forged huge or odd value must not cost anything
const SANE_DEVICE_ID = /^[A-Za-z0-9_-]{16,64}$/

function cookieValue(header: string | undefined, name: string) {
	for (const part of header?.split(';') ?? []) {
		const [key, ...value] = part.trim().split('=')
		if (key === name) return value.join('=')
	}
	return undefined
}

const sane = (value: unknown) => (typeof value === 'string' && SANE_DEVICE_ID.test(value) ? value : null)

/** The device id a request carries: the cookie first (a browser), else the header (an app). */
export function deviceIdOf(headers: { cookie?: string; [DEVICE_HEADER]?: string | string[] }) {
	const header = headers[DEVICE_HEADER]
	return sane(cookieValue(headers.cookie, DEVICE_COOKIE)) ?? sane(Array.isArray(header) ? header[0] : header)
}

export const newDeviceId = () => randomBytes(18).toString('base64url')

/** Puts the request's address and device id in its context; gives a browser its device cookie on a write. */
export function deviceIdentity({ secure }: { secure: boolean }): express.RequestHandler {
	return (req, res, next) => {
		let deviceId = deviceIdOf(req.headers as Parameters<typeof deviceIdOf>[0])
		const isWrite = req.method !== 'GET' && req.method !== 'HEAD'
		if (!deviceId && isWrite && !req.path.startsWith('/api/')) {
			deviceId = newDeviceId()
			res.cookie(DEVICE_COOKIE, deviceId, {
				httpOnly: true,
				sameSite: 'lax',
				secure,
				path: '/',
				maxAge: DEVICE_COOKIE_DAYS * 86_400_000,
			})
		}
		const context = currentContext()
		if (context) context.origin = { ip: req.ip ?? 'unknown', deviceId, userAgent: req.headers['user-agent'] ?? '' }
		next()
	}
}
