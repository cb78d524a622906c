import { getToastStorage } from './cookies.server.ts'
import { type Toast } from './toast.ts'

/** Set-Cookie header that shows `toast` on the next page. */
export async function toastHeader(toast: Toast) {
	const storage = getToastStorage()
	const session = await storage.getSession()
	session.flash('toast', toast)
	return storage.commitSession(session)
}

/** The pending toast, and the header that clears it once read. */
export async function readToast(request: Request) {
	const storage = getToastStorage()
	const session = await storage.getSession(request.headers.get('Cookie'))
	const toast = (session.get('toast') as Toast | undefined) ?? null
	return { toast, header: toast ? await storage.commitSession(session) : null }
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
