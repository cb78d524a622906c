import { expect, loginWithForm, test } from './fixtures.ts'

// «Spanish done right», on a 390 × 844 phone with JavaScript). oficial.sinplan@demo.es is
// only read here.
test.use({ viewport: { width: 390, height: 844 } })

test('a skip link, and suggestions that match word starts only', async ({ page }) => {
	await page.goto('/')
	await page.keyboard.press('Tab')
	const skip = page.getByRole('link', { name: 'Saltar al contenido' })
	await expect(skip).toBeFocused()
	await expect(skip).toBeInViewport()
	await expect(skip).toHaveAttribute('href', '#contenido')

	const search = page.getByRole('combobox', { name: '¿Qué servicio necesitas?' })
	await search.fill('pint')
	const options = page.getByRole('listbox', { name: 'Servicios' }).getByRole('option')
	await expect(options.filter({ hasText: 'Pintores' })).toHaveCount(1)
	await expect(options.filter({ hasText: 'Carpinteros' })).toHaveCount(0)
})

test('signed in on a phone: one ☰ in the dashboard, no invitation to register, the way to the plans', async ({
	page,
}) => {
	await loginWithForm(page, 'oficial.sinplan@demo.es')
	// the site's ☰ gives way to the panel's, which carries the site's links
	await expect(page.locator('label[for="menu-toggle"]')).toBeHidden()
	const panel = page.getByRole('navigation', { name: 'Panel' })
	await expect(panel.getByRole('link', { name: 'Publicar trabajo' })).toBeHidden()
	await panel.locator('.sidebar__toggle').click()
	await expect(panel.getByRole('link', { name: 'Publicar trabajo' })).toBeVisible()
	await panel.locator('.sidebar__toggle').click()

	await page.getByRole('link', { name: 'Ver los planes' }).click()
	await expect(page).toHaveURL('/tablero/oficial/gestiondesuscripcion')
	await expect(page.getByRole('heading', { level: 2 })).toHaveText(['Mensual', 'Trimestral', 'Anual'])
	await expect(page.getByText(/Quedan 0 días/)).toHaveCount(0)
	await page.screenshot({ path: 'test-results/issue16-plans-phone.png', fullPage: true })

	await page.goto('/')
	await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
	await expect(page.getByRole('link', { name: 'Regístrate como profesional' })).toHaveCount(0)
})

test('on a phone, the wizard’s first steps fit the screen: none scrolls sideways', async ({ page }) => {
	const fits = async () => {
		const { scroll, width } = await page.evaluate(() => ({
			scroll: document.documentElement.scrollWidth,
			width: document.documentElement.clientWidth,
		}))
		expect(scroll, `${page.url()} is ${scroll} px wide on a ${width} px screen`).toBeLessThanOrEqual(width)
	}
	const next = () => page.getByRole('button', { name: 'Siguiente' }).click()
	await page.goto('/publicartrabajo')
	await page.getByRole('link', { name: /Electricista/ }).click()
	await expect(page.getByText('Paso 1 de 8')).toBeVisible()
	await fits()
	await page.getByLabel('Instalar enchufes').check()
	await next()
	await expect(page.getByText('Paso 2 de 8')).toBeVisible()
	await fits()
	await page.getByLabel('Metros cuadrados').fill('45')
	await next()
	await expect(page.getByText('Paso 3 de 8')).toBeVisible()
	await fits()
	await page.getByLabel('Descripción del trabajo').fill('Cambiar seis enchufes del salón.')
	await next()
	await expect(page.getByText('Paso 4 de 8')).toBeVisible() // the photos: the file picker's hidden input
	await fits()
})
