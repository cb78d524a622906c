// npm run bench:memory: what one instance costs, started as `npm start` starts it (the compiled
// server, the same node flags) against an external PostgreSQL holding the demo data. Per run:
// start-up to ready (spawn → /healthcheck 200), resident memory once ready and after a few pages,
// and with 1,000 Socket.IO clients connected. Prints each run and the medians, with the load
// average (the sockets' clients run in this process, on the same two cores).
// BENCH_RUNS (3), BENCH_SOCKETS (1000), BENCH_PG_PORT (15046), BENCH_APP_PORT (3046).
import { readFileSync } from 'node:fs'
import { io as connect, type Socket } from 'socket.io-client'
import { prepareDemoDatabase, startBuiltServer, startFlags, stopServer, untilReady } from './server.ts'
import { machineNote, median } from './stats.ts'

const RUNS = Number(process.env.BENCH_RUNS ?? 3)
const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 1000)
const APP_PORT = Number(process.env.BENCH_APP_PORT ?? 3046)
const TARGETS = { readyMb: 200, socketsMb: 300, startMs: 3_000 }
const PAGES = ['/', '/pie/aviso-legal', '/encontraroficial/electricista/Madrid', '/api/get_jobs', '/healthcheck']

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Resident memory of `pid` in MB, from /proc (what `ps` and the kernel count). */
function residentMb(pid: number) {
	const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1])
	return kb / 1024
}

async function openSockets(url: string, count: number) {
	const sockets: Socket[] = []
	let connected = 0
	// in batches: a thousand handshakes at once would measure the burst, not the held sockets
	for (let i = 0; i < count; i += 100) {
		const batch = Array.from({ length: Math.min(100, count - i) }, () => {
			const socket = connect(url, { transports: ['websocket'], reconnection: false })
			sockets.push(socket)
			return new Promise<void>((resolve) => {
				socket.once('connect', () => (connected++, resolve()))
				socket.once('connect_error', () => resolve())
			})
		})
		await Promise.all(batch)
	}
	return { sockets, connected }
}

const database = await prepareDemoDatabase('.data/bench-memory', Number(process.env.BENCH_PG_PORT ?? 15046))
const flags = startFlags()
console.log(`node ${flags.join(' ')} build/server/server.js, ${RUNS} arranques, ${SOCKETS} sockets`)
type Run = { startMs: number; readyMb: number; pagesMb: number; socketsMb: number; connected: number }
const runs: Run[] = []
try {
	for (let run = 0; run < RUNS; run++) {
		const url = `http://127.0.0.1:${APP_PORT}`
		const child = startBuiltServer({ port: APP_PORT, databaseUrl: database.url, dataDir: '.data/bench-memory' })
		try {
			const startMs = await untilReady(`${url}/healthcheck`, child)
			await sleep(1_000) // the queue workers' first poll, timers settling
			const readyMb = residentMb(child.pid!)
			for (let i = 0; i < 3; i++) for (const page of PAGES) await (await fetch(`${url}${page}`)).arrayBuffer()
			const pagesMb = residentMb(child.pid!)
			const { sockets, connected } = await openSockets(url, SOCKETS)
			await sleep(2_000)
			const socketsMb = residentMb(child.pid!)
			sockets.forEach((socket) => socket.disconnect())
			runs.push({ startMs, readyMb, pagesMb, socketsMb, connected })
			console.log(
				`arranque ${run + 1}: listo en ${Math.round(startMs)} ms; ${readyMb.toFixed(0)} MB listo, ${pagesMb.toFixed(0)} MB tras ${PAGES.length * 3} páginas, ${socketsMb.toFixed(0)} MB con ${connected} sockets`,
			)
		} finally {
			await stopServer(child)
		}
	}
} finally {
	await database.stop()
}
const pick = (key: keyof Run) => median(runs.map((run) => run[key]))
console.log(`\n| medida (mediana de ${runs.length}) | valor | objetivo |`)
console.log('| --- | --- | --- |')
console.log(`| arranque hasta listo | ${Math.round(pick('startMs'))} ms | ≤ ${TARGETS.startMs} ms |`)
console.log(
	`| memoria residente, listo con los datos de demostración | ${pick('readyMb').toFixed(0)} MB | ≤ ${TARGETS.readyMb} MB |`,
)
console.log(`| … tras servir páginas | ${pick('pagesMb').toFixed(0)} MB | |`)
console.log(`| … con ${SOCKETS} sockets abiertos | ${pick('socketsMb').toFixed(0)} MB | ≤ ${TARGETS.socketsMb} MB |`)
console.log(machineNote('el cliente de los sockets'))
process.exit(0)
