import { type Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { nextButton } from './wizard-phone.helpers.ts'

// Issue 41, a new user on a phone: a busy server, a dropped network and the wizard's rough edges.

/** What admission.server.ts answers a refused request: 503, Retry-After and its mark. */
const REFUSAL = {
	status: 503,
	headers: { 'Retry-After': '1', 'X-Admission': 'overload', 'Content-Type': 'text/plain; charset=utf-8' },
	body: 'Hay mucha demanda en este momento, inténtalo de nuevo en unos segundos',
}

async function openPopup(page: Page) {
	await page.goto('/')
	await page.waitForLoadState('networkidle')
	await page.getByRole('link', { name: 'Publicar un trabajo gratis' }).click()
	const dialog = page.getByRole('dialog', { name: 'Publicar un trabajo' })
	await expect(dialog.getByRole('button', { name: /Fontanería/ })).toBeVisible()
	return dialog
}

test('the popup wizard refused by a busy server waits Retry-After, sends again and keeps its step', async ({
	page,
}) => {
	const dialog = await openPopup(page)
	await dialog.getByRole('button', { name: /Fontanería/ }).click()
	await expect(dialog.getByText('Fontanería · Paso 1 de 8')).toBeVisible()
	await dialog.getByLabel('Otro trabajo (escríbelo)').fill('Grifo con mucha demanda')
	let refused = 0
	await page.route(/publicartrabajo\.data/, (route) =>
		route.request().method() === 'POST' && refused++ < 2 ? route.fulfill(REFUSAL) : route.continue(),
	)
	await nextButton(page).click()
	await expect(dialog.getByRole('status').filter({ hasText: 'Hay mucha demanda' })).toBeVisible()
	await expect(dialog.getByText('Fontanería · Paso 2 de 8')).toBeVisible({ timeout: 15_000 })
	expect(refused).toBe(3)
	await expect(page.getByText('Algo ha ido mal')).toHaveCount(0)
	await expect(dialog.getByRole('status').filter({ hasText: 'Hay mucha demanda' })).toHaveCount(0)
})

test('a network drop in the popup keeps the step and its text, and it goes on when the network returns', async ({
	page,
	context,
}) => {
	const dialog = await openPopup(page)
	// a step reloads none of the page's own loaders: a reload failing offline would replace the page
	const pageReloads: string[] = []
	page.on('request', (request) => {
		const url = new URL(request.url())
		if (url.pathname.endsWith('.data') && !url.pathname.startsWith('/publicartrabajo')) pageReloads.push(url.pathname)
	})
	await dialog.getByRole('button', { name: /Fontanería/ }).click()
	await dialog.getByLabel('Otro trabajo (escríbelo)').fill('Grifo sin red')
	await nextButton(page).click()
	await expect(dialog.getByText('Fontanería · Paso 2 de 8')).toBeVisible()
	await nextButton(page).click()
	await expect(dialog.getByText('Fontanería · Paso 3 de 8')).toBeVisible()
	const description = dialog.getByLabel('Descripción del trabajo')
	await description.fill('Gotea el grifo de la cocina.')
	// the step is saved, but the next one cannot load: the drop comes between the two
	await page.route(/publicartrabajo\.data/, async (route) => {
		if (route.request().method() === 'GET') await context.setOffline(true)
		await route.continue().catch(() => undefined)
	})
	await nextButton(page).click()
	await expect(dialog.getByRole('alert').filter({ hasText: 'Sin conexión' })).toBeVisible()
	await expect(dialog).toBeVisible()
	await expect(page.getByRole('heading', { name: /Sin conexión/ })).toHaveCount(0)
	await expect(description).toHaveValue('Gotea el grifo de la cocina.')
	await page.unroute(/publicartrabajo\.data/)
	await context.setOffline(false)
	await expect(dialog.getByText('Fontanería · Paso 4 de 8')).toBeVisible()
	expect(pageReloads).toEqual([])
})

test('the popup stays put from step to step: layout shift of a posting ≤ 0.1', async ({ page }) => {
	const dialog = await openPopup(page)
	await page.evaluate(() => {
		;(window as unknown as { cls: number }).cls = 0
		new PerformanceObserver((list) => {
			for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>)
				if (!entry.hadRecentInput) (window as unknown as { cls: number }).cls += entry.value
		}).observe({ type: 'layout-shift', buffered: true })
	})
	await dialog.getByRole('button', { name: /Fontanería/ }).click()
	await dialog.getByLabel('Otro trabajo (escríbelo)').fill('Grifo que no salta')
	for (const position of [2, 3, 4, 5]) {
		if (position === 4) await dialog.getByLabel('Descripción del trabajo').fill('Gotea el grifo de la cocina.')
		await nextButton(page).click()
		await expect(dialog.getByText(`Fontanería · Paso ${position} de 8`)).toBeVisible()
		await page.waitForTimeout(300)
	}
	await page.screenshot({ path: 'test-results/popup-step-5.png' })
	const cls = await page.evaluate(() => (window as unknown as { cls: number }).cls)
	expect(cls).toBeLessThanOrEqual(0.1)
})

