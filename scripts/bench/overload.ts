// npm run bench:overload: one instance (the compiled server, `npm start`'s flags, its default
// admission limits unless OVERLOAD_* are set) under the mixed load of the public pages and the
// chat from 200 addresses (X-Forwarded-For, the server trusting one proxy), first closed-loop
// (each client re-sends the moment it is answered, refusals included) with 8 clients, the capacity,
// then 4× and 8× as many: goodput is served answers (2xx) per second ÷ the capacity's. Then
// offered open-loop at 1×, 2× and 4× that rate (arrivals do not wait for answers, as real visitors
// do not). Last, fairness: one address with 8× the clients against one polite visitor asking every
// 100 ms; the share of the visitor's requests refused. Prints, per open-loop level: goodput,
// admitted p50/p95, the share refused with 503 + Retry-After, errors and time-outs, liveness p99
// (/healthcheck?live polled every 100 ms, on LIVENESS_PORT, where orchestrators probe, and on the
// web port) and that every acknowledged chat message is stored.
// The load generator shares the two cores with the server and PostgreSQL: read it with the load
// average printed. Two more columns tell where the time went: the server's own p95 for admitted
// requests (from its /metrics histogram, so without the wait for the server's event loop or the
// generator's), and the generator's own event-loop delay p99 (when it is high, the generator, not
// the server, was the bottleneck of that level).
// BENCH_SECONDS (10 per level), BENCH_LEVELS (1,2,4: the multiples of the sustained rate offered), BENCH_GENERATOR_NICE (see below), BENCH_PG_PORT (15047), BENCH_APP_PORT (3047; LIVENESS_PORT the next one).
import { type ChildProcess, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { loadavg, setPriority } from 'node:os'
import { parseEnv } from '#app/lib/env.server.ts'
import { createChatPairs } from '../chat-pairs.ts'
import { fetchWithin } from '../fetch-within.ts'
import { prepareDemoDatabase, startBuiltServer, stopServer, untilReady } from './server.ts'
import { machineNote, percentile } from './stats.ts'
import { monitorEventLoopDelay } from 'node:perf_hooks'

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const LEVELS = (process.env.BENCH_LEVELS ?? '1,2,4').split(',').map(Number)
const APP_PORT = Number(process.env.BENCH_APP_PORT ?? 3047)
const URL_BASE = `http://127.0.0.1:${APP_PORT}`
const LIVENESS_PORT = APP_PORT + 1
const CLIENT_TIMEOUT_MS = 10_000
const METRICS_TOKEN = randomBytes(16).toString('hex')
const PUBLIC_PATHS = [
	'/',
	'/encontraroficial/electricista/Madrid',
	'/api/get_jobs?Place_Name=Madrid&distance=25&pageSize=20&pageNumber=1',
	'/pie/aviso-legal',
]
const CHAT_SHARE = 0.3
// enough senders that the chat's own limit (20 messages a minute each) is not what is measured
const PAIRS = 150

// the limits the server runs with: what is set here, else production's defaults
const limits = parseEnv({ ...process.env, NODE_ENV: 'production', OPERATOR_PLACEHOLDERS: 'true' })
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

const database = await prepareDemoDatabase('.data/bench-overload', Number(process.env.BENCH_PG_PORT ?? 15047))
process.env.DATABASE_URL = database.url
const { prisma } = await import('#app/lib/db.server.ts')

type Pair = { from: { id: string; token: string }; to: { id: string; token: string } }
async function preparePairs(): Promise<Pair[]> {
	const pairs = await createChatPairs({ prefix: 'overload', company: 'Carga', count: PAIRS })
	return pairs.map(({ craftsman, client }) => ({ from: craftsman, to: client }))
}

type Outcome = {
	ms: number
	kind: 'admitted' | 'refused' | 'error'
	status: number
	chat?: { text: string; acked: boolean }
}

const ADDRESSES = 200
/** One request of the mix: a public page (70 %) or a chat message through /api (30 %), from `from`. */
async function oneRequest(
	pairs: Pair[],
	seq: number,
	from = `10.0.${(seq % ADDRESSES) >> 8}.${(seq % ADDRESSES) & 255}`,
	chatShare = CHAT_SHARE,
): Promise<Outcome> {
	const t0 = performance.now()
	const chat = Math.random() < chatShare
	const pair = pairs[Math.floor(seq / 2) % pairs.length]!
	const [sender, receiver] = seq % 2 ? [pair.to, pair.from] : [pair.from, pair.to]
	const text = `carga ${seq} ${randomBytes(4).toString('hex')}`
	try {
		const response = chat
			? await fetchWithin(
					`${URL_BASE}/api/conversations`,
					{
						method: 'POST',
						headers: {
							'Content-Type': 'application/json',
							Authorization: `Bearer ${sender.token}`,
							'X-Forwarded-For': from,
						},
						body: JSON.stringify({ receiver: receiver.id, message: text, clientKey: randomBytes(12).toString('hex') }),
					},
					CLIENT_TIMEOUT_MS,
				)
			: await fetchWithin(
					`${URL_BASE}${PUBLIC_PATHS[seq % PUBLIC_PATHS.length]}`,
					{ headers: { 'X-Forwarded-For': from } },
					CLIENT_TIMEOUT_MS,
				)
		const body = response.text
		const ms = performance.now() - t0
		// the admission refusal: 503 with Retry-After, before any work
		const refused = response.status === 503 && response.headers.has('Retry-After')
		const acked = chat && response.status < 300 && body.includes('"_id"')
		return {
			ms,
			kind: refused ? 'refused' : response.status >= 500 ? 'error' : 'admitted',
			status: response.status,
			chat: chat ? { text, acked } : undefined,
		}
	} catch {
		return { ms: performance.now() - t0, kind: 'error', status: 0, chat: chat ? { text, acked: false } : undefined }
	}
}

/**
 * Closed loop: `workers` clients one request after another for `seconds` (each from its own
 * address unless `from` is given): served (2xx) and refused answers per second, errors, admitted p95.
 */
async function closedLoop(pairs: Pair[], workers: number, seconds: number, from?: string) {
	const end = performance.now() + seconds * 1000
	const outcomes: Outcome[] = []
	let seq = 0
	await Promise.all(
		Array.from({ length: workers }, async (_, worker) => {
			while (performance.now() < end) outcomes.push(await oneRequest(pairs, seq++, from ?? `10.1.0.${worker}`))
		}),
	)
	const served = outcomes.filter((o) => o.kind === 'admitted' && o.status < 300)
	return {
		served: served.length / seconds,
		refused: outcomes.filter((o) => o.kind === 'refused').length / seconds,
		errors: outcomes.filter((o) => o.kind === 'error').length,
		p95: percentile(
			served.map((o) => o.ms),
			0.95,
		),
	}
}

/**
 * One address with `workers` closed-loop clients on the public pages and one polite visitor from
 * another asking every 100 ms: the visitor's refused share and p95, what the greedy one got served.
 */
async function fairness(pairs: Pair[], workers: number, seconds: number) {
	const greedy = closedLoop(pairs, workers, seconds, '203.0.113.66')
	const polite: Outcome[] = []
	const end = performance.now() + seconds * 1000
	for (let seq = 0; performance.now() < end; seq++) {
		const t0 = performance.now()
		polite.push(await oneRequest(pairs, seq, '198.51.100.7', 0))
		await sleep(Math.max(0, 100 - (performance.now() - t0)))
	}
	const refused = polite.filter((o) => o.kind !== 'admitted').length
	return {
		greedy: await greedy,
		politeRefusedShare: refused / polite.length,
		politeAsked: polite.length,
		politeP95: percentile(
			polite.filter((o) => o.kind === 'admitted').map((o) => o.ms),
			0.95,
		),
	}
}

type Buckets = Map<number, number>
/**
 * The server's histogram of admitted answers (status < 500), summed over routes (le → count), and
 * its event loop's delay p99 and maximum since the last read (prom-client resets them on each).
 */
async function serverMetrics() {
	const text = await (
		await fetch(`${URL_BASE}/metrics`, { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } })
	).text()
	const buckets: Buckets = new Map()
	for (const line of text.split('\n')) {
		const match = /^http_request_duration_seconds_bucket\{(.*)\} (\d+)$/.exec(line)
		if (!match || /status="5/.test(match[1]!) || /route="static"/.test(match[1]!)) continue
		const le = /le="([^"]+)"/.exec(match[1]!)![1]!
		const bound = le === '+Inf' ? Infinity : Number(le)
		buckets.set(bound, (buckets.get(bound) ?? 0) + Number(match[2]))
	}
	const seconds = (name: string) => Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1] ?? NaN)
	return {
		buckets,
		lagP99Ms: seconds('nodejs_eventloop_lag_p99_seconds') * 1000,
		lagMaxMs: seconds('nodejs_eventloop_lag_max_seconds') * 1000,
	}
}

