// On a phone without JavaScript: the admin's per-document form is a plain post.
import { checkInsurance } from '../document-checks.helpers.ts'
import { expect, test } from '../fixtures.ts'

test.use({ viewport: { width: 390, height: 844 } })

test('without JavaScript: approving a document with an expiry date shows it on the profile', async ({ page }) => {
	await checkInsurance(page, 'pinturas.levante@demo.es', 'Pinturas Levante')
	await page.goto('/oficial/pinturas-levante')
	await expect(page.getByTestId('que-hemos-comprobado')).toContainText('válido hasta el 15 de marzo de 2031')
})
