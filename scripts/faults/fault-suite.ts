// npm run test:faults: two app instances (`node build/server/server.js`, the production
// build) on their own embedded PostgreSQL and their own Redis, under a light chat load through
// POST /api/conversations with sockets listening. It kills Redis, then PostgreSQL, then sends
// SIGTERM to one instance with requests in flight, and restarts what a process manager would.
// Clients retry a failed send with the same clientKey, as a real app does. It prints sent / stored /
// delivered / errors per phase and fails (exit 1) when an acknowledged message is missing, a
// message is stored twice, the drained instance cut a request or did not exit 0, anything
// answered 500, live pushes do not resume, or an instance does not come back ready without help.
// Not part of `vitest run`; about two minutes.
//
// Ports (all on 127.0.0.1): FAULT_REDIS_PORT (6390), FAULT_PG_PORT (54390), FAULT_APP_PORT (3390)
// and FAULT_APP_PORT_B (3391) for the two instances. Data: .data/faults/ (the PostgreSQL folder is kept between runs).
// The last phase puts Debian's nginx in front of both (deploy/nginx.conf, made to listen on
// FAULT_PROXY_PORT, 3392; the script installs nginx with apt-get when it is missing), sends the
// chat load through it and restarts a, then b, one after the other, then checks goodput through it
// under overload (8× the closed-loop clients that saturate both: ≥ 0.9 of the served rate) and, in
// nginx's access log, that no refusal (503) was retried on the other instance
// (FAULT_NGINX_RETRY_503=1 puts that retry back, to see the check red).
// FAULT_PROF=1 runs the instances with V8's sampling profiler (.data/faults/logs/prof-*.log, read
// with `node --prof-process`), written as they run, so a stalled instance can be examined.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { createWriteStream, existsSync, mkdirSync, readFileSync, statSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import path from 'node:path'
import { io as connect, type Socket } from 'socket.io-client'
import { createChatPairs } from '../chat-pairs.ts'
import { type LoadFigures, measure } from '../bench/load.ts'
import { median } from '../bench/stats.ts'
import { fetchWithin, jsonOf } from '../fetch-within.ts'
import { writeTestNginx } from '../deploy/nginx-site.ts'

const REDIS_PORT = Number(process.env.FAULT_REDIS_PORT ?? 6390)
const PG_PORT = Number(process.env.FAULT_PG_PORT ?? 54390)
const APP_PORT = Number(process.env.FAULT_APP_PORT ?? 3390)
const APP_PORT_B = Number(process.env.FAULT_APP_PORT_B ?? 3391)
const PROXY_PORT = Number(process.env.FAULT_PROXY_PORT ?? 3392)
// each of the 2 × PAIRS senders sends RATE / (2 × PAIRS) a second: 10 a minute, half the chat's
// own limit (20 a minute per sender), so retries after a fault stay under it too
const PAIRS = 60
const RATE = 20 // messages per second: a light load, the point is the faults
const DATA = path.resolve('.data/faults')
const PG_DIR = path.join(DATA, 'postgres')
const DATABASE_URL = `postgresql://postgres:postgres@127.0.0.1:${PG_PORT}/reformas`
const REDIS_URL = `redis://127.0.0.1:${REDIS_PORT}`

const started = performance.now()
const seconds = () => ((performance.now() - started) / 1000).toFixed(1)
const say = (message: string) => console.log(`[${seconds()} s] ${message}`)
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
mkdirSync(path.join(DATA, 'logs'), { recursive: true })

// ---------------------------------------------------------------- processes

function startRedis() {
	const child = spawn(
		'redis-server',
		['--port', String(REDIS_PORT), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
		{
			stdio: 'ignore',
		},
	)
	return child
}

/**
 * nginx with deploy/nginx.conf as it is shipped, except: the upstreams are the two instances, it
 * listens on PROXY_PORT without TLS, and its files live under .data/faults/nginx.
 */
function startProxy() {
	if (spawnSync('nginx', ['-v']).status !== 0) {
		say('nginx no está instalado: apt-get install nginx-light')
		const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
		spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env })
		if (spawnSync('apt-get', ['install', '-y', '-qq', 'nginx-light'], { stdio: 'inherit', env }).status !== 0)
			throw new Error('no se pudo instalar nginx')
	}
	const dir = path.join(DATA, 'nginx')
	let shipped = readFileSync('deploy/nginx.conf', 'utf8')
	// FAULT_NGINX_RETRY_503=1: the fault put back, a 503 retried on the other instance (the check below goes red)
	if (process.env.FAULT_NGINX_RETRY_503) {
		shipped = shipped.replace(/^(\s*proxy_next_upstream) error timeout;/m, '$1 error timeout http_503;')
		say('nginx con el fallo puesto a propósito: reintenta un 503 en la otra instancia')
	}
	const config = writeTestNginx(shipped, {
		instances: [APP_PORT, APP_PORT_B],
		port: PROXY_PORT,
		dir,
	})
	const child = spawn('nginx', ['-c', config, '-p', dir], { stdio: 'ignore' })
	const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
	return {
		name: 'nginx',
		port: PROXY_PORT,
		url: `http://127.0.0.1:${PROXY_PORT}`,
		child,
		exit,
		log: `${dir}/error.log`,
	}
}