/** The upper bound of the bucket holding the 95th percentile of what was counted between two reads. */
function bucketP95(before: Buckets, after: Buckets) {
	const bounds = [...after.keys()].sort((a, b) => a - b)
	const total = (after.get(Infinity) ?? 0) - (before.get(Infinity) ?? 0)
	const bound = bounds.find((le) => (after.get(le) ?? 0) - (before.get(le) ?? 0) >= 0.95 * total)
	return bound === undefined || !total ? '–' : bound === Infinity ? '> 10 s' : `≤ ${Math.round(bound * 1000)} ms`
}

/**
 * Liveness probed beside the load by a process of its own (liveness-probe.mjs), for the whole
 * bench; between(from, to) gives the probes started in that span, start (epoch ms) and time (ms),
 * once all of them have answered (probes run one after the other: one started after `to` has
 * answered means every earlier one has).
 */
function startLivenessProbe(url: string) {
	const child = spawn('node', ['scripts/bench/liveness-probe.mjs', url], {
		stdio: ['ignore', 'pipe', 'inherit'],
	})
	const probes: Array<[at: number, ms: number]> = []
	let pending = ''
	child.stdout.on('data', (chunk: Buffer) => {
		const lines = (pending + chunk.toString()).split('\n')
		pending = lines.pop()!
		for (const line of lines) probes.push(JSON.parse(line) as [number, number])
	})
	const exited = new Promise((resolve) => child.once('exit', resolve))
	return {
		async between(from: number, to: number) {
			while (!probes.some(([at]) => at > to)) await sleep(50)
			return probes.filter(([at]) => at >= from && at <= to)
		},
		async stop() {
			child.kill('SIGTERM')
			await exited
		},
	}
}

