// npm run bench:long-tasks: the main thread's long tasks while a dashboard page loads on a phone
// (390×844, CPU slowed 4× as Lighthouse's mobile test does), signed in as the demo account that uses
// it, beside the public home page measured the same way. Issue 39's goal: a lead list renders without
// a task over 50 ms. Prints, per page, the median over the runs of the longest task, of the number
// of tasks over 50 ms and of their blocking time (the sum of what each has over 50 ms), with the
// load average. A benchmark, not a test: it exits
// non-zero only when it cannot measure.
//
//   npm run bench:long-tasks                               builds if needed, starts the demo product
//   npm run bench:long-tasks -- --runs 7 --only listadeempleos
//   npm run bench:long-tasks -- --url http://localhost:3000 --profile .data/long-tasks
//
// --profile DIR writes a V8 CPU profile of each page's first run there (open it in Chromium's
// DevTools, Performance tab) to see what a long task is made of.
import { execFileSync } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { chromium } from '@playwright/test'
import { signInDemo, productToMeasure } from './demo-product.ts'
import { machineNote, median } from './stats.ts'

// The public home page first, measured the same way, as the reference: Lighthouse's phone test
// scores it 96–100, so a dashboard row reads against what a page we call fast does on these cores.
const PAGES: Array<{ pathname: string; email: string | null }> = [
	{ pathname: '/', email: null },
	...[
		'/tablero/oficial/listadeempleos',
		'/tablero/oficial',
		'/tablero/oficial/actividad',
		'/tablero/oficial/mensajes',
		'/tablero/oficial/pedidos',
	].map((pathname) => ({ pathname, email: 'oficial@demo.es' })),
	...['/tablero/cliente/trabajos', '/tablero/cliente/mensajes'].map((pathname) => ({
		pathname,
		email: 'cliente@demo.es',
	})),
]
const LONG_TASK_MS = 50
const CPU_SLOWDOWN = 4

const { values: options } = parseArgs({
	options: {
		runs: { type: 'string', default: '5' },
		only: { type: 'string' },
		url: { type: 'string' },
		profile: { type: 'string' },
	},
})
const runs = Number(options.runs)
if (!Number.isInteger(runs) || runs < 1 || runs > 20) throw new Error('--runs: un número entre 1 y 20')
// the reference is always measured
const pages = PAGES.filter(({ pathname }) => !options.only || pathname === '/' || pathname.includes(options.only))
if (pages.length < 2) throw new Error(`--only ${options.only}: ninguna página coincide`)

const product = await productToMeasure(options.url, {
	port: Number(process.env.LONG_TASKS_PORT ?? 3390),
	pgPort: Number(process.env.LONG_TASKS_PG_PORT ?? 54328),
})
const origin = product.origin
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' })
try {
	console.log(
		`\nTareas largas al cargar (390×844, CPU ${CPU_SLOWDOWN}× más lenta), ${runs} cargas por página; ${origin}`,
	)
	console.log(`${machineNote('Chromium')}\n`)
	if (!hasEmojiFont())
		console.log(
			'Aviso: sin fuente de emoji en color (Debian: fonts-noto-color-emoji), cada emoji es una búsqueda de fuente y las cifras no son las de un móvil.\n',
		)
	console.log('| página | tarea más larga ms | tareas > 50 ms | bloqueo ms | cargas |')
	console.log('| --- | --- | --- | --- | --- |')
	const sessions = new Map<string, string>()
	for (const { pathname, email } of pages) {
		if (email && !sessions.has(email)) sessions.set(email, await signInDemo(origin, email))
		const longest: number[] = []
		const counts: number[] = []
		const blocking: number[] = []
		for (let run = 0; run < runs; run++) {
			const context = await browser.newContext({
				viewport: { width: 390, height: 844 },
				isMobile: true,
				hasTouch: true,
			})
			if (email)
				await context.addCookies(
					sessions
						.get(email)!
						.split('; ')
						.map((pair) => {
							const [name, ...value] = pair.split('=')
							return { name: name!, value: value.join('='), url: origin }
						}),
				)
			// registered before any script of the page runs, so the first tasks (parsing, hydration) count
			await context.addInitScript(() => {
				const durations: number[] = []
				Object.assign(window, { __longTasks: durations })
				new PerformanceObserver((list) => {
					for (const entry of list.getEntries()) durations.push(entry.duration)
				}).observe({ type: 'longtask', buffered: true })
			})
			const page = await context.newPage()
			const cdp = await context.newCDPSession(page)
			await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
			const profiling = options.profile && run === 0
			if (profiling) {
				await cdp.send('Profiler.enable')
				await cdp.send('Profiler.start')
			}
			const response = await page.goto(`${origin}${pathname}`, { waitUntil: 'networkidle' })
			if (new URL(page.url()).pathname !== pathname || !response?.ok())
				throw new Error(`${pathname}: no se pudo medir como ${email ?? 'visitante'} (terminó en ${page.url()})`)
			await page.waitForTimeout(1_000) // what the page schedules after its load (the socket, lazy parts)
			const tasks = await page.evaluate(() => (window as unknown as { __longTasks: number[] }).__longTasks)
			if (profiling) {
				const { profile } = await cdp.send('Profiler.stop')
				mkdirSync(options.profile!, { recursive: true })
				const file = path.join(options.profile!, `${pathname.replaceAll('/', '_').replace(/^_/, '')}.cpuprofile`)
				writeFileSync(file, JSON.stringify(profile))
			}
			longest.push(Math.max(0, ...tasks))
			counts.push(tasks.filter((duration) => duration > LONG_TASK_MS).length)
			blocking.push(tasks.reduce((sum, duration) => sum + Math.max(0, duration - LONG_TASK_MS), 0))
			await context.close()
		}
		console.log(
			`| \`${pathname}\` | ${median(longest).toFixed(0)} | ${median(counts)} | ${median(blocking).toFixed(0)} | ${runs} |`,
		)
	}
	console.log(
		`\nObjetivo (issue 39): ninguna tarea de más de ${LONG_TASK_MS} ms en la lista de empleos, con la máquina en calma.`,
	)
	console.log(`Al terminar: ${machineNote('Chromium')}`)
} finally {
	await browser.close()
	product.stop()
}

/** Phones have a colour emoji font; a machine without one lays every emoji out slowly, as a box. */
function hasEmojiFont() {
	try {
		return execFileSync('fc-list', [':lang=und-zsye', 'family'], { encoding: 'utf8' }).trim() !== ''
	} catch {
		return true // no fontconfig to ask: say nothing
	}
}
