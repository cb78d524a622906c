import { expect, expectNoSeriousViolations, loginWithForm, test } from './fixtures.ts'
import { createOffers } from './offers.helpers.ts'

// A demo craftsman no other spec uses, so the history holds only this spec's offers on top.
const CRAFTSMAN = 'jardines.atlantico@demo.es'

test('Tu viaje artesanal: the offers, infinite scroll to the second page, the hash, withdrawal with a confirm dialog', async ({
	page,
}) => {
	const { offers } = await createOffers(page.request, CRAFTSMAN, 6)
	const newest = offers.at(-1)!
	const oldest = offers[0]!
	await loginWithForm(page, CRAFTSMAN)
	await page.getByRole('link', { name: 'Mis ofertas', exact: true }).click()
	await expect(page.getByRole('heading', { name: 'Mis ofertas', level: 1 })).toBeVisible()
	for (const label of ['pendiente', 'aceptada', 'rechazada', 'terminada', 'retirada', 'abierta', 'cerrada']) {
		await expect(
			page.getByRole('list', { name: 'Estados de las ofertas' }).getByText(label, { exact: true }),
		).toBeVisible()
	}
	const cards = page.locator('.offer-card')
	await expect(cards).toHaveCount(5)
	const card = page.locator(`[id="${newest}"]`)
	await expect(card).toContainText('155,00')
	await expect(card).toContainText('nuevo')
	await expect(card).toContainText('pendiente')
	await expect(card.getByRole('link')).toHaveAttribute('href', /^\/newjob\//)
	await expect(page.locator(`[id="${oldest}"]`)).toHaveCount(0)

	// the second page arrives when the window reaches the bottom (spec 000 §9)
	await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
	await expect(page.locator(`[id="${oldest}"]`)).toBeVisible()
	expect(await cards.count()).toBeGreaterThan(5)

	// withdraw the newest: the confirm dialog asks first; dismissing changes nothing
	page.once('dialog', (dialog) => dialog.dismiss())
	await card.getByRole('button', { name: 'Retirar oferta' }).click()
	await expect(card).toContainText('pendiente')
	page.once('dialog', async (dialog) => {
		expect(dialog.message()).toBe('¿Estás segura de querer retirar esta oferta?')
		await dialog.accept()
	})
	await card.getByRole('button', { name: 'Retirar oferta' }).click()
	await expect(page.getByText('Oferta retirada con éxito')).toBeVisible()
	await expect(page.locator(`[id="${newest}"]`)).toContainText('retirada')
	await expect(page.locator(`[id="${newest}"]`).getByRole('button', { name: 'Retirar oferta' })).toHaveCount(0)

	// a notification link with the offer's hash lands on its card, here on the second page
	await page.goto('/tablero/oficial')
	await page.goto(`/tablero/oficial/pedidos#${oldest}`)
	await expect(page.locator(`[id="${oldest}"]`)).toBeInViewport()
	await expect(page.locator(`[id="${oldest}"]`)).toHaveClass(/offer-card--target/)

	await expectNoSeriousViolations(page, 'historial de ofertas')
})

test('a client cannot open the craftsman offer history', async ({ page }) => {
	await loginWithForm(page, 'cliente@demo.es')
	await page.goto('/tablero/oficial/pedidos')
	await expect(page).toHaveURL(/\/tablero\/cliente$/)
})
