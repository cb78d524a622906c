// npm run bench:realtime: two app instances (separate processes, scripts/realtime-instance.ts)
// sharing PostgreSQL and Redis; many authenticated sockets split across both; messages between
// random pairs whose two sides sit on different instances, sent through POST /api/conversations
// at a steady rate. Prints messages per second, delivery latency (POST sent → getMessage received)
// p50/p95/p99, answers by kind (5xx, 4xx, network), and the memory each instance gains per 1,000
// connected sockets. Medians of the rounds, with the load average: the load generator shares the
// machine's cores with the two instances and PostgreSQL, so a busy machine shows in the figures.
// Senders are verified craftsmen with a plan in force and clients, so the craftsman gate refuses
// none of them (before, half the messages were 403s counted as lost). Not a test: it prints figures.
//
//   BENCH_SOCKETS=1000 BENCH_RATE=100 BENCH_SECONDS=10 BENCH_ROUNDS=3 npm run bench:realtime (the defaults)
//
// DATABASE_URL: use that database (users with emails bench-rt-…@example.com are replaced);
// otherwise an embedded PostgreSQL under .data/bench-realtime. REDIS_URL: default 127.0.0.1:6379.
import { randomBytes } from 'node:crypto'
import { cpus, loadavg } from 'node:os'
import { createClient } from 'redis'
import { io as connect, type Socket } from 'socket.io-client'
import { prepareDatabase } from '#prisma/db/prepare.ts'
import { type RealtimeInstance, spawnRealtimeInstance } from '../spawn-realtime-instance.ts'

const sockets = Number(process.env.BENCH_SOCKETS ?? 1000)
const rate = Number(process.env.BENCH_RATE ?? 100)
const seconds = Number(process.env.BENCH_SECONDS ?? 10)
const rounds = Number(process.env.BENCH_ROUNDS ?? 3)
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379'
const pairs = Math.floor(sockets / 2)
const log = (message: string) => console.log(`· ${message}`)

const database = await prepareDatabase({
	databaseUrl: process.env.DATABASE_URL || undefined,
	embeddedDir: '.data/bench-realtime/postgres',
	embeddedPort: Number(process.env.BENCH_PG_PORT ?? 54366),
	postalCodesFile: process.env.POSTAL_CODES_FILE ?? '../shared/data/es-postal-codes.csv',
	seedDemoData: false,
	log,
})
process.env.DATABASE_URL = database.url
const { prisma } = await import('#app/lib/db.server.ts')
const { issueTokens } = await import('#app/models/auth/api-tokens.server.ts')

type User = { id: string; token: string }
type Pair = { craftsman: User; client: User }

/**
 * `pairs` craftsman–client pairs, each with a conversation, fresh tokens. Every craftsman is
 * verified and has a plan in force: the gate lets each of their messages through.
 */
async function preparePairs(): Promise<Pair[]> {
	await prisma.user.deleteMany({ where: { email: { startsWith: 'bench-rt-' } } })
	const plan = await prisma.plan.findFirstOrThrow({ select: { id: true } })
	const emails = (role: string) =>
		Array.from({ length: pairs }, (_, i) => ({
			email: `bench-rt-${role}-${i}@example.com`,
			role: role as 'oficial' | 'cliente',
			name: `${role} ${i}`,
		}))
	await prisma.user.createMany({ data: [...emails('oficial'), ...emails('cliente')] })
	const users = await prisma.user.findMany({
		where: { email: { startsWith: 'bench-rt-' } },
		select: { id: true, email: true },
	})
	const byEmail = new Map(users.map((u) => [u.email, u.id]))
	const craftsmanIds = Array.from({ length: pairs }, (_, i) => byEmail.get(`bench-rt-oficial-${i}@example.com`)!)
	await prisma.craftsmanProfile.createMany({
		data: craftsmanIds.map((userId, i) => ({
			userId,
			companyName: `Bench ${i}`,
			companySlug: `bench-rt-${i}-${randomBytes(3).toString('hex')}`,
			status: 'verified' as const,
			verifiedAt: new Date(),
		})),
	})
	await prisma.subscription.createMany({
		data: craftsmanIds.map((userId) => ({
			userId,
			planId: plan.id,
			status: 'active' as const,
			startDate: new Date(),
			endDate: new Date(Date.now() + 30 * 86_400_000),
		})),
	})
	const result: Pair[] = []
	for (let i = 0; i < pairs; i++) {
		const craftsmanId = byEmail.get(`bench-rt-oficial-${i}@example.com`)!
		const clientId = byEmail.get(`bench-rt-cliente-${i}@example.com`)!
		await prisma.conversation.create({
			data: { participants: { create: [{ userId: craftsmanId }, { userId: clientId }] } },
		})
		const [a, b] = await Promise.all([issueTokens(craftsmanId), issueTokens(clientId)])
		result.push({
			craftsman: { id: craftsmanId, token: a.accessToken },
			client: { id: clientId, token: b.accessToken },
		})
	}
	return result
}

