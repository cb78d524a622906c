// On a phone without JavaScript: the count and the last place through a plain post.
import { expect, loginWithForm, test } from '../fixtures.ts'
import { BIDDERS, jobWithOffers } from '../offer-cap.helpers.ts'

test.use({ viewport: { width: 390, height: 844 } })

test('without JavaScript: «3 de 5 ofertas», an offer sent by a plain post, then «4 de 5 ofertas»', async ({ page }) => {
	const { jobId } = await jobWithOffers(page.request, BIDDERS.slice(0, 3))
	await loginWithForm(page, 'oficial@demo.es')
	await page.goto(`/newjob/${jobId}`)
	await expect(page.getByTestId('lead-facts').getByText('3 de 5 ofertas')).toBeVisible()
	// The lead facts of a new client's first job
	await expect(page.getByTestId('lead-facts')).toContainText('Es su primer trabajo publicado')
	await expect(page.getByTestId('lead-facts')).toContainText(/Publicadohace /)
	await page.getByLabel('Precio de tu oferta (€)').fill('180')
	await page.getByRole('button', { name: 'Enviar oferta' }).click()
	await expect(page.getByTestId('oferta-enviada')).toBeVisible()
	await expect(page.getByTestId('lead-facts').getByText('4 de 5 ofertas')).toBeVisible()
})
