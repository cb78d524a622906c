// Figures for the benchmark reports: medians of runs, percentiles of latencies, and the machine's
// load at the time, so every figure can be read next to how busy the two shared cores were.
import { availableParallelism, loadavg } from 'node:os'

export function median(values: number[]) {
	if (!values.length) return NaN
	const sorted = [...values].sort((a, b) => a - b)
	const middle = Math.floor(sorted.length / 2)
	return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/** The nearest-rank percentile (q in 0..1): the smallest value with at least q of the values at or below it. */
export function percentile(values: number[], q: number) {
	if (!values.length) return NaN
	const sorted = [...values].sort((a, b) => a - b)
	const rank = Math.max(1, Math.ceil(q * sorted.length))
	return sorted[Math.min(sorted.length, rank) - 1]
}

/** `uptime`'s three load averages (1, 5, 15 min), as printed beside every figure. */
export function loadAverage() {
	return loadavg()
		.map((value) => value.toFixed(2))
		.join(' / ')
}

/** The line every report prints: the load, and that the measuring tool shares the cores. */
export function machineNote(what: string) {
	return `carga media (1/5/15 min): ${loadAverage()} en ${availableParallelism()} núcleos; ${what} comparte los núcleos con lo que mide`
}