type App = { name: string; port: number; url: string; child: ChildProcess; exit: Promise<number | null>; log: string }

function startApp(name: string, port: number, extraEnv: Record<string, string> = {}): App {
	const log = path.join(DATA, 'logs', `${name}.log`)
	const out = createWriteStream(log, { flags: 'a' })
	const child = spawn(
		process.execPath,
		[
			...(process.env.FAULT_PROF
				? [
						'--prof',
						'--no-logfile-per-isolate',
						`--logfile=${path.join(DATA, 'logs', `prof-${name}-${Date.now()}.log`)}`,
					]
				: []),
			'build/server/server.js',
		],
		{
			env: {
				...process.env,
				NODE_ENV: 'production',
				OPERATOR_PLACEHOLDERS: 'true', // a test run, not a real operator
				PORT: String(port),
				SITE_ORIGIN: `http://localhost:${port}`,
				DATABASE_URL: '', // the embedded default, so the app restarts PostgreSQL when it dies
				EMBEDDED_PG_DIR: PG_DIR,
				EMBEDDED_PG_PORT: String(PG_PORT),
				REDIS_URL,
				SEED_DEMO_DATA: 'false',
				OUTBOX_DIR: path.join(DATA, 'outbox'),
				QUEUE_POLLING_SECONDS: '1',
				...extraEnv,
			},
			stdio: ['ignore', 'pipe', 'pipe'],
		},
	)
	child.stdout!.pipe(out)
	child.stderr!.pipe(out)
	const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
	return { name, port, url: `http://127.0.0.1:${port}`, child, exit, log }
}

async function health(app: App) {
	try {
		const answer = await fetchWithin(`${app.url}/healthcheck`, {}, 8_000)
		return { status: answer.status, body: jsonOf<Record<string, string>>(answer) ?? {} }
	} catch {
		return { status: 0, body: {} }
	}
}

/** Milliseconds until `app` answers ready (and, when asked, sees Redis), or throws after `limitMs`. */
async function untilReady(app: App, limitMs: number, { redis = false } = {}) {
	const t0 = performance.now()
	for (;;) {
		const { status, body } = await health(app)
		if (status === 200 && (!redis || body.redis === 'ok')) return performance.now() - t0
		if (performance.now() - t0 > limitMs) throw new Error(`${app.name} no volvió a estar listo en ${limitMs} ms`)
		await sleep(200)
	}
}

// ---------------------------------------------------------------- the chat load

type User = { id: string; token: string }
type Pair = { craftsman: User; client: User }
type Send = {
	text: string
	key: string
	phase: string
	acked: boolean
	messageId?: string
	delivered: boolean
	attempts: number
	/** what each failed attempt met, for the report of a send never acknowledged */
	failures: string[]
	/** what the first attempt met: 'ok', 'http 503 con Retry-After', another status or a transport error */
	firstAnswer?: string
	receiverId: string
	/** when and where it was acknowledged, for the report of a push never delivered */
	acknowledged?: string
	/** the message's createdAt (same machine's clock): its push was made after it */
	createdAtMs?: number
}
type Phase = { name: string; errors: Record<string, number>; reconnections: number }

const sends = new Map<string, Send>()
const phases: Phase[] = []
let phase: Phase = { name: '—', errors: {}, reconnections: 0 }
const setPhase = (name: string) => {
	phase = { name, errors: {}, reconnections: 0 }
	phases.push(phase)
	say(`fase: ${name}`)
}

async function preparePairs(): Promise<Pair[]> {
	process.env.DATABASE_URL = DATABASE_URL
	return createChatPairs({ prefix: 'fault', company: 'Fallos', count: PAIRS })
}

