import { expect, loginWithForm, test } from '../fixtures.ts'
import { createOffers } from '../offers.helpers.ts'

const CRAFTSMAN = 'carpinteria.luz@demo.es'

test('without JavaScript: pagination links and a confirmation step before withdrawing', async ({ page }) => {
	const { offers } = await createOffers(page.request, CRAFTSMAN, 6)
	const oldest = offers[0]!
	await loginWithForm(page, CRAFTSMAN)
	await page.goto('/tablero/oficial/pedidos')
	await expect(page.getByRole('heading', { name: 'Mis ofertas', level: 1 })).toBeVisible()
	await expect(page.locator('.offer-card')).toHaveCount(5)
	await page.getByRole('link', { name: 'Siguientes →' }).click()
	const card = page.locator(`[id="${oldest}"]`)
	await expect(card).toBeVisible()

	await card.getByRole('button', { name: 'Retirar oferta' }).click()
	await expect(page.getByRole('heading', { name: '¿Estás segura de querer retirar esta oferta?' })).toBeVisible()
	await page.getByRole('button', { name: 'Sí, retirar' }).click()
	await expect(page.getByText('Oferta retirada con éxito')).toBeVisible()
	await expect(page).toHaveURL(new RegExp(`/tablero/oficial/pedidos#${oldest}$`))
	// the newest five are on the first page; the withdrawn one is on the second
	await page.getByRole('link', { name: 'Siguientes →' }).click()
	await expect(page.locator(`[id="${oldest}"]`)).toContainText('retirada')
})
