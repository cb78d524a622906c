// Issue 18: pages to read ship no JavaScript and still work as plain HTML; the job wizard's popup,
// zod and conform load on first use; zod never trips the CSP; every public page stays within its
// byte budget (deterministic, unlike Lighthouse's scores: `npm run lighthouse` reports those).
import { gzipSync } from 'node:zlib'
import { type Page, type Response } from '@playwright/test'
import { expect, test } from './fixtures.ts'

const CONTENT_PAGES = [
	'/comofunciona',
	'/pie/aviso-legal',
	'/pie/politica-de-privacidad',
	'/pie/condiciones-de-uso',
	'/pie/politica-de-cookies',
	'/pie/accesibilidad',
]

// The table: JavaScript of a first visit on a phone, gzip-compressed, in kB (1,024 bytes).
const INTERACTIVE_BUDGET_KB = 95
const BUDGETS: Array<[path: string, kB: number]> = [
	...CONTENT_PAGES.map((path): [string, number] => [path, 0]),
	...[
		'/encontraroficial',
		'/encontraroficial/electricista',
		'/encontraroficial/electricista/madrid',
		'/oficial/reformas-moreno',
		'/cuanto-cuesta',
		'/cuanto-cuesta-pintar-un-piso',
		'/buscar-servicio', // (a query with one match redirects to the wizard)
	].map((path): [string, number] => [path, INTERACTIVE_BUDGET_KB]),
	// Not met since the merges of 25 Nov (issues 15 and 16: toast stack, skip link, carousel, shared
	// formats): the home page measured 96.5 kB. Held there so it cannot grow further; the goal stays
	// INTERACTIVE_BUDGET_KB (see README).
	['/', 97],
	// Not met yet: the two full-page forms load zod and conform with the page (~38 kB). Held at
	// today's weight so they cannot grow; the goal stays INTERACTIVE_BUDGET_KB (see README).
	['/publicartrabajo', 136], // 135.3 kB after the 25 Nov merges (terms notice, direct requests)
	['/publicartrabajo?servicio=electricista', 136], // the wizard's first step
	['/registrarse', 135],
]

function recordScripts(page: Page) {
	const scripts: string[] = []
	page.on('request', (request) => {
		if (request.resourceType() === 'script') scripts.push(request.url())
	})
	return scripts
}

test('the content pages load no script at all, not even an inline one', async ({ page }) => {
	const scripts = recordScripts(page)
	for (const path of CONTENT_PAGES) {
		const response = await page.goto(path)
		expect(response?.status(), path).toBe(200)
		expect(await response!.text(), path).not.toContain('<script')
		await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
		await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{50,}/)
	}
	expect(scripts).toEqual([])
})

test.describe('on a phone, without scripts', () => {
	test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

	test('the menu opens and the login link leads to the login page', async ({ page }) => {
		const scripts = recordScripts(page)
		await page.goto('/pie/aviso-legal')
		const menu = page.getByRole('navigation', { name: 'Principal' })
		await expect(menu).toBeHidden()
		await page.locator('label[for="menu-toggle"]').click()
		await expect(menu).toBeVisible()
		await expect(menu.getByRole('link', { name: 'Cómo funciona' })).toHaveAttribute('href', '/comofunciona')
		await page.screenshot({ path: 'test-results/content-page-menu-phone.png' })

		expect(scripts).toEqual([])
		await menu.getByRole('link', { name: 'Iniciar sesión' }).click()
		await expect(page).toHaveURL(/\/iniciar-sesion\?redirectTo=%2Fpie%2Faviso-legal$/)
	})
})

test('the wizard popup and its validation load on first use, and zod trips no CSP check', async ({ page }) => {
	await page.addInitScript(() => {
		const violations: string[] = []
		Object.assign(window, { cspViolations: violations })
		document.addEventListener('securitypolicyviolation', (event) => violations.push(event.violatedDirective))
	})
	const scripts = recordScripts(page)
	await page.goto('/')
	await page.waitForLoadState('networkidle')
	// zod and conform arrive as their own chunks: none of them before anyone publishes
	const validation = () => scripts.filter((url) => /\/(zod-jitless|job-wizard-dialog|job-wizard-step)-/.test(url))
	expect(validation()).toEqual([])
	await page.getByRole('link', { name: 'Publicar un trabajo gratis' }).click()
	const popup = page.getByRole('dialog', { name: 'Publicar un trabajo' })
	await popup.getByRole('button', { name: /Electricista/ }).click()
	await expect(popup.getByText(/Paso 1 de \d/)).toBeVisible()
	await popup.getByRole('button', { name: 'Siguiente' }).click() // client-side validation runs zod
	await expect(popup.getByText('¿Puedes responder esta pregunta?')).toBeVisible()
	expect(validation().length).toBeGreaterThan(0)
	expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([])
})

test.describe('byte budgets: first visit on a phone', () => {
	test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

	for (const [path, budget] of BUDGETS) {
		test(`${path} loads at most ${budget} kB of JavaScript (gzip)`, async ({ page }) => {
			// every script the page loads until the network is idle, gzip-compressed here so the figure
			// does not depend on the server's compression settings
			const scripts = new Map<string, Response>()
			page.on('response', (response) => {
				const type = response.headers()['content-type'] ?? ''
				if (response.request().resourceType() === 'script' || type.includes('javascript'))
					scripts.set(response.url(), response)
			})
			const response = await page.goto(path, { waitUntil: 'networkidle' })
			expect(response?.status(), path).toBe(200)
			let bytes = 0
			for (const script of scripts.values()) bytes += gzipSync(await script.body()).length
			const kB = Math.round((bytes / 1024) * 10) / 10
			test.info().annotations.push({ type: 'JS gzip', description: `${path}: ${kB} kB in ${scripts.size} files` })
			expect(kB, `${path}: ${[...scripts.keys()].join(', ')}`).toBeLessThanOrEqual(budget)
		})
	}
})
