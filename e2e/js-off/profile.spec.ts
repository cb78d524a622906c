import { expect, test } from '@playwright/test'
import { loginWithForm } from '../fixtures.ts'

test('without JavaScript oficial@demo.es edits the description and a service and checks the public profile', async ({
	page,
}) => {
	const description = `Sin JavaScript también, prueba ${Date.now()}.`
	await loginWithForm(page, 'oficial@demo.es')
	await page.goto('/tablero/oficial/editarperfil')
	await page.getByLabel('Descripción').fill(description)
	await page.getByRole('button', { name: 'Guardar empresa' }).click()
	await expect(page.getByLabel('Descripción')).toHaveValue(description)
	await page.getByRole('checkbox', { name: 'Albañiles' }).check()
	await page.getByRole('button', { name: 'Guardar servicios' }).click()
	await expect(page.getByRole('checkbox', { name: 'Albañiles' })).toBeChecked()
	// a bad postal code is refused and changes nothing
	await page.getByLabel('Código postal').fill('28A')
	await page.getByRole('button', { name: 'Guardar datos personales' }).click()
	await expect(page.getByText('El código postal debe ser un número')).toBeVisible()

	await page.getByRole('link', { name: 'Ver perfil como cliente' }).click()
	await expect(page).toHaveURL(/\/oficial\/reformas-moreno$/)
	await expect(page.getByText(description)).toBeVisible()
	await expect(page.getByRole('list').getByText('Albañiles')).toBeVisible()
	await page.getByRole('link', { name: 'Volver al panel de control' }).click()
	await expect(page).toHaveURL(/\/tablero\/oficial\/editarperfil$/)
})
