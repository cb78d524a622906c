// npm run lighthouse: Lighthouse's mobile defaults (simulated slow 4G, 4× CPU) on every public
// page and the dashboards (signed in as the demo accounts), several runs each, and a table of medians with the machine's load average. Not a test: it
// exits non-zero only when it cannot run, never on a score (scores move with the load; the byte
// budgets in e2e/page-weight.spec.ts are the deterministic check).
//
//   npm run lighthouse                                 builds if needed, starts the product with demo data
//   npm run lighthouse -- --runs 3 --only encontraroficial
//   npm run lighthouse -- --url http://localhost:3000  an instance already running (with demo data)
//   npm run lighthouse -- --save .data/lighthouse      each run's full report, to read its diagnostics
//
// The product started here listens on LIGHTHOUSE_PORT (3380) with its own embedded PostgreSQL on
// LIGHTHOUSE_PG_PORT (54318) under .data/demo-bench, so a developer's data is never touched.
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { launch } from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { CONTENT_PAGES, INTERACTIVE_PAGES } from '../e2e/public-pages.ts'
import { signInDemo, productToMeasure } from './bench/demo-product.ts'
import { loadAverage, machineNote, median } from './bench/stats.ts'

// the public pages of the byte budgets, the home page first, then the dashboards of issue 39's
// table, each signed in as the demo account that uses it (the session's cookie on every request)
type Target = { path: string; email?: string }
const PAGES: Target[] = [
	...['/', ...CONTENT_PAGES, ...INTERACTIVE_PAGES.filter((path) => path !== '/')].map((path) => ({ path })),
	...[
		'/tablero/oficial',
		'/tablero/oficial/listadeempleos',
		'/tablero/oficial/actividad',
		'/tablero/oficial/mensajes',
		'/tablero/oficial/pedidos',
		'/tablero/oficial/alertasdeempleo',
		'/tablero/oficial/cuenta',
	].map((path) => ({ path, email: 'oficial@demo.es' })),
	...['/tablero/cliente', '/tablero/cliente/trabajos', '/tablero/cliente/mensajes', '/tablero/cliente/cuenta'].map(
		(path) => ({ path, email: 'cliente@demo.es' }),
	),
]
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const

const { values: options } = parseArgs({
	options: {
		runs: { type: 'string', default: '5' },
		only: { type: 'string' }, // a part of the path: only the pages that contain it
		url: { type: 'string' },
		save: { type: 'string' }, // a folder: each run's full report (JSON) is written there, to read its diagnostics
	},
})
const runs = Number(options.runs)
if (!Number.isInteger(runs) || runs < 1 || runs > 20) throw new Error('--runs: un número entre 1 y 20')
const pages = PAGES.filter(({ path }) => !options.only || path.includes(options.only))
if (!pages.length) throw new Error(`--only ${options.only}: ninguna página coincide`)

type RunFigures = {
	scores: Record<(typeof CATEGORIES)[number], number>
	lcpMs: number
	tbtMs: number
	cls: number
	jsBytes: number
}

type Audit = { numericValue?: number; details?: object }

function figuresOf(lhr: { categories: Record<string, { score: number | null }>; audits: Record<string, Audit> }) {
	const details = lhr.audits['network-requests']?.details
	const requests = (details && 'items' in details ? details.items : []) as Array<{
		resourceType?: string
		transferSize?: number
	}>
	const numeric = (id: string) => lhr.audits[id]?.numericValue ?? NaN
	const score = (id: string) => Math.round((lhr.categories[id]?.score ?? NaN) * 100)
	return {
		scores: Object.fromEntries(CATEGORIES.map((id) => [id, score(id)])) as RunFigures['scores'],
		lcpMs: numeric('largest-contentful-paint'),
		tbtMs: numeric('total-blocking-time'),
		cls: numeric('cumulative-layout-shift'),
		jsBytes: requests
			.filter((request) => request.resourceType === 'Script')
			.reduce((sum, request) => sum + (request.transferSize ?? 0), 0),
	}
}

