import { expect, test } from '@playwright/test'

test('without JavaScript the hero search asks the server: the message, the matches, then the wizard', async ({
	page,
}) => {
	await page.goto('/')
	const search = page.getByRole('combobox', { name: '¿Qué servicio necesitas?' })
	await page.getByRole('button', { name: 'Pedir presupuestos' }).click()
	await expect(page).toHaveURL(/\/buscar-servicio\?/)
	await expect(page.getByText('Por favor, selecciona un servicio')).toBeVisible()

	await search.fill('zzzz')
	await page.getByRole('button', { name: 'Pedir presupuestos' }).click()
	await expect(page.getByText('Servicio no encontrado')).toBeVisible()

	await search.fill('carp')
	await page.getByRole('button', { name: 'Pedir presupuestos' }).click()
	await expect(page.getByRole('heading', { name: 'Servicios que coinciden con «carp»' })).toBeVisible()
	await page.getByRole('link', { name: /Carpintería metálica/ }).click()
	await expect(page).toHaveURL(/\/publicartrabajo\?paso=titulo/)
	await expect(page.getByText(/Paso 1 de 8/)).toBeVisible()

	await page.goto('/')
	await search.fill('fontaneria')
	await page.getByRole('button', { name: 'Pedir presupuestos' }).click()
	await expect(page).toHaveURL(/\/publicartrabajo\?paso=titulo/)
})

test('without JavaScript the legal pages and a cost guide work; no cookie consent is asked', async ({ page }) => {
	for (const path of [
		'/pie/aviso-legal',
		'/pie/politica-de-privacidad',
		'/pie/condiciones-de-uso',
		'/pie/politica-de-cookies',
	]) {
		await page.goto(path)
		await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
		await expect(page.getByRole('contentinfo')).toContainText(`© ${new Date().getFullYear()} Reformas`)
	}
	// only technical cookies, so no banner and no choice (art. 22.2 LSSI-CE)
	await expect(page.getByRole('heading', { name: '¿Por qué no te pedimos consentimiento?' })).toBeVisible()
	await expect(page.getByRole('button', { name: /cookies/i })).toHaveCount(0)
	await page.goto('/cuanto-cuesta/cambiar-la-caldera')
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('¿Cuánto cuesta cambiar la caldera?')
	await page.getByRole('link', { name: 'Pedir presupuestos de calefacción' }).click()
	await expect(page).toHaveURL(/\/publicartrabajo\?paso=titulo/)
})
