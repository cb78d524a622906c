// The baseline of the benchmark: the same SQL as the product, served by node:http and pg with
// nothing else (no framework, no ORM, no rendering). Our figures are read as ratios of this one.
// Its pool has BENCH_POOL connections, as many as the product's (DATABASE_POOL_MAX) in the bench.
import { createServer } from 'node:http'
import pg from 'pg'
import { runCraftsmanSearch, runHome, runJobFeed } from './baseline-queries.ts'

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.BENCH_POOL ?? 10) })
const city = process.env.BENCH_CITY!
const service = process.env.BENCH_SERVICE!
const radiusKm = Number(process.env.BENCH_RADIUS_KM)

const routes: Record<string, () => Promise<unknown>> = {
	'/jobs': () => runJobFeed(pool, city, radiusKm),
	'/craftsmen': () => runCraftsmanSearch(pool, service, city),
	'/home': () => runHome(pool),
	'/health': async () => ({ ok: true }),
}

createServer((request, response) => {
	const route = routes[new URL(request.url ?? '/', 'http://localhost').pathname]
	if (!route) return response.writeHead(404).end()
	route().then(
		(body) => response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(body)),
		(error: Error) => response.writeHead(500).end(error.message),
	)
}).listen(Number(process.env.PORT))
