// npm run bench:prices (price guides): how long the nightly refresh of the price statistics takes
// over the scale data set with one accepted offer per job, and the server time of the pages that
// read them (a cost guide and a find-a-craftsman page, figures in place). Prints figures; no
// assertions (the goal for 1,000,000 jobs: a refresh within 30 s).
//
//   BENCH_SCALE=1        size of the data set (1 = 1,000,000 jobs), loaded once under .data/bench-prices
//   BENCH_ROUNDS=3       refreshes timed
//   BENCH_SECONDS=5      seconds of requests per page (one connection: the server time of one request)
//   BENCH_PG_PORT, BENCH_APP_PORT  ports of the embedded PostgreSQL and of the app
import { type ChildProcess, execSync } from 'node:child_process'
import { loadavg } from 'node:os'
import pg from 'pg'
import { refreshPriceStatsWith } from '#app/models/prices/refresh-stats.server.ts'
import { createPrismaClient } from '#app/lib/prisma-client.server.ts'
import { prepareDatabase } from '#server/database/prepare.server.ts'
import { countScaleRows, FULL_SCALE, loadScaleData } from '#scripts/bench/scale-data.ts'
import { measure } from './load.ts'
import { startBuiltServer, stopServer, untilReady } from './server.ts'
import { median } from './stats.ts'
import { DEFAULT_POSTAL_CODES_FILE } from '#app/lib/env.server.ts'

const scale = Number(process.env.BENCH_SCALE ?? 1)
const rounds = Number(process.env.BENCH_ROUNDS ?? 3)
const seconds = Number(process.env.BENCH_SECONDS ?? 5)
const pgPort = Number(process.env.BENCH_PG_PORT ?? 15054)
const appPort = Number(process.env.BENCH_APP_PORT ?? 15055)
const size = {
	jobs: Math.round(FULL_SCALE.jobs * scale),
	craftsmen: Math.round(FULL_SCALE.craftsmen * scale),
	clients: Math.round(FULL_SCALE.clients * scale),
}
const load = () =>
	loadavg()
		.map((value) => value.toFixed(2))
		.join(' ')
const log = (message: string) => console.log(`· ${message}`)
const seconds1 = (ms: number) => `${(ms / 1000).toFixed(1)} s`

const database = await prepareDatabase({
	databaseUrl: process.env.DATABASE_URL || undefined,
	embeddedDir: '.data/bench-prices/postgres',
	embeddedPort: pgPort,
	postalCodesFile: process.env.POSTAL_CODES_FILE ?? DEFAULT_POSTAL_CODES_FILE,
	seedDemoData: true,
	log,
})
let server: ChildProcess | undefined
const client = new pg.Client({ connectionString: database.url })
await client.connect()
const prisma = createPrismaClient(database.url)
try {
	const present = await countScaleRows(database.url)
	if (present?.jobs !== size.jobs || present?.craftsmen !== size.craftsmen) {
		log(`cargando ${size.jobs} trabajos y ${size.craftsmen} oficiales…`)
		await loadScaleData(database.url, size, log)
	}
	const offers = (await client.query<{ n: number }>(`SELECT count(*)::int AS n FROM "Offer" WHERE id LIKE 'scale-%'`))
		.rows[0]!.n
	if (offers !== size.jobs) {
		const started = performance.now()
		// one accepted offer per job, the day after it, from one of the craftsmen: prices spread
		// like real quotes (log-normal around a few hundred euros)
		await client.query(`DELETE FROM "Offer" WHERE id LIKE 'scale-%'`)
		await client.query(
			`INSERT INTO "Offer" (id, "jobId", "craftsmanId", price, status, "createdAt", "updatedAt")
			 SELECT 'scale-offer-' || substr(j.id, 11), j.id, 'scale-craftsman-' || (1 + abs(hashtext(j.id)) % $1::int),
			        round((exp(5.5 + random() * 2.5))::numeric, 2), 'accepted', j."createdAt" + interval '1 day', now()
			 FROM "Job" j WHERE j.id LIKE 'scale-job-%'`,
			[size.craftsmen],
		)
		await client.query('VACUUM ANALYZE "Offer"')
		log(`ofertas aceptadas: ${size.jobs} en ${seconds1(performance.now() - started)}`)
	}
	console.log(`\n${size.jobs} trabajos con una oferta aceptada cada uno; carga al empezar ${load()}\n`)
	const times: number[] = []
	for (let round = 0; round < rounds; round++) {
		const started = performance.now()
		const { rows } = await refreshPriceStatsWith(prisma)
		times.push(performance.now() - started)
		log(`refresco ${round + 1}: ${seconds1(times.at(-1)!)}, ${rows} filas (carga ${load()})`)
	}
	console.log(
		`| refresco de las estadísticas | mediana ${seconds1(median(times))} | ${rounds} rondas | carga ${load()} |`,
	)

	// the product as `npm start` runs it (the compiled server), without its queue workers
	execSync('node scripts/ensure-build.mjs', { stdio: 'inherit' })
	server = startBuiltServer({
		port: appPort,
		databaseUrl: database.url,
		dataDir: '.data/bench-prices',
		env: { QUEUE_WORKERS: 'false' },
	})
	await untilReady(`http://localhost:${appPort}/healthcheck`, server, 120_000)
	const app = `http://localhost:${appPort}`
	console.log('\n| página | p50 ms | p95 ms | req/s (1 conexión) | errores | carga |')
	console.log('| --- | --- | --- | --- | --- | --- |')
	for (const [name, path] of [
		['guía de precios, Madrid', '/cuanto-cuesta/pintar-un-piso?provincia=Madrid'],
		['oficiales de pintura en Madrid', '/encontraroficial/pintores/Madrid?cp=28001'],
		['GET /api/prices', '/api/prices?service=pintores&province=Madrid'],
	] as const) {
		await measure(`${app}${path}`, { connections: 1, seconds: 1 }) // warm up
		const figures = await measure(`${app}${path}`, { connections: 1, seconds })
		console.log(
			`| ${name} | ${figures.p50.toFixed(1)} | ${figures.p95.toFixed(1)} | ${figures.requestsPerSecond.toFixed(0)} | ${figures.errors + figures.non2xx} | ${load()} |`,
		)
	}
} finally {
	await stopServer(server)
	await prisma.$disconnect()
	await client.end()
	await database.stop()
}
