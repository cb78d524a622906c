// npm run bench:server: server time of the home page, a page without queries and the
// job feed, each next to a node:http + pg baseline doing the same work (scripts/bench/
// baseline-server.ts: the same SQL; the home page rendered to HTML from the same data),
// loaded alternately in the same run, the product with production's admission limits (what
// operators run). Prints served answers (2xx) per second, the refusals (503) and errors beside
// them, the ratio per round, medians over the clean rounds (no answer other than 2xx on either
// side: a round with refusals measured something else and is marked, not averaged in) and `uptime`.
//
//   BENCH_SCALE=0.1      size of the data set (1 = 1,000,000 jobs), loaded once under .data/bench-server
//   BENCH_ROUNDS=3 BENCH_SECONDS=10 BENCH_CONNECTIONS=50
//   BENCH_PG_PORT, BENCH_APP_PORT, BENCH_BASE_PORT  ports (an embedded PostgreSQL, the two servers)
//   BENCH_CPU_PROF=dir   the product runs under `node --cpu-prof`; its profile lands in dir on exit
import { execSync, spawn, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { loadavg } from 'node:os'
import pg from 'pg'
import { prepareDatabase } from '#server/database/prepare.server.ts'
import { countScaleRows, FULL_SCALE, loadScaleData } from '#scripts/bench/scale-data.ts'
import { isClean, type LoadFigures, measure, waitForHealthy } from './load.ts'
import { median } from './stats.ts'
import { DEFAULT_POSTAL_CODES_FILE } from '#app/lib/env.server.ts'

const scale = Number(process.env.BENCH_SCALE ?? 0.1)
const rounds = Number(process.env.BENCH_ROUNDS ?? 3)
const seconds = Number(process.env.BENCH_SECONDS ?? 10)
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50)
const pgPort = Number(process.env.BENCH_PG_PORT ?? 15044)
const appPort = Number(process.env.BENCH_APP_PORT ?? 15045)
const basePort = Number(process.env.BENCH_BASE_PORT ?? 15046)
const cpuProfileDir = process.env.BENCH_CPU_PROF
const only = process.env.BENCH_ONLY // a target's key: home, legal, feed
const size = {
	jobs: Math.round(FULL_SCALE.jobs * scale),
	craftsmen: Math.round(FULL_SCALE.craftsmen * scale),
	clients: Math.round(FULL_SCALE.clients * scale),
}
const RADIUS_KM = 25
const CITY = 'Madrid'
const load = () =>
	loadavg()
		.map((value) => value.toFixed(2))
		.join(' ')
const log = (message: string) => console.log(`· ${message}`)

