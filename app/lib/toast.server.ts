import { getToastStorage } from './cookies.server.ts'
import { MAX_TOASTS, type Toast } from './toast.ts'

/** Set-Cookie header that shows `toast` (or several, stacked in order) on the next page. */
export async function toastHeader(toast: Toast | Toast[]) {
	const storage = getToastStorage()
	const session = await storage.getSession()
	session.flash('toasts', (Array.isArray(toast) ? toast : [toast]).slice(-MAX_TOASTS))
	return storage.commitSession(session)
}

/** The pending toasts, and the header that clears them once read. */
export async function readToasts(request: Request) {
	const storage = getToastStorage()
	const session = await storage.getSession(request.headers.get('Cookie'))
	const toasts = (session.get('toasts') as Toast[] | undefined) ?? []
	return { toasts, header: toasts.length ? await storage.commitSession(session) : null }
}

/** Merge several Set-Cookie values (and other headers) into one Headers object. */
export function combineHeaders(...sources: Array<HeadersInit | null | undefined>) {
	const headers = new Headers()
	for (const source of sources) {
		if (!source) continue
		new Headers(source).forEach((value, key) => headers.append(key, value))
	}
	return headers
}
