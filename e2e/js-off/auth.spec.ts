import { DEMO_PASSWORD, expect, loginWithForm, test } from '../fixtures.ts'

test('without JavaScript the login link is a page whose form signs in and shows a toast', async ({ page }) => {
	await page.goto('/')
	await page.getByRole('link', { name: 'Iniciar sesión' }).click()
	await expect(page).toHaveURL(/\/iniciar-sesion\?redirectTo=%2F/)

	await page.getByRole('button', { name: 'Iniciar sesión' }).click()
	await expect(page.getByText('Se requiere correo electrónico')).toBeVisible()
	await expect(page.getByText('Se requiere contraseña')).toBeVisible()

	await page.getByLabel('Correo electrónico').fill('no-es-correo')
	await page.getByLabel('Contraseña').fill('corta')
	await page.getByRole('button', { name: 'Iniciar sesión' }).click()
	await expect(page.getByText('El correo electrónico no es válido')).toBeVisible()
	await expect(page.getByText('La longitud de la contraseña debe ser al menos 6 caracteres')).toBeVisible()

	await page.getByLabel('Correo electrónico').fill('admin@demo.es')
	await page.getByLabel('Contraseña').fill(DEMO_PASSWORD)
	await page.getByRole('button', { name: 'Iniciar sesión' }).click()
	await expect(page).toHaveURL('/')
	await expect(page.getByRole('status').filter({ hasText: 'Has iniciado sesión' })).toBeVisible()
	await expect(page.getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/tablero/admin')

	// the flash message is shown once
	await page.reload()
	await expect(page.getByText('Has iniciado sesión')).toBeHidden()
})

test('without JavaScript the password form is checked by the server', async ({ page }) => {
	await loginWithForm(page, 'oficial.sinplan@demo.es')
	await page.goto('/tablero/oficial/contrasena')
	await page.getByLabel('Contraseña actual').fill(DEMO_PASSWORD)
	await page.getByLabel('Nueva contraseña').fill('qwerty')
	await page.getByLabel('Confirmar contraseña').fill('qwertz')
	await page.getByRole('button', { name: 'Guardar' }).click()
	await expect(page.getByText('Cumple la longitud: de 8 a 72 caracteres').first()).toBeVisible()
	await expect(page.getByText('La confirmación no coincide con la nueva contraseña')).toBeVisible()
})

test('without JavaScript the query dialogs close with a link', async ({ page }) => {
	await page.goto('/?job_alert_unsubscription=true')
	const dialog = page.getByRole('dialog', { name: 'Éxito de Cancelación' })
	await expect(dialog).toBeVisible()
	await dialog.getByRole('link', { name: 'Cerrar' }).click()
	await expect(page).toHaveURL('/')
	await expect(dialog).toBeHidden()
})
