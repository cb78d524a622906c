// A busy server refuses a request before doing anything with it (admission.server.ts: 503,
// Retry-After, and the header below). In the browser every fetch of the app (Remix's data
// requests, forms and fetchers: the popup wizard's steps) waits Retry-After and sends the same
// request again, so a refusal never reaches Remix's error page and nothing typed or the step is
// lost; meanwhile a notice says so (OverloadNotice, subscribed through `overloadStatus`).

export const OVERLOADED = 'Hay mucha demanda en este momento, inténtalo de nuevo en unos segundos'
/** set on every admission refusal: the request was not started, so sending it again is safe */
export const ADMISSION_REFUSED_HEADER = 'X-Admission'
/** attempts at most before the refusal is handed over as it is (about a minute at 1–4 s each) */
export const MAX_ATTEMPTS = 20

type Status = { retryInSeconds: number } | null
let status: Status = null
/** requests waiting to be sent again */
let retrying = 0
const listeners = new Set<() => void>()
function setStatus(next: Status) {
	status = next
	listeners.forEach((listener) => listener())
}
export const overloadStatus = {
	get: () => status,
	subscribe(listener: () => void) {
		listeners.add(listener)
		return () => void listeners.delete(listener)
	},
}

export function isAdmissionRefusal(response: Response) {
	return response.status === 503 && response.headers.get(ADMISSION_REFUSED_HEADER) === 'overload'
}

/** Seconds to wait from Retry-After (seconds or a date), 1–30. */
export function retryAfterSeconds(response: Response) {
	const header = response.headers.get('Retry-After') ?? ''
	const seconds = /^\d+$/.test(header.trim()) ? Number(header) : (Date.parse(header) - Date.now()) / 1000
	return Math.min(30, Math.max(1, Number.isFinite(seconds) ? Math.ceil(seconds) : 2))
}

function wait(seconds: number, signal?: AbortSignal | null) {
	return new Promise<void>((resolve, reject) => {
		if (signal?.aborted) return reject(signal.reason)
		const timer = setTimeout(done, seconds * 1000)
		function done() {
			signal?.removeEventListener('abort', aborted)
			resolve()
		}
		function aborted() {
			clearTimeout(timer)
			reject(signal!.reason)
		}
		signal?.addEventListener('abort', aborted, { once: true })
	})
}

/** Wraps `target.fetch` (the window's) so that same-origin requests refused by admission are sent again. */
export function installOverloadRetry(target: { fetch: typeof fetch; location: Location }) {
	const original = target.fetch.bind(target)
	target.fetch = async function fetchWithRetry(input: RequestInfo | URL, init?: RequestInit) {
		const url = new URL(input instanceof Request ? input.url : String(input), target.location.href)
		if (url.origin !== target.location.origin) return original(input, init)
		// a Request's body is read once: each attempt sends a copy (Remix passes a URL and a reusable init)
		const template = input instanceof Request ? input.clone() : null
		const signal = init?.signal ?? (input instanceof Request ? input.signal : null)
		let waiting = false
		try {
			for (let attempt = 1; ; attempt++) {
				const response = await original(template ? template.clone() : input, init)
				if (!isAdmissionRefusal(response) || attempt >= MAX_ATTEMPTS) return response
				const seconds = retryAfterSeconds(response)
				if (!waiting) retrying++
				waiting = true
				setStatus({ retryInSeconds: seconds })
				await wait(seconds, signal)
			}
		} finally {
			if (waiting && --retrying === 0) setStatus(null)
		}
	}
}
