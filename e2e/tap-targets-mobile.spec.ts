import { type Page } from '@playwright/test'
import { jobWithDemoOffer } from './client.helpers.ts'
import { expect, loginWithForm, test } from './fixtures.ts'

// A phone (390 px): every control a thumb aims at is at least 44 × 44 px on the main pages, and the
// dashboard's rail of icons is a labelled navigation with a visibly labelled menu.
test.use({ viewport: { width: 390, height: 844 } })

const MIN = 44

/** Controls smaller than 44 × 44 px, as «what it says (width×height)». */
async function smallTargets(page: Page) {
	return page.evaluate((min) => {
		const small: string[] = []
		for (const element of document.querySelectorAll<HTMLElement>(
			'a[href], button, input:not([type=hidden]), select, textarea, summary, label',
		)) {
			// links inside running text are exempt (WCAG 2.5.5); a field's own label is no target of its own
			if (element.matches('p a')) continue
			if (element instanceof HTMLLabelElement) {
				const control = element.control
				if (!control || !(control as HTMLInputElement).type?.match(/checkbox|radio/)) continue
			}
			// a box or a radio is tapped through its label: measure that
			const holder =
				element.matches('input[type=checkbox], input[type=radio]') &&
				(element.closest('label') ?? document.querySelector(`label[for="${element.id}"]`))
			const box = (holder || element).getBoundingClientRect()
			if (box.width === 0 || box.height === 0 || getComputedStyle(element).visibility === 'hidden') continue
			if (box.width < min || box.height < min) {
				const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)
				small.push(`${element.tagName.toLowerCase()} «${name}» (${Math.round(box.width)}×${Math.round(box.height)})`)
			}
		}
		return small
	}, MIN)
}

test('the public pages a new user meets: every tap target is at least 44 × 44 px', async ({ page }) => {
	for (const path of ['/', '/encontraroficial/electricista/Madrid', '/registrarse']) {
		await page.goto(path)
		expect(await smallTargets(page), path).toEqual([])
	}
	await page.screenshot({ path: 'test-results/tap-targets-registration.png' })
})

test('the dashboards: a labelled rail of 44 px rows, «Menú» written on its toggle, no small targets', async ({
	page,
}) => {
	test.slow() // two sign-ins and five pages
	await loginWithForm(page, 'oficial@demo.es')
	for (const path of ['/tablero/oficial', '/tablero/oficial/mensajes']) {
		await page.goto(path)
		expect(await smallTargets(page), path).toEqual([])
	}
	const rail = page.getByRole('navigation', { name: 'Panel' })
	for (const name of ['Resumen', 'Mis ofertas', 'Tu actividad', 'Lista de empleos', 'Modo vacaciones', 'Pagos'])
		await expect(rail.getByRole('link', { name, exact: true })).toBeVisible()
	await expect(rail.locator('label.sidebar__toggle')).toContainText('Menú')
	await page.screenshot({ path: 'test-results/tap-targets-rail.png' })
	// the menu it opens names every link in words
	await rail.locator('label.sidebar__toggle').click()
	await expect(rail.getByText('Lista de empleos', { exact: true })).toBeVisible()
	await page.screenshot({ path: 'test-results/tap-targets-menu.png' })

	await page.context().clearCookies()
	await loginWithForm(page, 'cliente@demo.es')
	await page.goto('/tablero/cliente/trabajos')
	expect(await smallTargets(page), '/tablero/cliente/trabajos').toEqual([])
})

/** What headless Chromium never fires: the browser's offer to install, so «Instalar la app» shows. */
async function offerInstall(page: Page) {
	await page.evaluate(() => {
		const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
			prompt: () => Promise.resolve(),
			userChoice: Promise.resolve({ outcome: 'dismissed' }),
		})
		window.dispatchEvent(offer)
	})
}

test('the blocks added lately: warranties, the offers comparison, «Tu actividad», «Instalar la app»', async ({
	page,
}) => {
	test.slow() // two sign-ins, a job with an offer and six pages
	const jobId = await jobWithDemoOffer(page.request, 'Pintar piso completo', 1397, { catalogue: true })

	await loginWithForm(page, 'oficial@demo.es')
	for (const path of ['/tablero/oficial/garantias', '/tablero/oficial/actividad']) {
		await page.goto(path)
		expect(await smallTargets(page), path).toEqual([])
	}
	await page.screenshot({ path: 'test-results/tap-targets-activity.png', fullPage: true })
	await page.goto('/tablero/oficial/cuenta')
	await page.waitForLoadState('networkidle')
	await offerInstall(page)
	const install = page.getByRole('region', { name: 'Instalar la app' })
	await expect(install).toBeVisible()
	expect(await smallTargets(page), '/tablero/oficial/cuenta').toEqual([])
	await install.screenshot({ path: 'test-results/tap-targets-install.png' })

	await page.context().clearCookies()
	await loginWithForm(page, 'cliente@demo.es')
	await page.goto(`/tablero/cliente/trabajos/${jobId}/ofertas`)
	await expect(page.getByTestId('oferta-tarjeta').first()).toBeVisible()
	expect(await smallTargets(page), 'comparativa de ofertas').toEqual([])
	await page.screenshot({ path: 'test-results/tap-targets-offers.png', fullPage: true })
	// the demo job under warranty (prisma/seed.ts): its link is on one of the client's job pages
	let warranty: string | null = null
	for (let pagina = 1; pagina <= 5 && !warranty; pagina++) {
		await page.goto(`/tablero/cliente/trabajos?pagina=${pagina}`)
		warranty = await page
			.locator('a[href*="/garantia"]')
			.first()
			.getAttribute('href', { timeout: 2_000 })
			.catch(() => null)
	}
	expect(warranty, 'the demo job under warranty').toBeTruthy()
	await page.goto(warranty!)
	await expect(page.getByTestId('garantia')).toBeVisible()
	expect(await smallTargets(page), 'garantía').toEqual([])
	await page.screenshot({ path: 'test-results/tap-targets-warranty.png', fullPage: true })
})
