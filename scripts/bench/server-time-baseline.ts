// The baseline of `npm run bench:server`: node:http + pg running the product's SQL for the same
// requests (the feed's statement is built by the product's own feedPageSql), with no framework and no ORM, but rendering the home page's data into HTML (escaped,
// as any server must), so that the ratio measures our overhead, not the cost of HTML itself.
import { createServer } from 'node:http'
import pg from 'pg'
import { feedPageSql } from '#app/models/jobs/job-feed.server.ts'
import { runHome } from './baseline-queries.ts'

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 20 })
const near = { latitude: Number(process.env.BENCH_LAT), longitude: Number(process.env.BENCH_LON) }
const radiusKm = Number(process.env.BENCH_RADIUS_KM)

const escape = (text: unknown) =>
	String(text ?? '').replace(
		/[&<>"']/g,
		(char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
	)

function page(title: string, body: string) {
	return `<!DOCTYPE html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(title)}</title><link rel="stylesheet" href="/assets/app.css"></head><body><header><a href="/">Reformas</a><nav><a href="/encontraroficial">Buscar profesionales</a><a href="/publicartrabajo">Publicar trabajo</a><a href="/iniciar-sesion">Iniciar sesión</a></nav></header><main id="contenido">${body}</main><footer><a href="/pie/aviso-legal">Aviso legal</a><a href="/pie/politica-de-privacidad">Privacidad</a></footer></body></html>`
}

async function homeHtml() {
	const { jobs, craftsmen, services } = await runHome(pool)
	const list = (items: string[]) => `<ul>${items.join('')}</ul>`
	return page(
		'Reformas · Encuentra profesionales para tu hogar',
		`<section><h1>Encuentra profesionales para tu hogar</h1></section>` +
			`<section><h2>Servicios populares</h2>${list(services.map((s) => `<li><a href="/encontraroficial/${escape(s.slug)}"><span>${escape(s.icon)}</span>${escape(s.name)}</a></li>`))}</section>` +
			`<section><h2>Últimos trabajos publicados</h2>${list(
				jobs.map(
					(j) =>
						`<li><article><h3>${escape(j.serviceTitle ?? j.otherTitle ?? j.name)}</h3><p>${escape(j.name)} · ${escape(j.placeName)}</p><p>${escape(j.squareMeters)} m²</p><time datetime="${new Date(j.createdAt).toISOString()}">${new Date(j.createdAt).toLocaleDateString('es-ES')}</time></article></li>`,
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
	'/jobs': async () => {
		const statement = feedPageSql(
			{ near, radiusKm, distanceFrom: null, viewerId: null, page: 1, pageSize: 20 },
			{ count: true },
		)
		const { rows } = await pool.query(statement.text, statement.values)
		return { type: 'application/json', body: JSON.stringify({ data: rows, total: rows[0]?.total ?? 0 }) }
	},
	'/home': async () => ({ type: 'text/html; charset=utf-8', body: await homeHtml() }),
	'/legal': async () => ({ type: 'text/html; charset=utf-8', body: legalHtml }),
	'/health': async () => ({ type: 'application/json', body: '{"ok":true}' }),
}

createServer((request, response) => {
	const route = routes[new URL(request.url ?? '/', 'http://localhost').pathname]
	if (!route) return response.writeHead(404).end()
	route().then(
		({ type, body }) => response.writeHead(200, { 'Content-Type': type }).end(body),
		(error: Error) => response.writeHead(500).end(error.message),
	)
}).listen(Number(process.env.PORT))
