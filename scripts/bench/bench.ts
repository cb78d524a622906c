// npm run bench: the job feed with a distance filter, the craftsman search and the home page under
// load, next to the same SQL served by a minimal node:http + pg server
// (scripts/bench/baseline-server.ts), on a large data set; the radius query's latency distribution
// on an idle server; then each query's plan.
// Not a test: it prints figures. Medians of BENCH_ROUNDS rounds, as these machines are noisy.
//
//   npm run bench                       1,000,000 jobs and 100,000 craftsmen (loaded once, kept)
//   BENCH_SCALE=0.05 npm run bench      a 5 % data set, for a quick look
//
// Connections: autocannon opens BENCH_POOL connections (10), and both servers get a database pool
// of that size (the product through DATABASE_POOL_MAX), so each request in flight has its own
// database connection: the figures measure the servers, not a queue in front of a smaller pool.
// autocannon, both servers and PostgreSQL share the machine's cores; the report prints the load.
//
// DATABASE_URL: use that server (its data is changed: rows with ids 'scale-…' are added);
// otherwise an embedded PostgreSQL under .data/bench on BENCH_PG_PORT. The servers listen on
// BENCH_APP_PORT and BENCH_BASELINE_PORT.
import { execSync, spawn, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import pg from 'pg'
import { prepareDatabase } from '#server/database/prepare.server.ts'
import { countScaleRows, FULL_SCALE, loadScaleData } from '#scripts/bench/scale-data.ts'
import { isClean, type LoadFigures, measure, medianFigures, waitForHealthy } from './load.ts'
import { machineNote, percentile } from './stats.ts'
import { DEFAULT_POSTAL_CODES_FILE } from '#app/lib/env.server.ts'

const scale = Number(process.env.BENCH_SCALE ?? 1)
const rounds = Number(process.env.BENCH_ROUNDS ?? 3)
const seconds = Number(process.env.BENCH_SECONDS ?? 10)
const connections = Number(process.env.BENCH_POOL ?? 10)
const queryRuns = Number(process.env.BENCH_QUERY_RUNS ?? 500)
// The radius query at 1 M jobs, p95 at most 20 ms
const RADIUS_QUERY_P95_BUDGET_MS = 20
const size = {
	jobs: Math.round(FULL_SCALE.jobs * scale),
	craftsmen: Math.round(FULL_SCALE.craftsmen * scale),
	clients: Math.round(FULL_SCALE.clients * scale),
}
const APP_PORT = Number(process.env.BENCH_APP_PORT ?? 3390)
const BASELINE_PORT = Number(process.env.BENCH_BASELINE_PORT ?? 3391)
const RADIUS_KM = 25
const CITY = 'Madrid'
const SERVICE = 'electricista'

const log = (message: string) => console.log(`· ${message}`)

const database = await prepareDatabase({
	databaseUrl: process.env.DATABASE_URL || undefined,
	embeddedDir: '.data/bench/postgres',
	embeddedPort: Number(process.env.BENCH_PG_PORT ?? 54319),
	postalCodesFile: process.env.POSTAL_CODES_FILE ?? DEFAULT_POSTAL_CODES_FILE,
	seedDemoData: true,
	log,
})
process.env.DATABASE_URL = database.url
// why: after DATABASE_URL is set (the feed's statement comes from the product's module, which has a db client)
const { craftsmanSearchQuery, feedQuery, homeQueries, placeLookupQuery } = await import('./baseline-queries.ts')
const children: ChildProcess[] = []
try {
	const present = await countScaleRows(database.url)
	if (present.jobs !== size.jobs || present.craftsmen !== size.craftsmen) {
		log(`cargando ${size.jobs} trabajos y ${size.craftsmen} oficiales… (${machineNote('la carga')})`)
		const started = performance.now()
		await loadScaleData(database.url, size, log)
		log(`datos cargados en ${((performance.now() - started) / 1000).toFixed(0)} s; ${machineNote('la carga')}`)
	} else {
		log(`datos ya cargados: ${present.jobs} trabajos, ${present.craftsmen} oficiales`)
	}
	const client = new pg.Client({ connectionString: database.url })
	await client.connect()
	await client.query('VACUUM ANALYZE') // as autovacuum would have done on a live database
	// the place as the product finds it from the name (searchPlaces' best match)
	const place = (await client.query(placeLookupQuery(CITY, 1))).rows[0]
	const service = (await client.query(`SELECT id FROM "Service" WHERE slug = $1`, [SERVICE])).rows[0]

	// The radius query alone (the feed's one statement: page and capped count), one at a time on one
	// warm connection, before any server runs
	const feed = feedQuery(place, RADIUS_KM)
	const timings: number[] = []
	for (let run = 0; run < 20; run++) await client.query(feed) // warm the cache
	for (let run = 0; run < queryRuns; run++) {
		const started = performance.now()
		await client.query(feed)
		timings.push(performance.now() - started)
	}
	console.log(
		`\nConsulta de radio (${RADIUS_KM} km de ${CITY}, ${size.jobs} trabajos), ${queryRuns} ejecuciones seguidas, servidor en reposo:`,
	)
	console.log(machineNote('este proceso'))
	console.log(`| consulta | p50 ms | p95 ms | p99 ms | máx ms | presupuesto p95 |`)
	console.log(`| --- | --- | --- | --- | --- | --- |`)
	console.log(
		`| feed: página y recuento | ${percentile(timings, 0.5).toFixed(1)} | ${percentile(timings, 0.95).toFixed(1)} | ${percentile(timings, 0.99).toFixed(1)} | ${Math.max(...timings).toFixed(1)} | ≤ ${RADIUS_QUERY_P95_BUDGET_MS} ms |`,
	)

	if (!existsSync('build/server/server.js')) execSync('npx remix vite:build', { stdio: 'inherit' })
	const common = {
		...process.env,
		DATABASE_URL: database.url,
		REDIS_URL: '',
		SEED_DEMO_DATA: 'false',
		DATABASE_POOL_MAX: String(connections),
		BENCH_POOL: String(connections),
	}
	children.push(
		spawn('node', ['build/server/server.js'], {
			env: { ...common, NODE_ENV: 'production', OPERATOR_PLACEHOLDERS: 'true', PORT: String(APP_PORT) },
			stdio: 'ignore',
			detached: true,
		}),
	)
	children.push(
		spawn('npx', ['tsx', 'scripts/bench/baseline-server.ts'], {
			env: {
				...common,
				PORT: String(BASELINE_PORT),
				BENCH_CITY: CITY,
				BENCH_SERVICE: SERVICE,
				BENCH_RADIUS_KM: String(RADIUS_KM),
			},
			stdio: 'ignore',
			detached: true,
		}),
	)
	await Promise.all([
		waitForHealthy(`http://localhost:${APP_PORT}/healthcheck`),
		waitForHealthy(`http://localhost:${BASELINE_PORT}/health`),
	])

	const app = `http://localhost:${APP_PORT}`
	const baseline = `http://localhost:${BASELINE_PORT}`
	const targets = [
		{
			name: `feed de trabajos, ${RADIUS_KM} km de ${CITY}`,
			ours: `${app}/api/get_jobs?Place_Name=${CITY}&distance=${RADIUS_KM}&pageSize=20&pageNumber=1`,
			base: `${baseline}/jobs`,
		},
		{
			name: `búsqueda de oficiales (${SERVICE}, ${CITY})`,
			ours: `${app}/api/find_handymans/?service=${SERVICE}&city=${CITY}`,
			base: `${baseline}/craftsmen`,
		},
		{ name: 'página de inicio (HTML)', ours: `${app}/`, base: `${baseline}/home` },
	]
	console.log(
		`\n${size.jobs} trabajos, ${size.craftsmen} oficiales; ${connections} conexiones (= conexiones del pool de cada servidor), ${rounds} rondas de ${seconds} s, medianas`,
	)
	console.log(`${machineNote('autocannon (el generador de carga)')}\n`)
	console.log(
		'| petición | servidor | servidas (2xx)/s | p50 ms | p95 ms | p99 ms | no 2xx / errores (rondas no limpias) | ratio req/s | carga 1 min |',
	)
	console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |')
	for (const target of targets) {
		for (const url of [target.ours, target.base]) await measure(url, { connections: 10, seconds: 2 }) // warm up
		const ours: LoadFigures[] = []
		const base: LoadFigures[] = []
		for (let round = 0; round < rounds; round++) {
			ours.push(await measure(target.ours, { connections, seconds }))
			base.push(await measure(target.base, { connections, seconds }))
		}
		const [o, b] = [medianFigures(ours), medianFigures(base)]
		// medians of the clean rounds only; the others are counted here, not averaged in
		const failed = (all: LoadFigures[]) =>
			`${all.reduce((sum, f) => sum + f.non2xx, 0)} / ${all.reduce((sum, f) => sum + f.errors, 0)} (${all.filter((f) => !isClean(f)).length} de ${all.length})`
		const row = (label: string, f: LoadFigures, all: LoadFigures[], ratio: string) =>
			`| ${target.name} | ${label} | ${f.requestsPerSecond.toFixed(0)} | ${f.p50.toFixed(0)} | ${f.p95.toFixed(0)} | ${f.p99.toFixed(0)} | ${failed(all)} | ${ratio} | ${f.load.toFixed(2)} |`
		console.log(row('producto', o, ours, (o.requestsPerSecond / b.requestsPerSecond).toFixed(2)))
		console.log(row('node:http + pg', b, base, '1.00'))
	}

	console.log(`\nAl terminar la carga: ${machineNote('autocannon (el generador de carga)')}`)
	console.log('\nPlanes de las consultas (EXPLAIN ANALYZE):')
	const plans = [
		{ name: 'feed: lugar', query: placeLookupQuery(CITY, 1) },
		{ name: 'feed: página y recuento', query: feed },
		{ name: 'búsqueda de oficiales', query: craftsmanSearchQuery(service.id, place) },
		...homeQueries.map((query, index) => ({ name: `inicio ${index + 1}`, query })),
	]
	for (const { name, query } of plans) {
		const { rows } = await client.query({
			text: `EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${query.text}`,
			values: query.values,
		})
		console.log(`\n— ${name}\n${rows.map((row) => row['QUERY PLAN']).join('\n')}`)
	}
	await client.end()
} finally {
	// each child leads its own process group (npx → tsx → node): end the whole group
	for (const child of children) if (child.pid) process.kill(-child.pid, 'SIGTERM')
	await new Promise((resolve) => setTimeout(resolve, 1500))
	await database.stop()
}