const database = await prepareDatabase({
	databaseUrl: process.env.DATABASE_URL || undefined,
	embeddedDir: '.data/bench-server/postgres',
	embeddedPort: pgPort,
	postalCodesFile: process.env.POSTAL_CODES_FILE ?? DEFAULT_POSTAL_CODES_FILE,
	seedDemoData: true,
	log,
})
const children: ChildProcess[] = []
try {
	const present = await countScaleRows(database.url)
	if (present.jobs !== size.jobs || present.craftsmen !== size.craftsmen) {
		log(`cargando ${size.jobs} trabajos y ${size.craftsmen} oficiales…`)
		await loadScaleData(database.url, size, log)
		const client = new pg.Client({ connectionString: database.url })
		await client.connect()
		await client.query('VACUUM ANALYZE')
		await client.end()
	}
	if (!existsSync('build/server/server.js')) execSync('npx remix vite:build', { stdio: 'inherit' })
	const common = { ...process.env, DATABASE_URL: database.url, REDIS_URL: '', SEED_DEMO_DATA: 'false' }
	const nodeFlags = cpuProfileDir ? ['--cpu-prof', `--cpu-prof-dir=${cpuProfileDir}`] : []
	children.push(
		spawn('node', [...nodeFlags, 'build/server/server.js'], {
			env: { ...common, NODE_ENV: 'production', OPERATOR_PLACEHOLDERS: 'true', PORT: String(appPort) },
			stdio: 'ignore',
			detached: true,
		}),
	)
	children.push(
		spawn('node', ['--import', 'tsx', 'scripts/bench/baseline-server.ts'], {
			env: { ...common, PORT: String(basePort), BENCH_CITY: CITY, BENCH_RADIUS_KM: String(RADIUS_KM) },
			stdio: 'ignore',
			detached: true,
		}),
	)
	await Promise.all([
		waitForHealthy(`http://localhost:${appPort}/healthcheck`),
		waitForHealthy(`http://localhost:${basePort}/health`),
	])
	const app = `http://localhost:${appPort}`
	const base = `http://localhost:${basePort}`
	const targets = [
		{ key: 'home', name: 'inicio (HTML, anónimo)', ours: `${app}/`, base: `${base}/home` },
		{ key: 'legal', name: '/pie/aviso-legal (sin consultas)', ours: `${app}/pie/aviso-legal`, base: `${base}/legal` },
		{
			key: 'feed',
			name: `/api/get_jobs, ${RADIUS_KM} km de ${CITY}`,
			ours: `${app}/api/get_jobs?Place_Name=${CITY}&distance=${RADIUS_KM}&pageSize=20&pageNumber=1`,
			base: `${base}/jobs`,
		},
	].filter((target) => !only || only.split(',').includes(target.key))
	console.log(
		`\n${size.jobs} trabajos; ${connections} conexiones, ${rounds} rondas de ${seconds} s; carga al empezar ${load()}\n`,
	)
	console.log(
		'| petición | producto 2xx/s | base 2xx/s | ratio | producto p50 ms | base p50 ms | rechazadas 503 / otros no 2xx / errores (producto) | rondas limpias | carga (1/5/15 min) |',
	)
	console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |')
	for (const target of targets) {
		for (const url of [target.ours, target.base]) await measure(url, { connections: 10, seconds: 2 }) // warm up
		const pairs: Array<{ ours: LoadFigures; base: LoadFigures }> = []
		for (let round = 0; round < rounds; round++) {
			const ours = await measure(target.ours, { connections, seconds })
			const baseFigures = await measure(target.base, { connections, seconds })
			pairs.push({ ours, base: baseFigures })
			const clean = isClean(ours) && isClean(baseFigures)
			log(
				`${target.key} ronda ${round + 1}: ${ours.requestsPerSecond.toFixed(0)} / ${baseFigures.requestsPerSecond.toFixed(0)} = ${(ours.requestsPerSecond / baseFigures.requestsPerSecond).toFixed(2)}; 503/s ${ours.refusedPerSecond.toFixed(0)}, no 2xx ${ours.non2xx} / ${baseFigures.non2xx}, errores ${ours.errors} / ${baseFigures.errors}${clean ? '' : ' — RONDA NO LIMPIA, fuera de la mediana'} (carga ${load()})`,
			)
		}
		const clean = pairs.filter((pair) => isClean(pair.ours) && isClean(pair.base))
		const pick = (f: (pair: (typeof pairs)[number]) => number) => (clean.length ? median(clean.map(f)) : NaN)
		const sum = (f: (figures: LoadFigures) => number) => pairs.reduce((total, pair) => total + f(pair.ours), 0)
		const refused = sum((f) => Math.round(f.refusedPerSecond * seconds))
		const failed = `${refused} / ${sum((f) => f.non2xx) - refused} / ${sum((f) => f.errors)}`
		console.log(
			`| ${target.name} | ${pick((p) => p.ours.requestsPerSecond).toFixed(0)} | ${pick((p) => p.base.requestsPerSecond).toFixed(0)} | ${pick((p) => p.ours.requestsPerSecond / p.base.requestsPerSecond).toFixed(2)} | ${pick((p) => p.ours.p50).toFixed(0)} | ${pick((p) => p.base.p50).toFixed(0)} | ${failed} | ${clean.length} de ${pairs.length} | ${load()} |`,
		)
	}
} finally {
	for (const child of children) if (child.pid) process.kill(-child.pid, 'SIGTERM')
	await new Promise((resolve) => setTimeout(resolve, 4000))
	await database.stop()
}
