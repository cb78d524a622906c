// On a phone without JavaScript: «Añadir línea» is a plain submit; the comparison sorts by links.
import { jobWithTwoBidders } from '../bidder-outcome.helpers.ts'
import { expect, test } from '../fixtures.ts'
import { compareAsClient, LINES_TOTAL, sendOfferWithLines } from '../offer-items.helpers.ts'

test.use({ viewport: { width: 390, height: 844 } })

test('without JavaScript: lines added by plain posts, then the comparison sorted by a link', async ({ page }) => {
	// three sign-ins and about a dozen full-page posts: near 30 s on a loaded CI machine
	test.slow()
	const { jobId } = await jobWithTwoBidders(page.request, `Pintar salón ${Date.now()}`)
	await sendOfferWithLines(page, jobId)
	await page.getByRole('button', { name: 'Enviar oferta' }).click()
	await expect(page.getByTestId('oferta-enviada')).toContainText(LINES_TOTAL)
	await compareAsClient(page, jobId)
	await page.screenshot({ path: 'test-results/offer-compare-nojs.png', fullPage: true })
})
