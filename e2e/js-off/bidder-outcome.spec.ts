// On a phone without JavaScript: closing a job with a reason tells every bidder.
import { jobWithTwoBidders } from '../bidder-outcome.helpers.ts'
import { expect, loginWithForm, ownAddress, test } from '../fixtures.ts'

test.use({ viewport: { width: 390, height: 844 } })

test('without JavaScript: the client closes the job giving «ya no lo necesito»; both bidders read it', async ({
	page,
	request,
}) => {
	const { jobId, winner, loser } = await jobWithTwoBidders(request, `Pintar la cocina ${Date.now()}`)
	await loginWithForm(page, 'cliente@demo.es')
	await page.goto('/tablero/cliente/trabajos')
	const card = page.locator(`#trabajo-${jobId}`)
	await card.getByLabel('Motivo para los profesionales (opcional)').selectOption('ya_no_lo_necesito')
	await card.getByRole('button', { name: 'Cerrar trabajo' }).click()
	// closing cannot be undone: a page asks first, keeping the reason chosen
	await expect(page.getByRole('heading', { name: /^¿Cerrar «Pintar la cocina/ })).toBeVisible()
	await expect(page.getByText('Las 2 ofertas pendientes se rechazarán')).toBeVisible()
	await expect(page.getByLabel('Motivo para los profesionales (opcional)')).toHaveValue('ya_no_lo_necesito')
	await page.getByRole('button', { name: 'Sí, cerrar el trabajo' }).click()
	await expect(page.getByText('Trabajo cerrado', { exact: true })).toBeVisible()

	for (const [email, offerId] of [
		['tejados.norte@demo.es', winner],
		['carpinteria.luz@demo.es', loser],
	] as const) {
		await page.context().clearCookies()
		// the craftsman signs in from his own network: one shared with the client would hold a later review
		await page.setExtraHTTPHeaders(ownAddress())
		await loginWithForm(page, email)
		await page.goto('/tablero/oficial/pedidos')
		await expect(page.locator(`[id="${offerId}"]`).getByTestId('resultado-oferta')).toHaveText(
			'Motivo del cliente: ya no lo necesito',
		)
	}
})
