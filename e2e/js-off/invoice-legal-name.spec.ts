import { test } from '../fixtures.ts'
import { legalNameForTheInvoice } from '../invoice-legal-name.helpers.ts'

// Without JavaScript, on a phone-sized screen: the same plain forms ask for and keep the legal name.
test.use({ viewport: { width: 390, height: 844 } })

test('without JavaScript the order asks for the legal name of the NIF/CIF and «Empresa» keeps it', async ({ page }) => {
	test.slow() // a sign-in and five pages
	await legalNameForTheInvoice(page, 'test-results/invoice-legal-name-phone-js-off.png')
})