const percentile = (sorted: number[], p: number) =>
	sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN
const median = (values: number[]) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)]!
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function openSocket(url: string, token: string, onMessage: (text: string) => void) {
	const socket = connect(url, { transports: ['websocket'], reconnection: false, auth: { token } })
	await new Promise<void>((resolve, reject) => {
		socket.once('connect', () => resolve())
		socket.once('connect_error', reject)
	})
	socket.on('getMessage', (payload: { message: { text: string } }) => onMessage(payload.message.text))
	return socket
}

/**
 * Each instance's RSS (from /proc) and live JS memory (heap + buffers), after full collections
 * (three: one pass leaves garbage from finalizers, which made the per-socket figure negative).
 */
async function settledMemory(instances: RealtimeInstance[]) {
	let usage: NodeJS.MemoryUsage[] = []
	for (let pass = 0; pass < 3; pass++) {
		usage = await Promise.all(
			instances.map((i) =>
				fetch(`${i.url}/gc`, { method: 'POST' }).then((r) => r.json() as Promise<NodeJS.MemoryUsage>),
			),
		)
		await sleep(300)
	}
	return instances.map((i, k) => ({ rss: i.rssBytes(), live: usage[k]!.heapUsed + usage[k]!.external }))
}

/** POST /api/conversations as `sender`: the answer's kind. */
async function post(instance: RealtimeInstance, sender: User, receiver: User, text: string) {
	try {
		const response = await fetch(`${instance.url}/api/conversations`, {
			method: 'POST',
			headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${sender.token}` },
			body: JSON.stringify({ receiver: receiver.id, message: text, clientKey: randomBytes(8).toString('hex') }),
			signal: AbortSignal.timeout(20_000),
		})
		await response.arrayBuffer()
		return response.status >= 500 ? '5xx' : response.status >= 400 ? '4xx' : 'ok'
	} catch {
		return 'network'
	}
}

async function round(n: number, pairList: Pair[]) {
	const stream = `socket.io-bench-${randomBytes(4).toString('hex')}`
	const env = {
		DATABASE_URL: database.url,
		REDIS_URL,
		REALTIME_STREAM: stream,
		OUTBOX_DIR: '.data/bench-realtime/outbox',
	}
	const instances: RealtimeInstance[] = await Promise.all([spawnRealtimeInstance(env), spawnRealtimeInstance(env)])
	const open: Socket[] = []
	try {
		const sentAt = new Map<string, number>()
		const latencies: number[] = []
		let lastReceived = 0
		const onMessage = (text: string) => {
			const t0 = sentAt.get(text)
			if (t0 === undefined) return
			lastReceived = performance.now()
			latencies.push(lastReceived - t0)
			sentAt.delete(text)
		}
		// warm up (modules loaded on first use, JIT, database pools), then the baseline RSS
		const warm = await Promise.all([
			openSocket(instances[0]!.url, pairList[0]!.craftsman.token, onMessage),
			openSocket(instances[1]!.url, pairList[0]!.client.token, onMessage),
		])
		for (let i = 0; i < 20; i++) {
			sentAt.set(`warm ${i}`, performance.now())
			const toClient = i % 2 === 0
			await post(
				instances[toClient ? 0 : 1]!,
				toClient ? pairList[0]!.craftsman : pairList[0]!.client,
				toClient ? pairList[0]!.client : pairList[0]!.craftsman,
				`warm ${i}`,
			)
		}
		for (let waited = 0; sentAt.size > 0 && waited < 5000; waited += 100) await sleep(100)
		warm.forEach((s) => s.disconnect())
		latencies.length = 0
		await sleep(1500)
		const before = await settledMemory(instances)
		// craftsmen on instance 0, clients on instance 1: every message crosses instances
		for (let i = 0; i < pairList.length; i += 50) {
			const batch = pairList.slice(i, i + 50)
			const opened = await Promise.all(
				batch.flatMap((p) => [
					openSocket(instances[0]!.url, p.craftsman.token, onMessage),
					openSocket(instances[1]!.url, p.client.token, onMessage),
				]),
			)
			open.push(...opened)
		}
		const after = await settledMemory(instances)
		const per1000 = (key: 'rss' | 'live') =>
			median(instances.map((_, k) => ((after[k]![key] - before[k]![key]) / (open.length / 2)) * 1000)) / 1024 / 1024
		const loadBefore = loadavg()[0]!

		const total = rate * seconds
		const started = performance.now()
		const answers = { ok: 0, '5xx': 0, '4xx': 0, network: 0 }
		const posts: Promise<void>[] = []
		for (let seq = 0; seq < total; seq++) {
			const due = started + (seq * 1000) / rate
			const wait = due - performance.now()
			if (wait > 1) await sleep(wait)
			const pair = pairList[Math.floor(Math.random() * pairList.length)]!
			const fromCraftsman = Math.random() < 0.5
			const [sender, receiver, instance] = fromCraftsman
				? [pair.craftsman, pair.client, instances[0]!]
				: [pair.client, pair.craftsman, instances[1]!]
			const text = `bench ${n}:${seq}`
			sentAt.set(text, performance.now())
			posts.push(post(instance, sender, receiver, text).then((kind) => void answers[kind]++))
		}
		await Promise.all(posts)
		for (let waited = 0; sentAt.size > 0 && waited < 10_000; waited += 100) await sleep(100)
		const sorted = latencies.sort((x, y) => x - y)
		const figures = {
			sockets: open.length,
			sent: total,
			delivered: sorted.length,
			lost: total - sorted.length,
			failed: total - answers.ok,
			errors5xx: answers['5xx'],
			errors4xx: answers['4xx'],
			network: answers.network,
			load1: Math.max(loadBefore, loadavg()[0]!),
			perSecond: sorted.length / ((lastReceived - started) / 1000),
			p50: percentile(sorted, 50),
			p95: percentile(sorted, 95),
			p99: percentile(sorted, 99),
			rssMbPer1000: per1000('rss'),
			liveMbPer1000: per1000('live'),
		}
		log(
			`ronda ${n}: ${JSON.stringify(figures, (_, v: unknown) => (typeof v === 'number' ? Math.round(v * 10) / 10 : v))}`,
		)
		return figures
	} finally {
		open.forEach((s) => s.disconnect())
		await Promise.all(instances.map((i) => i.stop()))
		const redis = createClient({ url: REDIS_URL })
		await redis.connect()
		await redis.del(stream)
		await redis.quit()
	}
}

try {
	log(`${pairs * 2} sockets, ${rate} mensajes/s durante ${seconds} s, ${rounds} rondas`)
	const results: Array<Awaited<ReturnType<typeof round>>> = []
	for (let n = 1; n <= rounds; n++) results.push(await round(n, await preparePairs()))
	const m = (key: keyof (typeof results)[number]) =>
		median(results.map((r) => r[key])).toFixed(key.endsWith('Per1000') || key === 'load1' ? 1 : 0)
	console.log(
		`\nMedianas de ${rounds} rondas (${pairs * 2} sockets en 2 instancias, ${rate} mensajes/s pedidos, ${seconds} s):`,
	)
	console.log(
		`  mensajes/s entregados   ${m('perSecond')}   (de ${m('sent')} enviados; sin entregar ${m('lost')}, rechazados ${m('failed')})`,
	)
	console.log(`  respuestas              5xx ${m('errors5xx')}, 4xx ${m('errors4xx')}, sin respuesta ${m('network')}`)
	console.log(`  latencia p50/p95/p99    ${m('p50')} / ${m('p95')} / ${m('p99')} ms`)
	console.log(`  carga media (1 min)     ${m('load1')} en ${cpus().length} núcleos (el generador comparte la máquina)`)
	// live JS memory (heap + buffers after full collections) is the figure: RSS also moves with what
	// the allocator keeps or returns, and one round in several shows it shrinking while sockets open
	const rss = results.map((r) => r.rssMbPer1000.toFixed(0)).join(', ')
	console.log(
		`  por 1.000 sockets       memoria JS viva ${m('liveMbPer1000')} MB por instancia (RSS por ronda, ruidoso: ${rss} MB)`,
	)
} finally {
	await prisma.$disconnect()
	await database.stop()
}