/**
 * each user's socket, when (Date.now()) its page would reload what it shows (every reconnection, and
 * «resync»: use-socket.ts), and its history (for the report)
 */
const socketOf = new Map<string, { socket: Socket; at: string; reloadedAt: number[]; history: string[] }>()

/** One socket per user, craftsmen on the first instance, clients on the second; they reconnect. */
function openSockets(apps: App[], pairs: Pair[]) {
	const onMessage = (payload: { message: { _id: string; text: string } }) => {
		const send = sends.get(payload.message.text)
		if (send) send.delivered = true
	}
	const sockets: Socket[] = []
	for (const pair of pairs) {
		for (const [user, app] of [
			[pair.craftsman, apps[0]!],
			[pair.client, apps[1]!],
		] as const) {
			const socket = connect(app.url, {
				transports: ['websocket'],
				auth: { token: user.token },
				reconnectionDelay: 200,
				reconnectionDelayMax: 2_000,
			})
			socket.on('getMessage', onMessage)
			// a socket dropped and opened again: each reconnection is a handshake (and a session to restore)
			socket.io.on('reconnect', () => phase.reconnections++)
			const entry = { socket, at: app.name, reloadedAt: [] as number[], history: [] as string[] }
			let connectedBefore = false
			socket.on('resync', () => {
				entry.reloadedAt.push(Date.now())
				entry.history.push(`${seconds()} s resync`)
			})
			socket.on('connect', () => {
				if (connectedBefore) entry.reloadedAt.push(Date.now())
				connectedBefore = true
				entry.history.push(`${seconds()} s ${socket.recovered ? 'recuperado' : 'conectado'}`)
			})
			socket.on('disconnect', (reason) => entry.history.push(`${seconds()} s ${reason}`))
			socketOf.set(user.id, entry)
			sockets.push(socket)
		}
	}
	return sockets
}

/** Counts a failed attempt in the phase; `detail`, when given, is what the send remembers as its first answer. */
const countError = (kind: string, send?: Send, detail = kind) => {
	phase.errors[kind] = (phase.errors[kind] ?? 0) + 1
	if (!send) return
	send.failures.push(`${seconds()} s ${kind}`)
	send.firstAnswer ??= detail
}

/** Sends one message of the load, from either side of `pair` in turn, first to one instance then the other. */
function sendMessage(apps: App[], pair: Pair, seq: number) {
	// pair after pair, then the other way round: every sender of both sides takes its turn
	const fromCraftsman = Math.floor(seq / PAIRS) % 2 === 0
	const [sender, receiver] = fromCraftsman ? [pair.craftsman, pair.client] : [pair.client, pair.craftsman]
	return sendUntilAcknowledged(
		`fallo ${seq} ${randomBytes(3).toString('hex')}`,
		sender,
		receiver,
		(attempt) => apps[(seq + attempt) % apps.length]!,
	)
}

/**
 * Sends `text` until it is acknowledged, to `target(attempt)` each time, with the same clientKey:
 * a network error, a cut answer or a 5xx is retried, a 429 after its Retry-After, another 4xx never.
 */
