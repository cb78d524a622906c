import { expect, test } from '../fixtures.ts'
import {
	expectPriceBoxInMadrid,
	guestPaintsToPlace,
	LIMIT_NOTICE,
	useUpAccountPlaces,
} from '../wizard-place-limit.helpers.ts'

// Without JavaScript, on a phone-sized screen: the wizard's price box names the place of the postal
// code typed (as the popup does, e2e/wizard-place-limit-mobile.spec.ts), and an address that has used
// its accounts for the day is told before typing, in the wizard and on the registration.
test.use({ viewport: { width: 390, height: 844 } })

test('without JavaScript the price box names Madrid for 28004 once «Buscar» finds it', async ({ page }) => {
	test.slow() // eight steps on a loaded machine
	await page.goto('/publicartrabajo?servicio=pintores')
	const main = page.locator('main')
	await guestPaintsToPlace(page, main, `precio.nojs.${Date.now()}@example.com`)
	await page.getByRole('button', { name: 'Buscar' }).click()
	await expectPriceBoxInMadrid(main)
	await page.screenshot({ path: 'test-results/wizard-price-box-no-js.png' })
})

test('without JavaScript the wizard and the registration say the limit before any typing', async ({
	page,
	request,
}) => {
	await useUpAccountPlaces(request)
	await page.goto('/publicartrabajo?servicio=pintores')
	await expect(page.getByRole('status').filter({ hasText: LIMIT_NOTICE })).toBeVisible()
	await page.goto('/registrarse')
	await expect(page.getByRole('status').filter({ hasText: LIMIT_NOTICE })).toBeVisible()
	await page.screenshot({ path: 'test-results/account-limit-registration-no-js.png' })
})