test('«Publicar un trabajo gratis» lists the trades in Spanish order, with a search', async ({ page }) => {
	const dialog = await openPopup(page)
	const tiles = dialog.getByRole('list', { name: 'Servicios' }).getByRole('button')
	const names = (await tiles.allInnerTexts()).map((text) => text.replace(/^\W+/u, '').trim())
	expect(names.length).toBeGreaterThan(30)
	expect(names).toEqual([...names].sort(new Intl.Collator('es').compare))
	await dialog.getByRole('searchbox', { name: 'Busca un oficio' }).fill('grifo')
	await expect(tiles.first()).toContainText('Fontanería')
	await page.keyboard.press('Enter') // stays in the popup
	await expect(dialog).toBeVisible()
	await page.screenshot({ path: 'test-results/popup-trades-search.png' })
})

test('«gotera en el techo» from the home search: Tejados, and the words start the description', async ({ page }) => {
	await page.goto('/')
	await page.waitForLoadState('networkidle')
	await page.getByRole('combobox', { name: '¿Qué servicio necesitas?' }).fill('gotera en el techo')
	const options = page.getByRole('listbox', { name: 'Servicios' }).getByRole('option')
	await expect(options.first()).toHaveText(/Tejados y cubiertas/)
	await options.first().click()
	await page.getByRole('link', { name: 'Pedir presupuestos' }).click()
	const dialog = page.getByRole('dialog', { name: 'Publicar un trabajo' })
	await expect(dialog.getByText(/Tejados y cubiertas · Paso 1 de 8/)).toBeVisible()
	await dialog.getByLabel('Otro trabajo (escríbelo)').fill('Gotera')
	await nextButton(page).click()
	await expect(dialog.getByText(/Paso 2 de 8/)).toBeVisible()
	await nextButton(page).click()
	await expect(dialog.getByLabel('Descripción del trabajo')).toHaveValue('gotera en el techo')
})

test('«¿Has olvidado tu contraseña?» keeps the email typed', async ({ page }) => {
	await page.goto('/')
	await page.waitForLoadState('networkidle')
	await page.locator('label[for="menu-toggle"]').tap()
	await page.getByRole('link', { name: 'Iniciar sesión' }).tap()
	const dialog = page.getByRole('dialog', { name: 'Iniciar sesión' })
	await dialog.getByLabel('Correo electrónico').fill('lucia.prieto@example.com')
	await dialog.getByRole('button', { name: '¿Has olvidado tu contraseña?' }).tap()
	const recovery = page.getByRole('dialog', { name: 'Recuperar contraseña' })
	await expect(recovery.getByLabel('Correo electrónico')).toHaveValue('lucia.prieto@example.com')

	await page.goto('/iniciar-sesion')
	await page.waitForLoadState('networkidle')
	await page.getByLabel('Correo electrónico').fill('lucia.prieto@example.com')
	await page.getByRole('link', { name: '¿Has olvidado tu contraseña?' }).tap()
	await expect(page).toHaveURL(/\/recuperar-contrasena/)
	await expect(page.getByLabel('Correo electrónico')).toHaveValue('lucia.prieto@example.com')
})

test('the offline page’s «Reintentar» asks for the page wanted, not /tablero', async ({ page, request }) => {
	// what the service worker does offline: the offline page, at the address asked for
	const offline = await (await request.get('/sin-conexion')).text()
	await page.route('**/encontraroficial', (route) =>
		route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: offline }),
	)
	await page.goto('/encontraroficial')
	await expect(page.getByRole('heading', { name: /Sin conexión/ })).toBeVisible()
	await page.screenshot({ path: 'test-results/offline-page.png' })
	await page.unroute('**/encontraroficial')
	await page.getByRole('link', { name: 'Reintentar' }).tap()
	await expect(page).toHaveURL(/\/encontraroficial$/)
	await expect(page.getByRole('heading', { name: /Sin conexión/ })).toHaveCount(0)
})
