// On a phone, with JavaScript: a craftsman answers a review once; it shows publicly.
import { expect, expectNoSeriousViolations, loginWithForm, test } from './fixtures.ts'

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

test('a craftsman answers a review once and the answer shows under it on the public profile', async ({ page }) => {
	await loginWithForm(page, 'tejados.norte@demo.es')
	await page.goto('/tablero/oficial/opinionesycomentarios')
	const review = page.locator('.review').first()
	await review.getByRole('button', { name: 'Publicar respuesta' }).click()
	await expect(review.getByText('Escribe tu respuesta')).toBeVisible()
	await review.getByLabel('Tu respuesta pública (solo una vez)').fill('Gracias, fue un placer trabajar en su tejado.')
	await review.getByRole('button', { name: 'Publicar respuesta' }).click()
	await expect(page.getByText('Respuesta publicada')).toBeVisible()
	await expect(review.locator('.review__reply')).toContainText('Gracias, fue un placer trabajar en su tejado.')
	await expect(review.getByRole('button', { name: 'Publicar respuesta' })).toHaveCount(0)
	await expectNoSeriousViolations(page, 'opinionesycomentarios con respuesta')

	await page.goto('/oficial/tejados-del-norte')
	await expect(page.locator('.review__reply').first()).toContainText('Respuesta de Tejados del Norte')
	await page.screenshot({ path: 'test-results/review-reply-phone.png', fullPage: true })
})
