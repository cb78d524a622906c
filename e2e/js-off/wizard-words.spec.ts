import { expect, test } from '../fixtures.ts'

// Issue 41 without JavaScript: the trades' search, the visitor's words, and a busy server.

test('the trades are in Spanish order and «Buscar» narrows them', async ({ page }) => {
	await page.goto('/publicartrabajo')
	const tiles = page.getByRole('list', { name: 'Servicios' }).getByRole('link')
	const names = (await tiles.allInnerTexts()).map((text) => text.replace(/^\W+/u, '').trim())
	expect(names).toEqual([...names].sort(new Intl.Collator('es').compare))
	await page.getByRole('searchbox', { name: 'Busca un oficio' }).fill('grifo')
	await page.getByRole('button', { name: 'Buscar' }).click()
	await expect(page).toHaveURL(/buscar=grifo/)
	await expect(tiles.first()).toContainText('Fontanería')
})

test('«gotera en el techo» goes to Tejados and the words start the description', async ({ page }) => {
	// one clear trade: the search opens its wizard at once, the words with it
	await page.goto('/buscar-servicio?q=gotera+en+el+techo')
	await expect(page.getByText(/Tejados y cubiertas · Paso 1 de 8/)).toBeVisible()
	await page.getByLabel('Otro trabajo (escríbelo)').fill('Gotera')
	await page.locator('button[name="intent"][value="next"]').click()
	await page.locator('button[name="intent"][value="next"]').click()
	await expect(page.getByLabel('Descripción del trabajo')).toHaveValue('gotera en el techo')
})
