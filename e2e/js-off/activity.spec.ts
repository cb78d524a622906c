// «Tu actividad» without JavaScript: the table, the chart and the period switch are plain HTML.
// oficial@demo.es is only read here: nothing of the account changes.
import { expect, loginWithForm, test } from '../fixtures.ts'

test('without JavaScript the activity page switches between 30 and 90 days', async ({ page }) => {
	await loginWithForm(page, 'oficial@demo.es')
	await page.goto('/tablero/oficial/actividad')
	await expect(page.getByRole('table', { name: 'Tus cifras de los últimos 30 días' })).toBeVisible()
	await expect(page.getByRole('img', { name: /^Trabajos de tus alertas/ })).toBeVisible()
	await page.getByRole('navigation', { name: 'Periodo' }).getByRole('link', { name: 'Últimos 90 días' }).click()
	await expect(page).toHaveURL(/\?dias=90$/)
	await expect(page.getByRole('table', { name: 'Tus cifras de los últimos 90 días' })).toBeVisible()
	await expect(page.getByRole('row', { name: /Ofertas enviadas/ })).toContainText(/\d/)
})
