import { type Page } from '@playwright/test'
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
