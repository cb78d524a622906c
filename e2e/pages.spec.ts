import { expect, test } from './fixtures.ts'

test.describe('the home hero search with JavaScript', () => {
	test('suggests trades while typing, at most 14, ignoring accents, and opens the wizard with the chosen one', async ({
		page,
	}) => {
		await page.goto('/')
		const search = page.getByRole('combobox', { name: '¿Qué servicio necesitas?' })
		await search.fill('a')
		const options = page.getByRole('listbox', { name: 'Servicios' }).getByRole('option')
		await expect(options.first()).toBeVisible()
		// Only trades with a word starting with the text (at most 14: unit-tested)
		const texts = await options.allTextContents()
		expect(texts.length).toBeLessThanOrEqual(14)
		for (const text of texts) expect(text).toMatch(/(^|[^\p{L}])[aá]/iu)
		await search.fill('fontaneria')
		await expect(options).toHaveText([/Fontanería/])
		await search.fill('electri')
		await page.getByRole('option', { name: /Electricista/ }).click()
		await expect(search).toHaveValue('Electricista')
		await page.getByRole('link', { name: 'Pedir presupuestos' }).click()
		const popup = page.getByRole('dialog', { name: 'Publicar un trabajo' })
		await expect(popup.getByText('Electricista · Paso 1 de 8')).toBeVisible()
	})

	test('the keyboard picks a suggestion; no match says so; no service asks for one', async ({ page }) => {
		await page.goto('/')
		const search = page.getByRole('combobox', { name: '¿Qué servicio necesitas?' })
		await search.fill('zzzz')
		await expect(page.getByText('Servicio no encontrado')).toBeVisible()
		await search.fill('')
		await page.getByRole('button', { name: 'Pedir presupuestos' }).click()
		await expect(page.getByRole('alert').filter({ hasText: 'Por favor, selecciona un servicio' })).toBeVisible()
		await expect(page).toHaveURL(/\/$/)
		await search.fill('pint')
		await search.press('ArrowDown')
		await search.press('Enter')
		await expect(search).toHaveValue('Pintores')
		await search.press('Enter')
		await expect(
			page.getByRole('dialog', { name: 'Publicar un trabajo' }).getByText('Pintores · Paso 1 de 8'),
		).toBeVisible()
	})
})

test('each legal page renders inside the shell and the footer links reach it', async ({ page }) => {
	await page.goto('/')
	for (const [link, heading] of [
		['Aviso Legal', 'Aviso legal'],
		['Política de Privacidad', 'Política de privacidad'],
		['Condiciones de Uso', 'Condiciones de uso'],
		['Política de Cookies', 'Política de cookies'],
	] as const) {
		await page.getByRole('contentinfo').getByRole('link', { name: link }).click()
		await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
		await expect(page.getByRole('banner').getByRole('link', { name: 'Reformas, inicio' })).toBeVisible()
		await expect(page.getByRole('contentinfo')).toContainText(`© ${new Date().getFullYear()} Reformas`)
	}
	await expect(page.getByRole('cell', { name: '__session' })).toBeVisible()
	await expect(page.getByText('no mostramos un aviso de cookies')).toBeVisible()
	// The operator's identity comes from configuration (playwright.config.ts), never placeholders
	await page.goto('/pie/aviso-legal')
	await expect(page.getByText('Denominación social: Reparaciones de Prueba, S.L.')).toBeVisible()
	await expect(page.getByText('NIF: B87654321')).toBeVisible()
	await expect(page.locator('main')).not.toContainText('[dato del titular]')
})

test('a cost guide renders in the shell and starts the wizard with its trade', async ({ page }) => {
	await page.goto('/cuanto-cuesta-pintar-un-piso')
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('¿Cuánto cuesta pintar un piso?')
	await expect(page.getByRole('table')).toContainText('Piso de 90 m² completo')
	await expect(page.getByRole('contentinfo')).toBeVisible()
	await page.getByRole('link', { name: 'Pedir presupuestos de pintores' }).click()
	await expect(
		page.getByRole('dialog', { name: 'Publicar un trabajo' }).getByText('Pintores · Paso 1 de 8'),
	).toBeVisible()

	const unknown = await page.goto('/cuanto-cuesta/alicatar-una-terraza-de-obra')
	expect(unknown?.status()).toBe(404)
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('¿Cuánto cuesta alicatar una terraza de obra?')
	await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
})

test('/comofunciona explains both sides in three steps', async ({ page }) => {
	await page.goto('/comofunciona')
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cómo funciona Reformas')
	for (const side of ['Si necesitas un profesional', 'Si eres profesional']) {
		await expect(
			page
				.getByRole('region', { name: side })
				.getByRole('listitem')
				.filter({ has: page.getByRole('heading', { level: 3 }) }),
		).toHaveCount(3)
	}
})

test('sitemap.xml and robots.txt are served with the configured origin', async ({ request, baseURL }) => {
	const robots = await request.get('/robots.txt')
	expect(await robots.text()).toContain(`Sitemap: ${baseURL}/sitemap.xml`)
	const sitemap = await (await request.get('/sitemap.xml')).text()
	expect(sitemap).toContain(`<loc>${baseURL}/pie/aviso-legal</loc>`)
	expect(sitemap).toContain(`<loc>${baseURL}/oficial/reformas-moreno</loc>`)
})

test('a service typed before the page’s script has run still gets its suggestions (a slow phone)', async ({ page }) => {
	let release = () => {}
	const held = new Promise<void>((resolve) => (release = resolve))
	await page.route(/\/assets\/.+\.js$/, async (route) => {
		await held
		await route.continue()
	})
	await page.goto('/', { waitUntil: 'commit' })
	const search = page.getByRole('combobox', { name: '¿Qué servicio necesitas?' })
	await search.fill('pint') // the page is still without its script: no change event reaches React
	release()
	const options = page.getByRole('listbox', { name: 'Servicios' }).getByRole('option')
	await expect(options.filter({ hasText: 'Pintores' })).toHaveCount(1)
})
