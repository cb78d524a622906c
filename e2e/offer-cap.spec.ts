// On a phone, with JavaScript: the count before committing, the last place, a full job.
import { expect, loginWithForm, test } from './fixtures.ts'
import { BIDDERS, jobWithOffers } from './offer-cap.helpers.ts'

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

test('a craftsman sees «4 de 5 ofertas», takes the last place, and a full job shows why no offer can be sent', async ({
	page,
}) => {
	const { jobId, title } = await jobWithOffers(page.request, BIDDERS)
	await page.goto('/')
	await expect(page.locator('.job-card', { hasText: title })).toContainText('4 de 5 ofertas')

	await loginWithForm(page, 'oficial@demo.es')
	await page.goto(`/newjob/${jobId}`)
	await expect(page.getByTestId('lead-facts').getByText('4 de 5 ofertas')).toBeVisible()
	// The lead facts of a new client's first job
	await expect(page.getByTestId('lead-facts')).toContainText('Es su primer trabajo publicado')
	await expect(page.getByTestId('lead-facts')).toContainText(/Publicadohace /)
	await page.getByLabel('Precio de tu oferta (€)').fill('180')
	await page.getByRole('button', { name: 'Enviar oferta' }).click()
	await expect(page.getByTestId('oferta-enviada')).toBeVisible()
	await expect(page.getByTestId('lead-facts').getByText('5 de 5 ofertas')).toBeVisible()

	await page.goto('/')
	await expect(page.locator('.job-card', { hasText: title })).toHaveCount(0)
	await page.context().clearCookies()
	await loginWithForm(page, 'oficial.sinplan@demo.es')
	await page.goto(`/newjob/${jobId}`)
	await expect(page.getByTestId('ofertas-completas')).toContainText('ya tiene 5 ofertas')
	await expect(page.getByRole('button', { name: 'Enviar oferta' })).toHaveCount(0)
	await page.screenshot({ path: 'test-results/offer-cap-phone.png', fullPage: true })
})
