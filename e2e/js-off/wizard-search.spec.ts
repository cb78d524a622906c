import { expect, test } from '../fixtures.ts'

// Without JavaScript, on a phone-sized screen: the hero search's form answers on the server with
// the same search.
test.use({ viewport: { width: 390, height: 844 } })

test('without JavaScript «grifo» opens the plumbing wizard, «humedad» lists its trades, a miss the closest', async ({
	page,
}) => {
	await page.goto('/')
	const search = page.getByRole('combobox', { name: '¿Qué servicio necesitas?' })
	await search.fill('grifo')
	await page.getByRole('button', { name: 'Pedir presupuestos' }).click()
	await expect(page.getByText('Fontanería · Paso 1 de 8')).toBeVisible()

	await page.goto('/buscar-servicio?q=humedad')
	await expect(page.getByRole('heading', { name: 'Servicios que coinciden con «humedad»' })).toBeVisible()
	await expect(page.getByRole('link', { name: /Tejados y cubiertas/ })).toBeVisible()

	await page.goto('/buscar-servicio?q=zzzz')
	await expect(page.getByText('Servicio no encontrado')).toBeVisible()
	await expect(page.getByRole('heading', { name: 'Quizá buscas uno de estos servicios' })).toBeVisible()
	await expect(page.locator('.service-grid li')).toHaveCount(4)
})
