// fetch with a deadline that covers the whole answer, body included. A body still being read when
// the request's signal aborts can stay pending forever (Node's fetch; seen as a fault-suite send
// and an overload level that never finished), so both steps are raced against the deadline.
export type Answer = { status: number; headers: Headers; text: string }

/** The answer to `url` within `timeoutMs`, or a rejection (TimeoutError, a network error). */
export async function fetchWithin(url: string, init: RequestInit, timeoutMs: number): Promise<Answer> {
	const signal = AbortSignal.timeout(timeoutMs)
	const deadline = new Promise<never>((_, reject) => {
		signal.addEventListener('abort', () => reject(signal.reason as Error), { once: true })
	})
	deadline.catch(() => {}) // only ever read through the races below
	const response = await Promise.race([fetch(url, { ...init, signal }), deadline])
	const text = await Promise.race([response.text(), deadline])
	return { status: response.status, headers: response.headers, text }
}

/** The JSON of an answer's body, or null when it is not JSON (an answer cut short, an HTML page). */
export function jsonOf<T>(answer: Answer): T | null {
	try {
		return JSON.parse(answer.text) as T
	} catch {
		return null
	}
}
