// On a phone, with JavaScript: a checked document shows on the profile, never the file.
import { checkInsurance } from './document-checks.helpers.ts'
import { expect, expectNoSeriousViolations, test } from './fixtures.ts'

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

test('the admin approves a document with its expiry; the profile says what was checked and until when', async ({
	page,
}) => {
	await checkInsurance(page, 'pinturas.levante@demo.es', 'Pinturas Levante')
	await page.goto('/oficial/pinturas-levante')
	const checked = page.getByTestId('que-hemos-comprobado')
	await expect(checked).toContainText('Seguro de responsabilidad civil: comprobado el')
	await expect(checked).toContainText('válido hasta el 15 de marzo de 2031')
	await expect(page.locator('a[href^="/documentos/"], img[src^="/documentos/"]')).toHaveCount(0)
	await expectNoSeriousViolations(page, 'perfil con comprobaciones')
	await page.screenshot({ path: 'test-results/document-checks-phone.png', fullPage: true })
})
