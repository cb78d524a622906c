import { expect, test } from './fixtures.ts'

// On a phone the trades' carousel is found by typing, not by swiping thirteen times.
test('typing «fontanero» above the trades brings Fontanería to the front', async ({ page }) => {
	await page.goto('/encontraroficial')
	await page.waitForLoadState('networkidle')
	await page.getByRole('searchbox', { name: 'Busca un oficio' }).fill('fontanero')
	const first = page.getByRole('list', { name: 'Servicios' }).getByRole('link').first()
	await expect(first).toContainText('Fontanería')
	await expect(first).toBeInViewport()
})
