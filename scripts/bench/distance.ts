// npm run bench:distance: the job feed's radius statement (feedPageSql, page and count) on the cube
// functions of migration 20261128210001 (geo_point/geo_box/geo_meters, index PostalCode_geo_idx)
// against the same statement on earthdistance (ll_to_earth/earth_box/earth_distance, index
// PostalCode_earth_idx) as it ran before, on one data set. Not a test: it prints figures.
// Rounds alternate old and new, BENCH_QUERY_RUNS runs each on one warm connection; the report gives
// each round's medians, the median ratio old/new, the load, and both plans.
//
//   BENCH_SCALE=0.2 npm run bench:distance   200,000 jobs (the default); 1 = a million
//
// An embedded PostgreSQL under .data/bench-distance on BENCH_PG_PORT (earthdistance is installed
// there only to compare), or DATABASE_URL (its data is changed: rows with ids 'scale-…' are added).
import pg from 'pg'
import { DEFAULT_POSTAL_CODES_FILE } from '#app/lib/env.server.ts'
import { prepareDatabase } from '#server/database/prepare.server.ts'
import { countScaleRows, FULL_SCALE, loadScaleData } from './scale-data.ts'
import { machineNote, median } from './stats.ts'

const scale = Number(process.env.BENCH_SCALE ?? 0.2)
const rounds = Number(process.env.BENCH_ROUNDS ?? 5)
const runs = Number(process.env.BENCH_QUERY_RUNS ?? 200)
const RADIUS_KM = 25
const CITIES = ['Madrid', 'Valencia', 'Lugo']
const log = (message: string) => console.log(`· ${message}`)

const database = await prepareDatabase({
	databaseUrl: process.env.DATABASE_URL || undefined,
	embeddedDir: '.data/bench-distance/postgres',
	embeddedPort: Number(process.env.BENCH_PG_PORT ?? 54320),
	postalCodesFile: process.env.POSTAL_CODES_FILE ?? DEFAULT_POSTAL_CODES_FILE,
	seedDemoData: false,
	log,
})
process.env.DATABASE_URL = database.url
// why: after DATABASE_URL is set (the feed's statement comes from the product's module)
const { feedQuery, placeLookupQuery } = await import('./baseline-queries.ts')

/** The statement as it was on earthdistance: the same text with the old functions. */
const onEarthdistance = (text: string) =>
	text
		.replaceAll('geo_point(', 'll_to_earth(')
		.replaceAll('geo_box(', 'earth_box(')
		.replaceAll('geo_meters(', 'earth_distance(')

const client = new pg.Client({ connectionString: database.url })
try {
	const size = {
		jobs: Math.round(FULL_SCALE.jobs * scale),
		craftsmen: Math.round(FULL_SCALE.craftsmen * scale),
		clients: Math.round(FULL_SCALE.clients * scale),
	}
	const present = await countScaleRows(database.url)
	if (present.jobs !== size.jobs || present.craftsmen !== size.craftsmen) {
		log(`cargando ${size.jobs} trabajos… (${machineNote('la carga')})`)
		await loadScaleData(database.url, size, log)
	}
	await client.connect()
	await client.query('CREATE EXTENSION IF NOT EXISTS earthdistance')
	await client.query(
		`CREATE INDEX IF NOT EXISTS "PostalCode_earth_idx" ON "PostalCode" USING gist (ll_to_earth("latitude", "longitude"))`,
	)
	await client.query('VACUUM ANALYZE')

	const queries = []
	for (const city of CITIES) {
		const place = (await client.query(placeLookupQuery(city, 1))).rows[0]
		const current = feedQuery(place, RADIUS_KM)
		queries.push({ city, current, old: { text: onEarthdistance(current.text), values: current.values } })
	}
	const time = async (query: { text: string; values: unknown[] }) => {
		const started = performance.now()
		await client.query(query)
		return performance.now() - started
	}
	// the same rows both ways, before any timing
	for (const { city, current, old } of queries) {
		const [a, b] = [(await client.query(current)).rows, (await client.query(old)).rows]
		if (JSON.stringify(a) !== JSON.stringify(b)) throw new Error(`${city}: las dos consultas dan filas distintas`)
		log(`${city}: ${a[0]?.total ?? 0} trabajos a ${RADIUS_KM} km, las mismas filas por ambas vías`)
	}

	console.log(
		`\nFeed a ${RADIUS_KM} km (${CITIES.join(', ')}), ${size.jobs} trabajos; ${rounds} rondas de ${runs} ejecuciones por consulta:`,
	)
	console.log(machineNote('este proceso'))
	console.log('| ronda | earthdistance (antes) ms, mediana | cube (ahora) ms, mediana | antes/ahora |')
	console.log('| --- | --- | --- | --- |')
	const ratios: number[] = []
	for (let round = 1; round <= rounds; round++) {
		const times = { old: [] as number[], current: [] as number[] }
		for (let run = 0; run < runs; run++) {
			for (const query of queries) {
				// alternate which goes first, so neither always meets a warmer cache
				const order = run % 2 ? (['old', 'current'] as const) : (['current', 'old'] as const)
				for (const which of order) times[which].push(await time(query[which]))
			}
		}
		const ratio = median(times.old) / median(times.current)
		ratios.push(ratio)
		console.log(
			`| ${round} | ${median(times.old).toFixed(2)} | ${median(times.current).toFixed(2)} | ${ratio.toFixed(2)} |`,
		)
	}
	console.log(
		`\nantes/ahora, mediana de ${rounds} rondas: ${median(ratios).toFixed(2)} (1 = igual de rápido); ${machineNote('este proceso')}`,
	)

	for (const [label, query] of [
		['ahora (cube)', queries[0]!.current],
		['antes (earthdistance)', queries[0]!.old],
	] as const) {
		const plan = (await client.query({ text: `EXPLAIN ${query.text}`, values: query.values })).rows
			.map((row: { 'QUERY PLAN': string }) => row['QUERY PLAN'])
			.join('\n')
		const index = /PostalCode_(geo|earth)_idx/.exec(plan)?.[0] ?? 'ninguno'
		console.log(`\nPlan ${label}, ${CITIES[0]}: índice de los lugares = ${index}\n${plan}`)
	}
} finally {
	await client.end().catch(() => {})
	await database.stop()
}
