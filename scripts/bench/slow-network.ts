// npm run bench:slow: the job wizard on a slow phone, measured in Debian's Chromium (Playwright)
// with Chrome DevTools' «Fast 3G» network preset and 4× CPU throttling, through the DevTools
// protocol. Not a test: it prints medians of several runs with the machine's load average.
//
//   · JavaScript on: a first visit of /publicartrabajo?servicio=pintores (cold cache), until the
//     wizard's first step is usable: shown and hydrated (React has attached its handlers).
//   · JavaScript off: each step's round trip (the plain form post, its redirect and the next page
//     loaded), through the whole wizard up to «Publicar» (each run publishes a job as a new guest).
//
//   npm run bench:slow                        starts the product with demo data (like npm run lighthouse)
//   npm run bench:slow -- --runs 3 --url http://localhost:3000
import { parseArgs } from 'node:util'
import { type BrowserContext, chromium, type Page } from '@playwright/test'
import { productToMeasure } from './demo-product.ts'
import { machineNote, median } from './stats.ts'

// Chrome DevTools' «Fast 3G» preset: 1.6 Mbps down and 750 kbps up at 90 %, 150 ms × 3.75 latency
const FAST_3G = {
	offline: false,
	latency: 150 * 3.75,
	downloadThroughput: ((1.6 * 1000 * 1000) / 8) * 0.9,
	uploadThroughput: ((750 * 1000) / 8) * 0.9,
}
const CPU_SLOWDOWN = 4
const SERVICE = 'pintores'

const { values: options } = parseArgs({
	options: { runs: { type: 'string', default: '5' }, url: { type: 'string' } },
})
const runs = Number(options.runs)
if (!Number.isInteger(runs) || runs < 1 || runs > 20) throw new Error('--runs: un número entre 1 y 20')

async function throttled(context: BrowserContext) {
	const page = await context.newPage()
	const cdp = await context.newCDPSession(page)
	await cdp.send('Network.enable')
	await cdp.send('Network.emulateNetworkConditions', FAST_3G)
	await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
	return page
}

/** ms from the start of the navigation until the first step is shown and hydrated. */
async function timeToUsableFirstStep(page: Page, origin: string) {
	await page.goto(`${origin}/publicartrabajo?servicio=${SERVICE}`, { waitUntil: 'commit' })
	const usableAt = await page.waitForFunction(
		() => {
			const form = [...document.forms].find((candidate) => candidate.textContent?.includes('Siguiente'))
			const shown = document.body?.textContent?.includes('Paso 1 de')
			// React 18 sets __reactProps$… on each element it has hydrated
			const hydrated = form && Object.keys(form).some((key) => key.startsWith('__reactProps'))
			return shown && hydrated ? performance.now() : false
		},
		undefined,
		{ polling: 50, timeout: 120_000 },
	)
	const firstPaint = await page.evaluate(
		() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
	)
	return { usable: (await usableAt.jsonValue()) as number, firstPaint }
}

/** Each step's round trip without JavaScript: from the click until the next page has loaded. */
async function wizardRoundTrips(page: Page, origin: string, run: number) {
	const trips: Array<[label: string, ms: number]> = []
	const submit = async (label: string, button: string, after: string) => {
		const started = performance.now()
		await page.getByRole('button', { name: button, exact: true }).click()
		await page.getByText(after).first().waitFor({ timeout: 120_000 })
		await page.waitForLoadState('load')
		trips.push([label, performance.now() - started])
	}
	await page.goto(`${origin}/publicartrabajo?servicio=${SERVICE}`)
	await page.getByText('Paso 1 de 8').waitFor()
	await page.getByLabel('Pintar una habitación').check()
	for (let step = 1; step <= 4; step++) await submit(`paso ${step} → ${step + 1}`, 'Siguiente', `Paso ${step + 1} de 8`)
	await page.getByLabel('Flexible (por defecto)').check()
	await submit('paso 5 → 6', 'Siguiente', 'Paso 6 de 8')
	await page.getByLabel('Correo electrónico').fill(`lenta.${Date.now()}.${run}@example.com`)
	await submit('paso 6 → 7', 'Siguiente', 'Paso 7 de 8')
	await page.getByLabel('Nombre').fill('Prueba Lenta')
	await page.getByLabel('Teléfono').fill('612 34 56 78')
	await submit('paso 7 → 8', 'Siguiente', 'Paso 8 de 8')
	await page.getByLabel('Código postal').fill('28001')
	await submit('paso 8: buscar el código postal', 'Buscar', 'Madrid (Madrid)')
	await page.getByLabel('Madrid (Madrid)').check()
	await submit('publicar → tablero', 'Puesta', 'Tu trabajo se ha publicado')
	return trips
}

const product = await productToMeasure(options.url, {
	port: Number(process.env.SLOW_PORT ?? 3380),
	pgPort: Number(process.env.SLOW_PG_PORT ?? 54318),
})
const origin = product.origin
const browser = await chromium.launch({
	executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
	args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking'],
})
const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'es-ES' }
try {
	console.log(
		`\nRed «Fast 3G» de DevTools (562,5 ms de latencia, 1,44 Mbps de bajada) y CPU ${CPU_SLOWDOWN}× más lenta`,
	)
	console.log(`${runs} ejecuciones, medianas; ${origin}`)
	console.log(`${machineNote('Chromium')}\n`)

	const usable: number[] = []
	const firstPaint: number[] = []
	for (let run = 0; run < runs; run++) {
		const context = await browser.newContext(phone) // a first visit: empty cache, no cookies
		const figures = await timeToUsableFirstStep(await throttled(context), origin)
		usable.push(figures.usable)
		firstPaint.push(figures.firstPaint)
		await context.close()
	}
	console.log('| con JavaScript | mediana ms | mín ms | máx ms |')
	console.log('| --- | --- | --- | --- |')
	for (const [label, values] of [
		['primer pintado con contenido (FCP)', firstPaint],
		[`primer paso del asistente usable (/publicartrabajo?servicio=${SERVICE})`, usable],
	] as const)
		console.log(
			`| ${label} | ${median(values).toFixed(0)} | ${Math.min(...values).toFixed(0)} | ${Math.max(...values).toFixed(0)} |`,
		)

	const trips = new Map<string, number[]>()
	for (let run = 0; run < runs; run++) {
		const context = await browser.newContext({ ...phone, javaScriptEnabled: false })
		for (const [label, ms] of await wizardRoundTrips(await throttled(context), origin, run))
			trips.set(label, [...(trips.get(label) ?? []), ms])
		await context.close()
	}
	console.log('\n| sin JavaScript: ida y vuelta de cada paso | mediana ms | mín ms | máx ms |')
	console.log('| --- | --- | --- | --- |')
	for (const [label, values] of trips)
		console.log(
			`| ${label} | ${median(values).toFixed(0)} | ${Math.min(...values).toFixed(0)} | ${Math.max(...values).toFixed(0)} |`,
		)
	console.log(`\nAl terminar: ${machineNote('Chromium')}`)
} finally {
	await browser.close()
	product.stop()
}