const failures: string[] = []
const product = await productToMeasure(options.url, {
	port: Number(process.env.LIGHTHOUSE_PORT ?? 3380),
	pgPort: Number(process.env.LIGHTHOUSE_PG_PORT ?? 54318),
})
const origin = product.origin
const chrome = await launch({
	chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
	chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
})
try {
	console.log(`\nLighthouse ${runs}× por página (móvil, valores por defecto), medianas; ${origin}`)
	console.log(`${machineNote('Lighthouse (con Chromium)')}\n`)
	console.log(
		'| página | rendimiento | accesibilidad | buenas prácticas | SEO | LCP ms | TBT ms | CLS | JS kB | carga 1 min | ejecuciones |',
	)
	console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |')
	const sessions = new Map<string, string>()
	for (const { path, email } of pages) {
		if (email && !sessions.has(email)) sessions.set(email, await signInDemo(origin, email))
		const cookie = email ? sessions.get(email) : undefined
		const results: RunFigures[] = []
		const loads: number[] = []
		const audited = new Map<string, string>() // the audits below 1 of the last run, to fix
		// a run whose trace could not be recorded (NO_NAVSTART, seen at load 20+) is tried again, up to twice
		for (let run = 0, retries = 0; run < runs; run++) {
			const result = await lighthouse(`${origin}${path}`, {
				port: chrome.port,
				output: 'json',
				logLevel: 'error',
				onlyCategories: [...CATEGORIES],
				...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
			})
			if (!result || result.lhr.runtimeError) {
				const message = `${path}: ${result?.lhr.runtimeError?.message ?? 'sin resultado'}`
				if (retries++ < 2) {
					console.error(`(se repite) ${message}`)
					run--
				} else failures.push(message)
				continue
			}
			// a session the server refused would measure the login page instead: a dashboard's run must end
			// on the dashboard itself
			const landed = new URL(result.lhr.finalDisplayedUrl).pathname
			if (email && landed !== path) {
				failures.push(`${path}: la sesión de ${email} no sirvió (terminó en ${landed})`)
				break
			}
			results.push(figuresOf(result.lhr))
			if (options.save) {
				mkdirSync(options.save, { recursive: true })
				const name = `${path.replaceAll('/', '_').replace(/^_/, '') || 'inicio'}-${run + 1}.json`
				writeFileSync(join(options.save, name), JSON.stringify(result.lhr))
			}
			loads.push(Number(loadAverage().split(' / ')[0]))
			for (const id of ['accessibility', 'best-practices', 'seo'])
				for (const ref of result.lhr.categories[id]?.auditRefs ?? []) {
					const audit = result.lhr.audits[ref.id]
					if (ref.weight > 0 && audit.score !== null && audit.score < 1) audited.set(ref.id, audit.title)
				}
		}
		if (!results.length) continue
		const m = (pick: (figures: RunFigures) => number) => median(results.map(pick))
		console.log(
			`| \`${path}\`${email ? ` (${email})` : ''} | ${m((f) => f.scores.performance)} | ${m((f) => f.scores.accessibility)} | ${m((f) => f.scores['best-practices'])} | ${m((f) => f.scores.seo)} | ${m((f) => f.lcpMs).toFixed(0)} | ${m((f) => f.tbtMs).toFixed(0)} | ${m((f) => f.cls).toFixed(3)} | ${(m((f) => f.jsBytes) / 1024).toFixed(1)} | ${median(loads).toFixed(2)} | ${results.length} |`,
		)
		for (const [id, title] of audited) console.log(`|  ↳ por corregir: ${id} (${title}) | | | | | | | | | | |`)
	}
	console.log(`\nObjetivo: rendimiento ≥ 98 y accesibilidad 100 en cada página, con la máquina en calma.`)
	console.log(`Al terminar: ${machineNote('Lighthouse (con Chromium)')}`)
} finally {
	chrome.kill()
	product.stop()
}
if (failures.length) {
	console.error(`\nNo se pudo medir:\n${failures.join('\n')}`)
	process.exitCode = 1
}