type LivenessProbe = ReturnType<typeof startLivenessProbe>
/** liveness on LIVENESS_PORT (the thread) and on the web port */
type LivenessProbers = { ownPort: LivenessProbe; webPort: LivenessProbe }

/** Open loop at `rate` a second for `seconds`, with liveness probed beside it. */
async function offered(pairs: Pair[], rate: number, seconds: number, probers: LivenessProbers) {
	const outcomes: Promise<Outcome>[] = []
	const generatorDelay = monitorEventLoopDelay({ resolution: 10 })
	generatorDelay.enable()
	const before = (await serverMetrics()).buckets
	const t0 = performance.now()
	const levelStart = Date.now()
	for (let seq = 0; seq < rate * seconds; seq++) {
		const wait = t0 + (seq * 1000) / rate - performance.now()
		if (wait > 0) await sleep(wait)
		outcomes.push(oneRequest(pairs, seq))
	}
	const all = await Promise.all(outcomes)
	const levelEnd = Date.now()
	const livenessOf = async (prober: LivenessProbe) => (await prober.between(levelStart, levelEnd)).map(([, ms]) => ms)
	const liveness = await livenessOf(probers.ownPort)
	const livenessWebPort = await livenessOf(probers.webPort)
	generatorDelay.disable()
	const after = await serverMetrics()
	const serverP95 = bucketP95(before, after.buckets)
	const serverLag = `${after.lagP99Ms.toFixed(0)} / ${after.lagMaxMs.toFixed(0)} ms`
	return {
		all,
		liveness,
		livenessWebPort,
		serverP95,
		serverLag,
		generatorP99: generatorDelay.percentile(99) / 1e6,
		load: loadavg()[0]!,
	}
}

