import { expect, test } from '@playwright/test'

test('without JavaScript the home page is complete and the menu still opens', async ({ page }) => {
	await page.goto('/')
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Encuentra al profesional adecuado para tu hogar')
	await expect(page.locator('section[aria-labelledby="ultimos-trabajos"] li.card')).toHaveCount(3)
	// featured craftsmen (which ones depends on the reviews other specs write)
	await expect(page.locator('section[aria-labelledby="profesionales"] a[href^="/oficial/"]')).toHaveCount(4)
	// the mobile menu is a <details>: it opens without any script
	await page.setViewportSize({ width: 375, height: 700 })
	await expect(page.getByRole('link', { name: 'Cómo funciona' })).toBeHidden()
	await page.locator('label[for="menu-toggle"]').click()
	await expect(page.getByRole('link', { name: 'Cómo funciona' })).toBeVisible()
})
