// Without JavaScript «Avisos en el móvil» says why pushes need it, and offers no switch that
// cannot work.
import { expect, loginWithForm, test } from '../fixtures.ts'

test.use({ viewport: { width: 390, height: 844 } })

test('without JavaScript the page explains why push needs it', async ({ page }) => {
	// cliente@demo.es is only read here: nothing of the account changes
	await loginWithForm(page, 'cliente@demo.es')
	await page.goto('/tablero/cliente/avisos')
	await expect(page.getByRole('heading', { name: 'Avisos en el móvil', level: 1 })).toBeVisible()
	// (Playwright's text locators skip <noscript> on purpose, so this one is found by CSS)
	const why = page.locator('noscript p')
	await expect(why).toBeVisible()
	await expect(why).toContainText(
		'Los avisos en el móvil necesitan JavaScript: solo un script puede pedir al navegador que te avise.',
	)
	await expect(page.getByRole('switch')).toHaveCount(0)
	await page.screenshot({ path: 'test-results/push-switch-js-off-phone.png', fullPage: true })
})
