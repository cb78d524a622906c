// Load generation for the benchmarks: autocannon against one URL, with every response time kept
// so that p50/p95/p99 are exact (autocannon's own summary has no p95). Only 2xx answers count as
// throughput and in the latencies: a 503 refusal is fast and would flatter both; refusals and
// errors are counted beside them, and a round that had any is not clean (`cleanRounds`). autocannon runs in this
// process, on the same two cores as the servers and PostgreSQL it measures: every report says so
// and prints the load average measured after each round.
import { loadavg } from 'node:os'
import autocannon from 'autocannon'
import { median, percentile } from './stats.ts'

export type LoadFigures = {
	/** served answers (2xx) per second: goodput, not every answer */
	requestsPerSecond: number
	/** 503 answers (admission's refusals) per second */
	refusedPerSecond: number
	p50: number
	p95: number
	p99: number
	errors: number
	non2xx: number
	/** the 1-minute load average right after the round */
	load: number
}

export async function measure(
	url: string,
	{ connections, seconds }: { connections: number; seconds: number },
): Promise<LoadFigures> {
	const times: number[] = []
	let served = 0
	let refused = 0
	const result = await new Promise<autocannon.Result>((resolve, reject) => {
		const instance = autocannon({ url, connections, duration: seconds }, (error, done) =>
			error ? reject(error) : resolve(done),
		)
		instance.on('response', (_client, status, _bytes, responseTime) => {
			if (status === 503) refused++
			if (status < 200 || status >= 300) return
			served++
			times.push(responseTime)
		})
	})
	return {
		requestsPerSecond: served / seconds,
		refusedPerSecond: refused / seconds,
		p50: percentile(times, 0.5),
		p95: percentile(times, 0.95),
		p99: percentile(times, 0.99),
		errors: result.errors + result.timeouts,
		non2xx: result.non2xx,
		load: loadavg()[0],
	}
}

/** A round with any answer other than 2xx (or a failed connection) measured something else. */
export const isClean = (round: LoadFigures) => round.errors === 0 && round.non2xx === 0

/** The median of each figure over the clean rounds (NaN when none was). */
export function medianFigures(all: LoadFigures[]): LoadFigures {
	const rounds = all.filter(isClean)
	const pick = (key: keyof LoadFigures) => median(rounds.map((round) => round[key]))
	return {
		requestsPerSecond: pick('requestsPerSecond'),
		refusedPerSecond: pick('refusedPerSecond'),
		p50: pick('p50'),
		p95: pick('p95'),
		p99: pick('p99'),
		errors: pick('errors'),
		non2xx: pick('non2xx'),
		load: pick('load'),
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
