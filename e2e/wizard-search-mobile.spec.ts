import { expect, test } from './fixtures.ts'

// A new user on a phone types the words people use, not the trades' names.
test('the hero search knows fontanero, grifo and humedades, and offers the closest trades for a miss', async ({
	page,
}) => {
	await page.goto('/')
	const search = page.getByRole('combobox', { name: '¿Qué servicio necesitas?' })
	const options = page.getByRole('listbox', { name: 'Servicios' }).getByRole('option')
	for (const word of ['fontanero', 'grifo', 'Fontanero']) {
		await search.fill(word)
		await expect(options.first()).toHaveText(/Fontanería/)
	}
	await search.fill('humedades')
	await expect(options.filter({ hasText: 'Tejados y cubiertas' })).toHaveCount(1)
	await expect(options.filter({ hasText: 'Albañiles' })).toHaveCount(1)
	await search.fill('electrisista')
	await expect(options.first()).toHaveText(/Electricista/)
	// no match: said, and the closest trades to go on with
	await search.fill('zzzz')
	await expect(page.getByText('Servicio no encontrado')).toBeVisible()
	await expect(options).toHaveCount(4)
	await search.fill('grifo')
	await options.first().click()
	await page.getByRole('link', { name: 'Pedir presupuestos' }).click()
	await expect(
		page.getByRole('dialog', { name: 'Publicar un trabajo' }).getByText(/Fontanería · Paso 1 de 8/),
	).toBeVisible()
})

test('an unknown service in the wizard says «No encontramos ese servicio. Elige uno de la lista.» above the trades', async ({
	page,
}) => {
	const response = await page.goto('/publicartrabajo?servicio=inexistente')
	expect(response?.status()).toBe(404)
	await expect(page.getByRole('alert')).toContainText('No encontramos ese servicio. Elige uno de la lista.')
	await page.getByRole('link', { name: /Fontanería/ }).click()
	await expect(page.getByText('Fontanería · Paso 1 de 8')).toBeVisible()
})
