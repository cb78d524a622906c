// A new user's first minutes on a phone, without JavaScript: a postal code without «Buscar» is
// enough when it has one place (wizard and personal data), several are listed to choose from, and
// a message never covers the field being typed.
import { devices } from '@playwright/test'
import { expect, test } from '../fixtures.ts'
import { guestToLastStep } from '../wizard-phone.helpers.ts'

test.use({ ...devices['Pixel 7'], javaScriptEnabled: false })

const publish = (page: import('@playwright/test').Page) => page.getByRole('button', { name: 'Publicar' }).click()

test('«Publicar» without «Buscar»: a code with one place publishes; then the profile takes a new one-place code', async ({
	page,
}) => {
	await guestToLastStep(page, { email: `sin.buscar.${Date.now()}@example.com`, title: 'Cambiar la cisterna' })
	await page.getByLabel('Código postal').fill('28001')
	await publish(page)
	await expect(page).toHaveURL(/\/tablero\/cliente/)
	await expect(page.getByText('Tu trabajo se ha publicado')).toBeVisible()
	await page.screenshot({ path: 'test-results/js-off-published.png' })

	// personal data: a new code, still the old place checked, no «Buscar»: the code's only place
	await page.goto('/tablero/cliente/perfil')
	await page.getByLabel('Apellidos').fill('Prieto Sanz')
	await page.getByLabel('Código postal').fill('28002')
	await page.getByRole('button', { name: 'Guardar datos personales' }).click()
	await expect(page.getByText('El código postal es inválido')).toHaveCount(0)
	await page.goto('/tablero/cliente/perfil')
	await expect(page.getByLabel('Código postal')).toHaveValue('28002')
	await expect(page.getByRole('radio', { name: /Madrid/ })).toBeChecked()
})

test('«Publicar» without «Buscar» with a code of several places lists them to choose from', async ({ page }) => {
	await guestToLastStep(page, { email: `varios.lugares.${Date.now()}@example.com`, title: 'Cambiar el grifo' })
	await page.getByLabel('Código postal').fill('28110')
	await publish(page)
	await expect(page.getByText('Este código postal tiene varios lugares: elige el tuyo')).toBeVisible()
	await expect(page.getByText('Ubicación no encontrada')).toHaveCount(0)
	await page.screenshot({ path: 'test-results/js-off-several-places.png' })
	await page.getByRole('radio', { name: /Algete/ }).check()
	await publish(page)
	await expect(page.getByText('Tu trabajo se ha publicado')).toBeVisible()
})

test('a message never covers the confirm-password field', async ({ page }) => {
	// signing in lands on the password page with «Has iniciado sesión», which stays without JavaScript
	await page.goto(`/iniciar-sesion?redirectTo=${encodeURIComponent('/tablero/cliente/contrasena')}`)
	await page.getByLabel('Correo electrónico').fill('historial@demo.es') // an account no other test changes
	await page.getByLabel('Contraseña').fill('Reforma#58')
	await page.getByRole('button', { name: 'Iniciar sesión' }).click()
	await page.waitForURL(/contrasena/)
	const toast = page.getByText('Has iniciado sesión')
	await expect(toast).toBeVisible()
	const confirm = page.getByLabel('Confirmar contraseña')
	// the field at the bottom of the screen, where the thumb types
	await confirm.evaluate((field) => field.scrollIntoView({ block: 'end' }))
	const [field, message] = [await confirm.boundingBox(), await toast.boundingBox()]
	const overlaps =
		message !== null &&
		field !== null &&
		message.y < field.y + field.height &&
		field.y < message.y + message.height &&
		message.x < field.x + field.width &&
		field.x < message.x + message.width
	await page.screenshot({ path: 'test-results/js-off-password-toast.png' })
	expect(overlaps).toBe(false)
})
