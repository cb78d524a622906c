// The published rules on a phone, without JavaScript.
import { expect, test } from '../fixtures.ts'

test.use({ viewport: { width: 390, height: 844 } })

test('without JavaScript: the response-time formula page and the rules on «Cómo funciona»', async ({ page }) => {
	await page.goto('/comofunciona')
	await expect(page.locator('#tiempo-de-respuesta')).toContainText('mediana')
	await page.locator('#tiempo-de-respuesta').getByRole('link').click()
	await expect(page).toHaveURL(/\/ayuda\/tiempo-de-respuesta$/)
	await expect(page.getByText('Una espera empieza')).toBeVisible()
})
