import { expect, loginWithForm, test } from '../fixtures.ts'
import { insertClientWithWeakPassword, WEAK_PASSWORD } from '../weak-password.helpers.ts'

test('without JavaScript «Más tarde» sets the weak-password recommendation aside for good', async ({ page }) => {
	const email = await insertClientWithWeakPassword()
	await loginWithForm(page, email, WEAK_PASSWORD)
	const modal = page.getByRole('dialog', { name: 'Te recomendamos cambiar tu contraseña' })
	await expect(modal).toBeVisible()
	await modal.getByRole('button', { name: 'Más tarde' }).click()
	await expect(page).toHaveURL(/\/tablero\/cliente/)
	await expect(modal).toHaveCount(0)
	await expect(page.getByText('Se requiere la contraseña actual')).toHaveCount(0)
	await page.context().clearCookies()
	await loginWithForm(page, email, WEAK_PASSWORD)
	await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
	await expect(modal).toHaveCount(0)
})
