import { test } from './fixtures.ts'
import { legalNameForTheInvoice } from './invoice-legal-name.helpers.ts'

// A phone (390 px, JavaScript on): the invoice's buyer is the legal name of the NIF/CIF.
test.use({ viewport: { width: 390, height: 844 } })

test('the order asks for the legal name of the NIF/CIF, prefilled, and «Empresa» keeps it', async ({ page }) => {
	test.slow() // a sign-in and five pages
	await legalNameForTheInvoice(page, 'test-results/invoice-legal-name-phone.png')
})
