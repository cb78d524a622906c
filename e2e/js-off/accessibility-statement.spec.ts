// On a phone without JavaScript: the contact form is a plain post.
import { expect, test } from '../fixtures.ts'

test.use({ viewport: { width: 390, height: 844 } })

test('without JavaScript: a short message is refused in Spanish, a real one is received', async ({ page }) => {
	await page.goto('/pie/accesibilidad')
	await page.getByLabel('Tu correo electrónico').fill('sinjs@example.com')
	await page.getByLabel('¿Qué ha pasado?').fill('corto')
	await page.getByRole('button', { name: 'Enviar aviso' }).click()
	await expect(page.getByText('Cuéntanos el problema (al menos 10 caracteres)')).toBeVisible()
	await page.getByLabel('¿Qué ha pasado?').fill('Los botones del chat no tienen nombre accesible.')
	await page.getByRole('button', { name: 'Enviar aviso' }).click()
	await expect(page.getByText('Hemos recibido tu mensaje')).toBeVisible()
})
