// Goodput under overload: a server with admission control (tests/fixtures/admission-server.ts, a
// process of its own) is saturated by closed-loop clients (autocannon: each connection re-sends the
// moment it is answered, refusals included), first with as many connections as it has slots (its
// capacity), then with 8× as many. What it serves per second at 8× stays ≥ 0.75 of its capacity: the
// collapse it guards against served 0.24–0.56; the 0.9 target is `npm run bench:overload`'s to show
// (a test file beside this one in the run moved the median to 0.83 once).
// The two loads alternate in short rounds and the figure is the median of each round's ratio, so
// that a neighbour's build (or another test file) slowing the shared machine for a while slows both
// sides of a ratio alike.
import { type ChildProcess, spawn } from 'node:child_process'
import path from 'node:path'
import { createInterface } from 'node:readline'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { measure } from '#scripts/bench/load.ts'
import { median } from '#scripts/bench/stats.ts'

const ROOT = path.resolve(import.meta.dirname, '../../..')
const SLOTS = 4
let server: ChildProcess
let base = ''

beforeAll(async () => {
	// production's shape: the queue is bounded by the wait (500 ms), its count only guards memory
	const limits = { maxInFlight: SLOTS, maxQueued: 256, maxQueueMs: 500, maxLagMs: 1000 }
	server = spawn(process.execPath, ['--import', 'tsx', 'tests/fixtures/admission-server.ts', JSON.stringify(limits)], {
		cwd: ROOT,
		stdio: ['ignore', 'pipe', 'inherit'],
	})
	const port = await new Promise<string>((resolve, reject) => {
		createInterface({ input: server.stdout! }).on('line', (line) => {
			const match = /^port=(\d+)$/.exec(line)
			if (match) resolve(match[1]!)
		})
		server.once('exit', (code) => reject(new Error(`the server exited with ${code}`)))
	})
	base = `http://127.0.0.1:${port}`
}, 90_000)
afterAll(() => {
	server.kill('SIGTERM')
})

test('at 8× the connections that saturate it, the server still serves ≥ 0.75 of its capacity', async () => {
	const url = `${base}/pagina`
	await measure(url, { connections: SLOTS, seconds: 1 }) // warm up
	const capacity: number[] = []
	const overload: number[] = []
	let refused = 0
	const ROUNDS = 5
	for (let round = 0; round < ROUNDS; round++) {
		capacity.push((await measure(url, { connections: SLOTS, seconds: 2 })).requestsPerSecond)
		const figures = await measure(url, { connections: 8 * SLOTS, seconds: 2 })
		overload.push(figures.requestsPerSecond)
		refused += figures.refusedPerSecond
	}
	const goodput = median(overload.map((served, round) => served / capacity[round]!))
	console.log(
		`capacidad ${capacity.map((value) => value.toFixed(0)).join(', ')} 2xx/s; a 8× ${overload.map((value) => value.toFixed(0)).join(', ')} 2xx/s (${(refused / ROUNDS).toFixed(0)} 503/s); goodput ${goodput.toFixed(2)}`,
	)
	expect(goodput).toBeGreaterThanOrEqual(0.75)
	// liveness is answered in the middle of it
	expect((await fetch(`${base}/healthcheck?live`)).status).toBe(200)
}, 90_000)