let server: ChildProcess | undefined
let probers: LivenessProbers | undefined
try {
	const pairs = await preparePairs()
	server = startBuiltServer({
		port: APP_PORT,
		databaseUrl: database.url,
		dataDir: '.data/bench-overload',
		// one proxy trusted: the generator's X-Forwarded-For are its visitors' addresses (admission's
		// fair share counts by address); the chat's rate limits count per sender
		env: { TRUST_PROXY_HOPS: '1', METRICS_TOKEN, LIVENESS_PORT: String(LIVENESS_PORT) },
	})
	await untilReady(`${URL_BASE}/healthcheck`, server)
	probers = {
		ownPort: startLivenessProbe(`http://127.0.0.1:${LIVENESS_PORT}/healthcheck?live`),
		webPort: startLivenessProbe(`${URL_BASE}/healthcheck?live`),
	}
	// BENCH_GENERATOR_NICE=10: the generator yields the cores to the server and PostgreSQL (started
	// before, at normal priority), as if it ran on a machine of its own
	if (process.env.BENCH_GENERATOR_NICE) setPriority(Number(process.env.BENCH_GENERATOR_NICE))
	for (const path of PUBLIC_PATHS) await (await fetch(`${URL_BASE}${path}`)).text() // warm
	console.log(
		`\nlímites: OVERLOAD_MAX_LAG_MS=${limits.OVERLOAD_MAX_LAG_MS}, OVERLOAD_MAX_IN_FLIGHT=${limits.OVERLOAD_MAX_IN_FLIGHT}, OVERLOAD_MAX_QUEUE_MS=${limits.OVERLOAD_MAX_QUEUE_MS}, OVERLOAD_MAX_QUEUED=${limits.OVERLOAD_MAX_QUEUED}${Object.keys(process.env).some((key) => key.startsWith('OVERLOAD_')) ? '' : ' (los de producción por defecto)'}; ${SECONDS} s por nivel, ${Math.round(CHAT_SHARE * 100)} % chat\n`,
	)
	// closed loop: 8 clients saturate the instance (its capacity), then 4× and 8× as many
	console.log(
		'| bucle cerrado | servidas (2xx)/s | goodput (÷ capacidad) | rechazadas (503)/s | errores | servidas p95 | carga |',
	)
	console.log('| --- | --- | --- | --- | --- | --- | --- |')
	let capacity = NaN
	/** the overload levels against issue 38's goals: goodput ≥ 0.9 and admitted p95 ≤ 1 s */
	const goals: Array<{ level: string; goodput: number; p95: number; load: number }> = []
	for (const factor of [1, 4, 8]) {
		const closed = await closedLoop(pairs, 8 * factor, SECONDS)
		if (factor === 1) capacity = closed.served
		else
			goals.push({
				level: `bucle cerrado ${factor}×`,
				goodput: closed.served / capacity,
				p95: closed.p95,
				load: loadavg()[0]!,
			})
		console.log(
			`| ${8 * factor} clientes (${factor}×) | ${closed.served.toFixed(1)} | ${(closed.served / capacity).toFixed(2)} | ${closed.refused.toFixed(1)} | ${closed.errors} | ${closed.p95.toFixed(0)} ms | ${loadavg()[0]!.toFixed(1)} |`,
		)
		await sleep(2_000)
	}
	const sustained = capacity
	console.log(`\nabierto: múltiplos de la capacidad (${capacity.toFixed(1)} servidas/s)\n`)
	console.log(
		'| nivel | ofrecidas/s | servidas (2xx)/s | goodput (÷ capacidad) | admitidas p50 | admitidas p95 | p95 en el servidor | rechazadas (503) | errores / tiempo agotado | vida p99 (LIVENESS_PORT) | vida p99 (puerto web) | retraso del servidor p99 / máx | retraso del generador p99 | chat confirmados / guardados | carga |',
	)
	console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |')
	let lostTotal = 0
	for (const factor of LEVELS) {
		const rate = Math.max(1, sustained * factor)
		const { all, liveness, livenessWebPort, serverP95, serverLag, generatorP99, load } = await offered(
			pairs,
			rate,
			SECONDS,
			probers,
		)
		const admitted = all.filter((o) => o.kind === 'admitted').map((o) => o.ms)
		const served = all.filter((o) => o.kind === 'admitted' && o.status < 300).length / SECONDS
		const refused = all.filter((o) => o.kind === 'refused').length
		const errors = all.filter((o) => o.kind === 'error').length
		const acked = all.filter((o) => o.chat?.acked).map((o) => o.chat!.text)
		const stored = await prisma.message.count({ where: { text: { in: acked } } })
		lostTotal += acked.length - stored
		await sleep(2_000) // let the backlog of the level drain before the next
		if (factor > 1)
			goals.push({ level: `abierto ${factor}×`, goodput: served / capacity, p95: percentile(admitted, 0.95), load })
		console.log(
			`| ${factor}× | ${rate.toFixed(1)} | ${served.toFixed(1)} | ${(served / capacity).toFixed(2)} | ${percentile(admitted, 0.5).toFixed(0)} ms | ${percentile(admitted, 0.95).toFixed(0)} ms | ${serverP95} | ${((100 * refused) / all.length).toFixed(1)} % | ${errors} | ${percentile(liveness, 0.99).toFixed(0)} ms | ${percentile(livenessWebPort, 0.99).toFixed(0)} ms | ${serverLag} | ${generatorP99.toFixed(0)} ms | ${acked.length} / ${stored} | ${load.toFixed(1)} |`,
		)
	}
	console.log('\nobjetivos bajo sobrecarga (issue 38): goodput ≥ 0,9 y admitidas p95 ≤ 1 s')
	for (const goal of goals)
		console.log(
			`${goal.goodput >= 0.9 && goal.p95 <= 1000 ? '✓' : '✗'} ${goal.level}: goodput ${goal.goodput.toFixed(2)}, admitidas p95 ${goal.p95.toFixed(0)} ms, carga ${goal.load.toFixed(1)}`,
		)
	const fair = await fairness(pairs, 64, SECONDS)
	console.log(
		`\nreparto: una dirección con 64 clientes en bucle cerrado (${fair.greedy.served.toFixed(1)} servidas/s, ${fair.greedy.refused.toFixed(1)} rechazadas/s) y un visitante de otra cada 100 ms: ${(100 * fair.politeRefusedShare).toFixed(1)} % de sus ${fair.politeAsked} peticiones rechazadas, p95 ${fair.politeP95.toFixed(0)} ms`,
	)
	console.log(
		`\n${lostTotal === 0 ? 'ningún mensaje confirmado se perdió' : `¡${lostTotal} mensajes confirmados perdidos!`}`,
	)
	console.log(machineNote('el generador de carga'))
	await prisma.message.deleteMany({ where: { text: { startsWith: 'carga ' } } })
} finally {
	await probers?.ownPort.stop()
	await probers?.webPort.stop()
	await stopServer(server)
	await prisma.$disconnect()
	await database.stop()
}
process.exit(0)
