// On a phone without JavaScript: the answer form is a plain post.
import { expect, loginWithForm, test } from '../fixtures.ts'

test.use({ viewport: { width: 390, height: 844 } })

test('without JavaScript: an empty answer is refused in Spanish, a real one is published under the review', async ({
	page,
}) => {
	await loginWithForm(page, 'jardines.atlantico@demo.es')
	await page.goto('/tablero/oficial/opinionesycomentarios')
	const review = page.locator('.review').first()
	await review.getByRole('button', { name: 'Publicar respuesta' }).click()
	await expect(page.locator('.review').first().getByText('Escribe tu respuesta')).toBeVisible()
	await page
		.locator('.review')
		.first()
		.getByLabel('Tu respuesta pública (solo una vez)')
		.fill('Muchas gracias por su opinión.')
	await page.locator('.review').first().getByRole('button', { name: 'Publicar respuesta' }).click()
	await expect(page.locator('.review').first().locator('.review__reply')).toContainText(
		'Muchas gracias por su opinión.',
	)
	await page.goto('/oficial/jardines-atlantico')
	await expect(page.getByText('Muchas gracias por su opinión.')).toBeVisible()
})
