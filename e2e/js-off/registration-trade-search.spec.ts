import { expect, test } from '../fixtures.ts'

test('without JavaScript «Buscar» above the registration trades brings Fontanería to the front', async ({ page }) => {
	await page.goto('/registrarse')
	await page.getByLabel('Electricista').check()
	await page.getByRole('searchbox', { name: 'Busca un oficio' }).fill('grifo')
	await page.getByRole('button', { name: 'Buscar', exact: true }).click()
	await expect(page.getByText('Paso 1 de 3')).toBeVisible()
	const first = page.getByTestId('oficios').locator('label.choice:visible').first()
	await expect(first).toContainText('Fontanería')
	// the search kept what was ticked before it
	await expect(page.getByLabel('Electricista')).toBeChecked()
	await page.getByLabel('Fontanería').check()
	await page.getByRole('button', { name: 'Siguiente' }).click()
	await expect(page.getByText('Paso 2 de 3')).toBeVisible()
})
