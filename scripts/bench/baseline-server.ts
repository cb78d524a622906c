// The baseline of the benchmark: the same SQL as the product, served by node:http and pg with
// nothing else (no framework, no ORM, no rendering). Our figures are read as ratios of this one.
import { createServer } from 'node:http'
import pg from 'pg'
import { runCraftsmanSearch, runHome, runJobFeed } from './baseline-queries.ts'

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 })
const near = { latitude: Number(process.env.BENCH_LAT), longitude: Number(process.env.BENCH_LON) }
const serviceId = process.env.BENCH_SERVICE_ID!
const radiusKm = Number(process.env.BENCH_RADIUS_KM)

const routes: Record<string, () => Promise<unknown>> = {
	'/jobs': () => runJobFeed(pool, near, radiusKm),
	'/craftsmen': () => runCraftsmanSearch(pool, serviceId, near),
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
