// «Tu actividad» on a phone: the demo craftsman's figures, the server-drawn chart and the period
// switch. oficial@demo.es is only read here: nothing of the account changes.
import { expect, expectNoSeriousViolations, loginWithForm, test } from './fixtures.ts'

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

test('the demo craftsman reads his activity for 30 and 90 days', async ({ page }) => {
	await loginWithForm(page, 'oficial@demo.es')
	await page.getByRole('navigation', { name: 'Panel' }).getByRole('link', { name: 'Tu actividad' }).click()
	await expect(page.getByRole('heading', { name: 'Tu actividad', level: 1 })).toBeVisible()
	const period = page.getByRole('navigation', { name: 'Periodo' })
	await expect(period.getByRole('link', { name: 'Últimos 30 días' })).toHaveAttribute('aria-current', 'page')

	const figures = page.getByRole('table', { name: 'Tus cifras de los últimos 30 días' })
	await expect(figures.getByRole('row', { name: /Ganadas/ })).toContainText(/\d/)
	await expect(figures.getByRole('row', { name: /Tasa de éxito/ })).toContainText(/\d+\s%/)
	await expect(page.getByRole('img', { name: /^Trabajos de tus alertas: \d+; Trabajos que abriste/ })).toBeVisible()
	await expect(page.getByText(/^Tus ofertas ganadas: (un \d+ % por (encima|debajo) de|en) la mediana/)).toBeVisible()
	await expect(page.getByText('Precio: 1')).toBeVisible()
	await expectNoSeriousViolations(page, 'Tu actividad')
	await page.screenshot({ path: 'test-results/activity-phone.png', fullPage: true })

	await period.getByRole('link', { name: 'Últimos 90 días' }).click()
	await expect(page).toHaveURL(/\/tablero\/oficial\/actividad\?dias=90$/)
	await expect(page.getByRole('table', { name: 'Tus cifras de los últimos 90 días' })).toBeVisible()
	await expect(period.getByRole('link', { name: 'Últimos 90 días' })).toHaveAttribute('aria-current', 'page')
})
