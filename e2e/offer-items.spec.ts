// On a phone with JavaScript: an offer with lines (live total), then the client's comparison.
import { jobWithTwoBidders } from './bidder-outcome.helpers.ts'
import { expect, test } from './fixtures.ts'
import { compareAsClient, LINES_TOTAL, sendOfferWithLines } from './offer-items.helpers.ts'

test.use({ viewport: { width: 390, height: 844 } })

test('with JavaScript: lines with a live total, then the comparison sorted by duration', async ({ page }) => {
	const { jobId } = await jobWithTwoBidders(page.request, `Pintar salón ${Date.now()}`)
	await sendOfferWithLines(page, jobId)
	await expect(page.locator('.offer-form__preview')).toContainText(LINES_TOTAL)
	await page.screenshot({ path: 'test-results/offer-form-js.png', fullPage: true })
	await page.getByRole('button', { name: 'Enviar oferta' }).click()
	await expect(page.getByTestId('oferta-enviada')).toContainText(LINES_TOTAL)
	// the craftsman's own history keeps the lines, folded under the price
	await page.getByRole('link', { name: 'Verla en tus pedidos' }).click()
	const card = page.locator('.offer-card--target')
	await expect(card).toContainText(LINES_TOTAL)
	await card.getByText('2 líneas').click()
	await expect(card.getByText(/Pintura de paredes: 40 m² × 8,00\s€ = 320,00\s€/)).toBeVisible()
	await card.screenshot({ path: 'test-results/offer-history-lines.png' })
	await compareAsClient(page, jobId)
	await page.screenshot({ path: 'test-results/offer-compare-js.png', fullPage: true })
})