async function sendUntilAcknowledged(text: string, sender: User, receiver: User, target: (attempt: number) => App) {
	const send: Send = {
		text,
		key: randomBytes(12).toString('hex'),
		phase: phase.name,
		acked: false,
		delivered: false,
		attempts: 0,
		failures: [],
		receiverId: receiver.id,
	}
	sends.set(send.text, send)
	for (let attempt = 0; attempt < 40 && !send.acked; attempt++) {
		const app = target(attempt)
		send.attempts++
		try {
			const response = await fetchWithin(
				`${app.url}/api/conversations`,
				{
					method: 'POST',
					headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${sender.token}` },
					body: JSON.stringify({ receiver: receiver.id, message: send.text, clientKey: send.key }),
				},
				10_000,
			)
			const body = jsonOf<{ data?: { _id?: string; createdAt?: string } }>(response)
			if (response.status < 300 && body?.data?._id) {
				send.acked = true
				send.messageId = body.data._id
				send.acknowledged = `${seconds()} s por ${app.name}`
				send.createdAtMs = Date.parse(body.data.createdAt ?? '')
				send.firstAnswer ??= 'ok'
				break
			}
			if (response.status < 300) {
				// the answer was cut (its body never arrived whole): as a transport failure, sent again
				countError('respuesta cortada', send)
			} else if (response.status === 429) {
				// the chat's own limit: a real app waits as long as it is told, then sends again
				countError('http 429', send)
				const waitSeconds = Number(response.headers.get('Retry-After')) || 1
				await sleep(Math.min(waitSeconds, 30) * 1000)
				continue
			} else {
				const refusal = response.status === 503 && response.headers.has('Retry-After')
				countError(`http ${response.status}`, send, refusal ? 'http 503 con Retry-After' : undefined)
				if (response.status < 500) break // refused: never retried, never counted as acknowledged
			}
		} catch (error) {
			const cause = (error as { cause?: { code?: string } }).cause
			countError(cause?.code ?? (error as Error).name, send)
		}
		await sleep(Math.min(250 * 2 ** attempt, 2_000))
	}
	return send
}

function load(apps: () => App[], pairs: Pair[]) {
	let stopped = false
	let seq = 0
	const inFlight = new Set<Promise<unknown>>()
	const loop = (async () => {
		const t0 = performance.now()
		while (!stopped) {
			const due = t0 + (seq * 1000) / RATE
			const wait = due - performance.now()
			if (wait > 0) await sleep(wait)
			const pair = pairs[seq % pairs.length]!
			const pending = sendMessage(apps(), pair, seq++)
			inFlight.add(pending)
			void pending.finally(() => inFlight.delete(pending))
		}
	})()
	return {
		/** sends not yet acknowledged or given up (each retries for up to ~8 minutes) */
		pending: () => inFlight.size,
		/** Stops sending; true when every send in flight finished within `limitMs`. */
		async stop(limitMs: number) {
			stopped = true
			await loop
			return Promise.race([Promise.all(inFlight).then(() => true), sleep(limitMs).then(() => false)])
		},
	}
}

/**
 * Waits (up to `limitMs`) until the retries of the previous fault are through, so that each fault
 * starts from the steady light load: on a loaded machine a backlog of hundreds of retried sends
 * otherwise meets the next fault (199 requests in flight at the SIGTERM, more than a drain's 8 s).
 */
async function settle(chat: ReturnType<typeof load>, limitMs = 60_000) {
	const t0 = performance.now()
	while (chat.pending() > RATE && performance.now() - t0 < limitMs) await sleep(250)
	say(`${chat.pending()} envíos en curso (esperado ${Math.round(performance.now() - t0)} ms a que bajen)`)
}

/** Waits until every socket is connected, at most `limitMs`; the milliseconds it waited. */
async function allConnected(list: Socket[], limitMs: number) {
	const t0 = performance.now()
	while (list.some((socket) => !socket.connected) && performance.now() - t0 < limitMs) await sleep(250)
	return Math.round(performance.now() - t0)
}

// ---------------------------------------------------------------- the run

const failures: string[] = []
const check = (ok: boolean, message: string) => {
	console.log(`${ok ? '  ✓' : '  ✗'} ${message}`)
	if (!ok) failures.push(message)
}

if (spawnSync('redis-server', ['--version']).status !== 0) {
	console.error('redis-server no está instalado (apt-get install redis-server)')
	process.exit(1)
}
// the instances serve the production build: build it from this tree (FAULT_SKIP_BUILD=1 when fresh)
if (
	process.env.FAULT_SKIP_BUILD !== '1' &&
	spawnSync('npx', ['remix', 'vite:build'], { stdio: 'inherit' }).status !== 0
) {
	console.error('npm run build falló')
	process.exit(1)
}

let redis = startRedis()
// a hung run must not hang CI: after 8 minutes everything started here is killed and the run fails
setTimeout(() => {
	console.error('FALLÓ: la prueba no terminó en 8 minutos')
	for (const child of processes()) child.kill('SIGKILL')
	const pidFile = path.join(PG_DIR, 'postmaster.pid')
	if (existsSync(pidFile)) process.kill(Number(readFileSync(pidFile, 'utf8').split('\n')[0]), 'SIGINT')
	process.exit(1)
}, 480_000).unref()
const apps: App[] = []
let proxy: App | null = null
const processes = () => [redis, ...apps.map((a) => a.child), ...(proxy ? [proxy.child] : [])]
let sockets: Socket[] = []
try {
	say(`Redis en ${REDIS_PORT}, PostgreSQL embebido en ${PG_PORT}, instancias en ${APP_PORT} y ${APP_PORT_B}`)
	// the first instance owns the embedded PostgreSQL (starts and restarts it), the second reuses it
	apps.push(startApp('a', APP_PORT))
	await untilReady(apps[0]!, 180_000)
	apps.push(startApp('b', APP_PORT_B))
	await untilReady(apps[1]!, 60_000, { redis: true })
	const pairs = await preparePairs()
	const chatSockets = openSockets(apps, pairs)
	sockets = [...chatSockets]
	// the load starts once every socket is in: a push to one still connecting is on its page already
	const socketsIn = await allConnected(chatSockets, 60_000)
	say(`${pairs.length * 2} sockets (conectados en ${socketsIn} ms), ${RATE} mensajes/s`)

	setPhase('normal')
	// the proxy phase sends everything through nginx instead of straight to the instances
	let via: App[] | null = null
	const chat = load(() => via ?? apps, pairs)
	await sleep(5_000)
	await settle(chat)

	setPhase('Redis caído 5 s')
	redis.kill('SIGKILL')
	// each instance notices on its next command or ping: look for up to 4 s
	let duringRedis: Awaited<ReturnType<typeof health>>[] = []
	for (let waited = 0; waited < 4_000; waited += 250) {
		await sleep(250)
		duringRedis = await Promise.all(apps.map(health))
		if (duringRedis.every((h) => h.body.redis === 'unreachable')) break
	}
	check(
		duringRedis.every((h) => h.status === 200 && h.body.redis === 'unreachable'),
		`sin Redis, las dos instancias siguen listas e informan redis: unreachable (${duringRedis.map((h) => `${h.status} ${h.body.redis}`).join(', ')})`,
	)
	// sign-in is rate limited in Redis: without it the limiter counts in memory and answers
	const login = await fetch(`${apps[0]!.url}/api/auth/login`, {
		method: 'POST',
		headers: { 'Content-Type': 'application/json' },
		body: JSON.stringify({ email: 'nadie@example.com', password: 'no-es-la-clave' }),
		signal: AbortSignal.timeout(15_000),
	}).then(
		(r) => r.status,
		() => 0,
	)
	check(login > 0 && login < 500, `sin Redis el inicio de sesión limitado responde (${login}, sin error)`)
	await sleep(2_000)
	redis = startRedis()
	const redisBack = Math.max(...(await Promise.all(apps.map((app) => untilReady(app, 60_000, { redis: true })))))
	say(`Redis de vuelta; las instancias reconectadas en ${Math.round(redisBack)} ms`)
	await sleep(3_000)
	await settle(chat)

	setPhase('PostgreSQL muerto (SIGKILL)')
	const postmaster = Number(readFileSync(path.join(PG_DIR, 'postmaster.pid'), 'utf8').split('\n')[0])
	process.kill(postmaster, 'SIGKILL')
	await sleep(300)
	const duringPg = await health(apps[1]!)
	check(duringPg.status === 503, `sin base de datos la instancia responde 503 en /healthcheck (${duringPg.status})`)
	const livePg = await fetch(`${apps[1]!.url}/healthcheck?live`).then((r) => r.status)
	check(livePg === 200, 'y sigue viva en /healthcheck?live')
	const pgPhase = phase
	const pgBack = Math.max(...(await Promise.all(apps.map((app) => untilReady(app, 60_000)))))
	say(`PostgreSQL rearrancado por la instancia a; las dos listas en ${Math.round(pgBack)} ms`)
	await sleep(3_000)
	await settle(chat)

	setPhase('SIGTERM a b con peticiones en curso')
	const b = apps[1]!
	// 20 clients post to b as it gets the signal; each retries on a (b is gone) until acknowledged
	const burst = pairs
		.slice(0, 20)
		.map((pair, i) =>
			sendUntilAcknowledged(
				`en curso ${i} ${randomBytes(3).toString('hex')}`,
				pair.client,
				pair.craftsman,
				(attempt) => (attempt === 0 ? b : apps[0]!),
			),
		)
	await sleep(50)
	b.child.kill('SIGTERM')
	const shutdownStart = performance.now()
	const exitCode = await b.exit
	say(`b cerró en ${Math.round(performance.now() - shutdownStart)} ms con código ${exitCode}`)
	const bLog = readFileSync(b.log, 'utf8')
	const inFlightAtSignal = Number(
		/SIGTERM: cerrando \((\d+) peticiones en curso\)/.exec(bLog.split('SIGTERM').slice(-2).join('SIGTERM'))?.[1] ?? NaN,
	)
	check(exitCode === 0, 'b sale con código 0')
	check(
		!/peticiones cortadas/.test(bLog.slice(bLog.lastIndexOf('SIGTERM: cerrando'))),
		`b terminó sus ${inFlightAtSignal} peticiones en curso antes de salir (ninguna cortada)`,
	)
	const burstSends = await Promise.race([Promise.all(burst), sleep(60_000).then(() => [] as Send[])])
	// b answers each one or refuses it cleanly: a 503 with Retry-After from admission control when
	// the burst and the load outrun its limits, or a connection it never read a request from (the
	// drain's own log, above, tells whether it cut one it had read)
	const firstAnswers: Record<string, number> = {}
	for (const s of burstSends) firstAnswers[s.firstAnswer ?? '?'] = (firstAnswers[s.firstAnswer ?? '?'] ?? 0) + 1
	const clean = (answer = '?') =>
		answer === 'ok' ||
		answer === 'http 503 con Retry-After' ||
		!/^(http |respuesta cortada|TimeoutError|\?)/.test(answer)
	check(
		burstSends.length === 20 && burstSends.every((s) => clean(s.firstAnswer)),
		`las 20 peticiones lanzadas a b al recibir la señal, respondidas o rechazadas limpiamente, ninguna cortada ni con error (${JSON.stringify(firstAnswers)})`,
	)
	check(
		burstSends.length === 20 && burstSends.every((s) => s.acked),
		`y las 20 acabaron confirmadas, las rechazadas reintentadas en a (${burstSends.filter((s) => s.acked).length}/20)`,
	)
	// the process manager starts it again; its sockets reconnect and recover what they missed
	apps[1] = startApp('b', APP_PORT_B)
	const bBack = await untilReady(apps[1], 60_000, { redis: true })
	say(`b de vuelta en ${Math.round(bBack)} ms`)
	await sleep(3_000)

	await settle(chat)

	setPhase('nginx: reinicio de a y luego de b')
	proxy = startProxy()
	await untilReady(proxy, 15_000)
	via = [proxy]
	// Socket.IO through the proxy: long polling upgraded to a WebSocket, and a WebSocket at once
	const proxied = await Promise.all(
		[['polling', 'websocket'], ['websocket']].map(
			(transports) =>
				new Promise<string>((resolve) => {
					const socket = connect(proxy!.url, { transports, auth: { token: pairs[0]!.client.token } })
					sockets.push(socket)
					const timer = setTimeout(() => resolve('sin conexión en 15 s'), 15_000)
					socket.on('connect', () =>
						socket.io.engine.once('upgrade', () => {
							clearTimeout(timer)
							resolve(socket.io.engine.transport.name)
						}),
					)
					socket.on('connect', () => {
						if (socket.io.engine.transport.name === 'websocket') {
							clearTimeout(timer)
							resolve('websocket')
						}
					})
				}),
		),
	)
	check(
		proxied.every((transport) => transport === 'websocket'),
		`Socket.IO a través de nginx acaba en WebSocket (${proxied.join(', ')})`,
	)
	await sleep(2_000)
	for (const index of [0, 1]) {
		const app = apps[index]!
		app.child.kill('SIGTERM')
		const code = await app.exit
		check(code === 0, `${app.name} detrás de nginx se detiene con código 0`)
		// behind the proxy the instance trusts its one hop (deploy/nginx.conf)
		apps[index] = startApp(app.name, app.port, { TRUST_PROXY_HOPS: '1' })
		const back = await untilReady(apps[index], 90_000, { redis: true })
		say(`${app.name} reiniciada detrás de nginx, lista en ${Math.round(back)} ms`)
		await sleep(3_000)
	}
	await settle(chat)
	const proxyPhase = phases.at(-1)!
	const throughProxy = [...sends.values()].filter((s) => s.phase === proxyPhase.name)
	const proxyFailures = Object.values(proxyPhase.errors).reduce((sum, n) => sum + n, 0)
	say(
		`a través de nginx: ${throughProxy.length} envíos, ${proxyFailures} peticiones fallidas y reintentadas (${JSON.stringify(proxyPhase.errors)})`,
	)
	const proxyAsset = await fetch(`${proxy.url}/healthcheck`).then((r) => r.status)
	check(proxyAsset === 200, `nginx sigue sirviendo tras los dos reinicios (${proxyAsset})`)
	// goodput through nginx under overload: closed-loop clients on a rendered public page, first as
	// many as saturate the two instances, then 8× as many; served (2xx) per second must stay ≥ 0.9
	// (medians of two alternating rounds each, so a busy neighbour slows both sides alike)
	const page = `${proxy.url}/encontraroficial/electricista/Madrid`
	const saturating = 16
	// nginx's access log from here on: which upstreams each request went to ("$upstream_status")
	const accessLog = path.join(DATA, 'nginx', 'access.log')
	const logFrom = existsSync(accessLog) ? statSync(accessLog).size : 0
	const [atCapacity, atOverload]: LoadFigures[][] = [[], []]
	await measure(page, { connections: saturating, seconds: 2 }) // warm up
	for (let round = 0; round < 2; round++) {
		atCapacity.push(await measure(page, { connections: saturating, seconds: 4 }))
		atOverload.push(await measure(page, { connections: 8 * saturating, seconds: 4 }))
	}
	const served = (rounds: LoadFigures[]) => median(rounds.map((round) => round.requestsPerSecond))
	const goodput = served(atOverload) / served(atCapacity)
	const overloadP95 = median(atOverload.map((round) => round.p95))
	// goodput is a ratio of one run, checked; the admitted p95 is a time, printed (a loaded CI machine
	// serves a fraction of a quiet one: 1.6 s was seen at load 3 with the ratio at 1.27)
	check(
		goodput >= 0.9,
		`a través de nginx con ${8 * saturating} clientes se sirve ${goodput.toFixed(2)} de la capacidad (${served(atOverload).toFixed(0)} / ${served(atCapacity).toFixed(0)} 2xx/s; p95 ${overloadP95.toFixed(0)} ms; 503/s ${median(atOverload.map((round) => round.refusedPerSecond)).toFixed(0)}; carga ${loadavg()[0]!.toFixed(1)})`,
	)
	// a 503 is an instance refusing work under overload: sent on to the other instance it doubles the
	// load where it is highest (deploy/nginx.conf retries connection failures only). A request nginx
	// passed to two instances logs both answers: "503, 200"
	const overloadLines = existsSync(accessLog)
		? readFileSync(accessLog)
				.subarray(logFrom)
				.toString()
				.split('\n')
				.filter((line) => line.includes('/encontraroficial/'))
		: []
	const retried503 = overloadLines.filter((line) => /"503, /.test(line)).length
	check(
		overloadLines.length > 0 && retried503 === 0,
		`nginx no reintenta en la otra instancia un 503 por sobrecarga (${retried503} de ${overloadLines.length} peticiones reintentadas)`,
	)
	via = null

	// live pushes after the faults: once every socket is back (a push to one still reconnecting
	// waits for its session's recovery, or for the app's reload of the conversation)
	const socketsBack = await allConnected(chatSockets, 30_000)
	check(
		chatSockets.every((socket) => socket.connected),
		`los ${chatSockets.length} sockets vuelven a estar conectados (${chatSockets.filter((socket) => socket.connected).length} tras ${socketsBack} ms)`,
	)
	setPhase('normal tras los fallos')
	await sleep(5_000)
	const finished = await chat.stop(90_000)
	check(
		finished,
		`los envíos terminaron (confirmados o abandonados) en 90 s tras parar la carga (${chat.pending()} seguían)`,
	)
	for (let waited = 0; waited < 10_000 && [...sends.values()].some((s) => s.acked && !s.delivered); waited += 250)
		await sleep(250)

	// ------------------------------------------------------------ figures and checks
	const { prisma } = await import('#app/lib/db.server.ts')
	const texts = [...sends.keys()]
	const stored = await prisma.message.groupBy({ by: ['text'], where: { text: { in: texts } }, _count: { _all: true } })
	const storedCount = new Map(stored.map((row) => [row.text, row._count._all]))
	console.log(
		'\nfase                                   enviados  confirmados  guardados  entregados  reconexiones  errores (reintentados)',
	)
	for (const p of phases) {
		const list = [...sends.values()].filter((s) => s.phase === p.name)
		const errors = Object.entries(p.errors)
			.map(([kind, n]) => `${kind}: ${n}`)
			.join(', ')
		console.log(
			`${p.name.padEnd(38)} ${String(list.length).padStart(8)}  ${String(list.filter((s) => s.acked).length).padStart(11)}  ${String(list.filter((s) => storedCount.has(s.text)).length).padStart(9)}  ${String(list.filter((s) => s.delivered).length).padStart(10)}  ${String(p.reconnections).padStart(12)}  ${errors || '—'}`,
		)
	}
	const all = [...sends.values()]
	const acked = all.filter((s) => s.acked)
	const lost = acked.filter((s) => !storedCount.has(s.text))
	const duplicated = [...storedCount.values()].filter((n) => n > 1).length
	const lastPhase = all.filter((s) => s.phase === 'normal tras los fallos' && s.acked)
	console.log(
		`\ntotal: ${all.length} enviados, ${acked.length} confirmados, ${acked.length - lost.length} guardados, ${acked.filter((s) => s.delivered).length} entregados por socket; carga media ${loadavg()[0]!.toFixed(1)} en ${cpus().length} núcleos\n`,
	)
	for (const send of all.filter((s) => !s.acked).slice(0, 5))
		console.log(
			`  sin confirmar: «${send.text}» (${send.phase}), ${send.attempts} intentos: ${send.failures.join('; ')}`,
		)
	// A push that never reached its socket is made good when the page reloads after the message was
	// written (every reconnection, and «resync» once Redis is back: use-socket.ts). Reported, not
	// checked: docs/operations.md «Fault suite».
	const reloadedAfter = (s: Send) => socketOf.get(s.receiverId)?.reloadedAt.some((at) => at >= s.createdAtMs!) ?? false
	const undelivered = acked.filter((s) => !s.delivered)
	const unseen = undelivered.filter((s) => !reloadedAfter(s))
	for (const send of unseen.slice(0, 8)) {
		const receiver = socketOf.get(send.receiverId)
		console.log(
			`  sin entregar: «${send.text}» (${send.phase}), confirmado a ${send.acknowledged}; su receptor en ${receiver?.at}: ${receiver?.history.join(', ')}`,
		)
	}
	check(
		acked.length === all.length,
		`todo mensaje enviado acabó confirmado tras reintentos (${acked.length}/${all.length})`,
	)
	const viaProxy = all.filter((s) => s.phase === 'nginx: reinicio de a y luego de b')
	check(
		viaProxy.length > 0 && viaProxy.every((s) => s.acked),
		`detrás de nginx, con a y b reiniciadas, toda petición fallida en el proxy se reintentó con éxito (${viaProxy.filter((s) => s.acked).length}/${viaProxy.length} confirmados)`,
	)
	check(lost.length === 0, `ningún mensaje confirmado se perdió (${lost.length} perdidos)`)
	check(duplicated === 0, `ningún reintento duplicó un mensaje (${duplicated} duplicados)`)
	say(
		`avisos sin entregar: ${undelivered.length}, de ellos ${undelivered.length - unseen.length} cubiertos por una recarga posterior (reconexión o «resync») y ${unseen.length} sin ver hasta el próximo aviso`,
	)
	check(
		lastPhase.every((s) => s.delivered),
		`tras los fallos los avisos en directo vuelven: ${lastPhase.filter((s) => s.delivered).length}/${lastPhase.length} entregados`,
	)
	check(
		!pgPhase.errors['http 500'],
		`sin base de datos ninguna respuesta fue 500 (${pgPhase.errors['http 500'] ?? 0} con 500, ${pgPhase.errors['http 503'] ?? 0} con 503)`,
	)
	// nor in any other phase: behind nginx, the database stops with the instance a that owns it
	const with500 = phases.filter((p) => p.errors['http 500']).map((p) => `${p.name}: ${p.errors['http 500']}`)
	check(with500.length === 0, `en ninguna fase respondió nadie 500 (${with500.join(', ') || 'ninguna'})`)
	const finalHealth = await Promise.all(apps.map(health))
	check(
		finalHealth.every((h) => h.status === 200 && h.body.redis === 'ok'),
		'al final las dos instancias están listas, con base de datos y Redis, sin que nadie interviniera',
	)
	await prisma.$disconnect()
} catch (error) {
	failures.push(error instanceof Error ? error.message : String(error))
	console.error(error)
} finally {
	sockets.forEach((socket) => socket.disconnect())
	// the instances stop as in production: SIGTERM; the first stops the embedded PostgreSQL last
	for (const app of [...apps].reverse()) {
		if (app.child.exitCode === null) {
			app.child.kill('SIGTERM')
			await Promise.race([app.exit, sleep(25_000)])
		}
	}
	if (proxy && proxy.child.exitCode === null) {
		proxy.child.kill('SIGQUIT') // nginx's graceful stop
		await Promise.race([proxy.exit, sleep(5_000)])
	}
	for (const child of processes()) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
	if (existsSync(path.join(PG_DIR, 'postmaster.pid'))) {
		const pid = Number(readFileSync(path.join(PG_DIR, 'postmaster.pid'), 'utf8').split('\n')[0])
		try {
			process.kill(pid, 'SIGINT')
		} catch {
			// already gone
		}
	}
}
say(failures.length ? `FALLÓ: ${failures.length} comprobaciones` : 'todo bien')
process.exit(failures.length ? 1 : 0)
