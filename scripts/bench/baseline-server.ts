// The one baseline of the benchmarks (`npm run bench`, `npm run bench:server`): node:http and pg
// running the product's own SQL for the same requests (the feed's statement is built by the
// product's feedPageSql), with no framework and no ORM, but rendering the home page's data into
// HTML (escaped, as any server must; dates through the product's formatDate), so that a ratio
// measures our overhead, not the cost of the work itself. Like the product, it looks the feed's
// place up once and keeps it.
//
//   PORT, DATABASE_URL, BENCH_POOL (connections, 20), BENCH_CITY, BENCH_SERVICE, BENCH_RADIUS_KM
import { createServer } from 'node:http'
import pg from 'pg'
import { formatDate } from '#app/lib/format.ts'
import { placeLookupQuery, runCraftsmanSearch, runHome, runJobFeed } from './baseline-queries.ts'

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.BENCH_POOL ?? 20) })
const city = process.env.BENCH_CITY ?? 'Madrid'
const service = process.env.BENCH_SERVICE ?? 'electricista'
const radiusKm = Number(process.env.BENCH_RADIUS_KM ?? 25)
const place = (await pool.query(placeLookupQuery(city, 1))).rows[0]
if (!place) throw new Error(`${city}: no such place`)

const escape = (text: unknown) =>
	String(text ?? '').replace(
		/[&<>"']/g,
		(char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
	)

function page(title: string, body: string) {
	return `<!DOCTYPE html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(title)}</title><link rel="stylesheet" href="/assets/app.css"></head><body><header><a href="/">Reformas</a><nav><a href="/encontraroficial">Buscar profesionales</a><a href="/publicartrabajo">Publicar trabajo</a><a href="/iniciar-sesion">Iniciar sesión</a></nav></header><main id="contenido">${body}</main><footer><a href="/pie/aviso-legal">Aviso legal</a><a href="/pie/politica-de-privacidad">Privacidad</a></footer></body></html>`
}

const list = (items: string[]) => `<ul>${items.join('')}</ul>`

function homeHtml({ jobs, craftsmen, services }: Awaited<ReturnType<typeof runHome>>) {
	return page(
		'Reformas · Encuentra profesionales para tu hogar',
		`<section><h1>Encuentra profesionales para tu hogar</h1></section>` +
			`<section><h2>Servicios populares</h2>${list(services.map((s) => `<li><a href="/encontraroficial/${escape(s.slug)}"><span>${escape(s.icon)}</span>${escape(s.name)}</a></li>`))}</section>` +
			`<section><h2>Últimos trabajos publicados</h2>${list(
				jobs.map(
					(j) =>
						`<li><article><h3>${escape(j.serviceTitle ?? j.otherTitle ?? j.name)}</h3><p>${escape(j.name)} · ${escape(j.placeName)}</p><p>${escape(j.squareMeters)} m²</p><time datetime="${new Date(j.createdAt).toISOString()}">${formatDate(j.createdAt)}</time></article></li>`,
				),
			)}</section>` +
			`<section><h2>Profesionales destacados</h2>${list(craftsmen.map((c) => `<li><a href="/oficial/${escape(c.companySlug)}">${escape(c.companyName)}</a> ${escape(c.placeName)} ${Number(c.averageRating).toFixed(1)} (${c.reviewCount})</li>`))}</section>`,
	)
}

const legalHtml = page(
	'Aviso legal · Reformas',
	`<h1>Aviso legal</h1>${'<p>Texto legal del operador del sitio.</p>'.repeat(20)}`,
)

const routes: Record<string, () => Promise<{ type: string; body: string }>> = {
	'/jobs': async () => json(await runJobFeed(pool, place, radiusKm)),
	'/craftsmen': async () => json(await runCraftsmanSearch(pool, service, city)),
	'/home': async () => ({ type: 'text/html; charset=utf-8', body: homeHtml(await runHome(pool)) }),
	'/legal': async () => ({ type: 'text/html; charset=utf-8', body: legalHtml }),
	'/health': async () => json({ ok: true }),
}

const json = (body: unknown) => ({ type: 'application/json', body: JSON.stringify(body) })

createServer((request, response) => {
	const route = routes[new URL(request.url ?? '/', 'http://localhost').pathname]
	if (!route) return response.writeHead(404).end()
	route().then(
		({ type, body }) => response.writeHead(200, { 'Content-Type': type }).end(body),
		(error: Error) => response.writeHead(500).end(error.message),
	)
}).listen(Number(process.env.PORT))
