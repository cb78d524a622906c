// Load generation for the benchmarks: autocannon against one URL, with every response time kept
// so that p50/p95/p99 are exact (autocannon's own summary has no p95).
import autocannon from 'autocannon'

export type LoadFigures = {
	requestsPerSecond: number
	p50: number
	p95: number
	p99: number
	errors: number
	non2xx: number
}

export async function measure(
	url: string,
	{ connections, seconds }: { connections: number; seconds: number },
): Promise<LoadFigures> {
	const times: number[] = []
	const result = await new Promise<autocannon.Result>((resolve, reject) => {
		const instance = autocannon({ url, connections, duration: seconds }, (error, done) =>
			error ? reject(error) : resolve(done),
		)
		instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime))
	})
	times.sort((a, b) => a - b)
	const at = (q: number) => (times.length ? times[Math.min(times.length - 1, Math.floor(q * times.length))] : NaN)
	return {
		requestsPerSecond: result.requests.total / seconds,
		p50: at(0.5),
		p95: at(0.95),
		p99: at(0.99),
		errors: result.errors + result.timeouts,
		non2xx: result.non2xx,
	}
}

export function median(values: number[]) {
	const sorted = [...values].sort((a, b) => a - b)
	const middle = Math.floor(sorted.length / 2)
	return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/** The median of each figure over several rounds. */
export function medianFigures(rounds: LoadFigures[]): LoadFigures {
	const pick = (key: keyof LoadFigures) => median(rounds.map((round) => round[key]))
	return {
		requestsPerSecond: pick('requestsPerSecond'),
		p50: pick('p50'),
		p95: pick('p95'),
		p99: pick('p99'),
		errors: pick('errors'),
		non2xx: pick('non2xx'),
	}
}

export async function waitForHealthy(url: string, timeoutMs = 180_000) {
	const deadline = Date.now() + timeoutMs
	while (Date.now() < deadline) {
		try {
			if ((await fetch(url)).ok) return
		} catch {
			// not listening yet
		}
		await new Promise((resolve) => setTimeout(resolve, 500))
	}
	throw new Error(`${url} no respondió en ${timeoutMs / 1000} s`)
}
