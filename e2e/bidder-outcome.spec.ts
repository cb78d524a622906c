// On a phone, with JavaScript: the client accepts with a reason; the other bidder reads it.
import { jobWithTwoBidders } from './bidder-outcome.helpers.ts'
import { signAndAccept } from './client.helpers.ts'
import { expect, expectNoSeriousViolations, loginWithForm, ownAddress, test } from './fixtures.ts'

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

test('the client accepts one offer giving «precio»; the other craftsman sees the reason in «Tu viaje artesanal»', async ({
	page,
	request,
}) => {
	const { jobId, loser } = await jobWithTwoBidders(request, `Pintar el pasillo ${Date.now()}`)
	await loginWithForm(page, 'cliente@demo.es')
	await page.goto('/tablero/cliente/trabajos')
	const card = page.locator(`#trabajo-${jobId}`)
	const accept = card.locator('.client-offer', { hasText: 'Tejados del Norte' })
	await accept.getByLabel('Motivo para las demás ofertas (opcional)').selectOption('precio')
	await expectNoSeriousViolations(page, 'mis trabajos con motivo')
	await accept.getByRole('button', { name: /^Aceptar la oferta de Tejados del Norte/ }).click()
	await signAndAccept(page)
	await expect(page.getByText('Oferta aceptada', { exact: true })).toBeVisible()

	await page.context().clearCookies()
	// the craftsman signs in from his own network: one shared with the client would hold a later review
	await page.setExtraHTTPHeaders(ownAddress())
	await loginWithForm(page, 'carpinteria.luz@demo.es')
	await page.goto(`/tablero/oficial/pedidos#${loser}`)
	await expect(page.locator(`[id="${loser}"]`).getByTestId('resultado-oferta')).toHaveText('Motivo del cliente: precio')
	await page.screenshot({ path: 'test-results/bidder-outcome-phone.png', fullPage: true })
})
