import { expect, test } from './fixtures.ts'

// The registration's trades are a slider of 37: on a phone, Fontanería was 13 swipes away. Typing
// the words people use («fontanero», «grifo») brings the trade to the front of the slider.
test('typing «fontanero» above the registration trades brings Fontanería to the front', async ({ page }) => {
	await page.goto('/registrarse')
	await page.waitForLoadState('networkidle')
	const slider = page.getByTestId('oficios')
	const search = page.getByRole('searchbox', { name: 'Busca un oficio' })
	await search.fill('fontanero')
	const first = slider.locator('label.choice:visible').first()
	await expect(first).toContainText('Fontanería')
	await expect(first).toBeInViewport()
	await page.screenshot({ path: 'test-results/registration-trade-search.png' })
	await page.getByLabel('Fontanería').check()

	// another trade, found by an everyday word; what was ticked before stays ticked
	await search.fill('enchufe')
	await expect(slider.locator('label.choice:visible').first()).toContainText('Electricista')
	await page.getByLabel('Electricista').check()
	await search.press('Enter') // searches, never sends the step
	await expect(page.getByText('Paso 1 de 3')).toBeVisible()
	await search.fill('zzzqqq')
	await expect(page.getByText('No encontramos ese oficio')).toBeVisible()
	await search.fill('')
	await expect(page.getByLabel('Fontanería')).toBeChecked()
	await page.getByRole('button', { name: 'Siguiente' }).click()
	await expect(page.getByText('Paso 2 de 3')).toBeVisible()
})
