// A new user's first minutes on a phone, with JavaScript: the wizard's size step says its fields
// are optional, «Flexible (por defecto)» comes chosen, a short phone number gets a clear Spanish
// message, a postal code with one place comes chosen, and the dashboard bar's «Inicio» is
// highlighted on the dashboard's home only.
import { expect, loginWithForm, test } from './fixtures.ts'
import { nextButton } from './wizard-phone.helpers.ts'

test('the wizard on a phone: optional sizes, the default start date, a clear phone message, the only place chosen', async ({
	page,
}) => {
	await page.goto('/publicartrabajo?servicio=fontaneria')
	await page.getByLabel('Otro trabajo (escríbelo)').fill('Desatascar el fregadero')
	await nextButton(page).click()
	await expect(page.getByRole('heading', { name: '¿Qué tamaño tiene?' })).toBeVisible()
	await expect(page.getByText('Todos los campos son opcionales')).toBeVisible()
	await expect(page.getByLabel('Metros cuadrados (opcional)')).toBeVisible()
	await page.screenshot({ path: 'test-results/mobile-size-step.png' })
	await nextButton(page).click()
	await expect(page.getByText('Paso 3 de 8')).toBeVisible()
	await nextButton(page).click()
	await expect(page.getByText('Paso 4 de 8')).toBeVisible()
	await nextButton(page).click()
	await expect(page.getByText('Paso 5 de 8')).toBeVisible()
	await expect(page.getByLabel('Flexible (por defecto)')).toBeChecked()
	// sent as it comes: the default is the start date
	await nextButton(page).click()
	await expect(page.getByText('Paso 6 de 8')).toBeVisible()
	await page.getByLabel('Correo electrónico').fill(`primeros.minutos.${Date.now()}@example.com`)
	await nextButton(page).click()
	await expect(page.getByText('Paso 7 de 8')).toBeVisible()
	await page.getByLabel('Nombre').fill('Lucía Prieto')
	await page.getByLabel('Teléfono').fill('61234')
	await nextButton(page).click()
	await expect(
		page.getByText('Escribe un teléfono de 9 cifras que empiece por 6, 7, 8 o 9 (por ejemplo, 612 345 678)'),
	).toBeVisible()
	await expect(page.getByText('Debe ser un número')).toHaveCount(0)
	await page.screenshot({ path: 'test-results/mobile-phone-message.png' })
	await page.getByLabel('Teléfono').fill('612 345 678')
	await nextButton(page).click()
	await expect(page.getByText('Paso 8 de 8')).toBeVisible()
	await page.getByLabel('Código postal').fill('28001')
	await expect(page.getByRole('radio', { name: 'Madrid (Madrid)' })).toBeChecked()
	await page.getByRole('button', { name: 'Publicar' }).click()
	await expect(page.getByText('Tu trabajo se ha publicado')).toBeVisible()
	await page.goto('/tablero/cliente/trabajos')
	await expect(page.getByText('Desatascar el fregadero').first()).toBeVisible()
})

test('the dashboard bar highlights «Inicio» on the home only', async ({ page }) => {
	await loginWithForm(page, 'alberto.diaz@demo.es')
	const bar = page.locator('.dashboard__bar')
	const home = bar.getByRole('link', { name: 'Inicio' })
	await expect(home).toHaveAttribute('aria-current', 'page')
	await page.goto('/tablero/cliente/trabajos')
	await expect(home).not.toHaveAttribute('aria-current', 'page')
	// it looks like its neighbours, not like the page you are on
	const look = (name: 'Inicio' | 'Mensajes') =>
		bar
			.getByText(name, { exact: true })
			.first()
			.evaluate((element) => {
				const style = getComputedStyle(element)
				return `${style.color} ${style.fontWeight} ${style.textDecorationLine}`
			})
	expect(await look('Inicio')).toBe(await look('Mensajes'))
	await page.screenshot({ path: 'test-results/mobile-bar-trabajos.png' })
})
