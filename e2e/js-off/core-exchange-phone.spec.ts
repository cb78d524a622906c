// On a phone without JavaScript: decisions go through a confirmation page, password
// refusals are shown on the page.
import { jobWithDemoOffer, signAndAccept } from '../client.helpers.ts'
import { DEMO_PASSWORD, expect, loginWithForm, readOutbox, test, waitForEmail } from '../fixtures.ts'

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

test('accepting and completing land on a confirmation page first; «No, volver» changes nothing', async ({
	page,
	request,
}) => {
	const jobId = await jobWithDemoOffer(request, `Pintar el garaje ${Date.now()}`, 310)
	await loginWithForm(page, 'cliente@demo.es')
	await page.goto('/tablero/cliente/trabajos')
	const card = page.locator(`#trabajo-${jobId}`)
	await card.getByLabel('Motivo para las demás ofertas (opcional)').selectOption('precio')
	await card.getByRole('button', { name: /^Aceptar la oferta de Tejados del Norte/ }).click()

	await expect(page).toHaveURL(/\/tablero\/cliente\/trabajos\/confirmar\?accion=aceptar&oferta=\w+&motivo=precio$/)
	await expect(
		page.getByRole('heading', { name: '¿Aceptar la oferta de Tejados del Norte por 310,00 €?' }),
	).toBeVisible()
	await page.screenshot({ path: 'test-results/issue16-accept-page-js-off.png', fullPage: true })
	await page.getByRole('link', { name: 'No, volver a mis trabajos' }).click()
	await expect(card.getByText('Abierto')).toBeVisible()

	await card.getByRole('button', { name: /^Aceptar la oferta de Tejados del Norte/ }).click()
	await signAndAccept(page)
	await expect(page.getByText('Oferta aceptada', { exact: true })).toBeVisible()
	await expect(card.getByText('Asignado')).toBeVisible()

	await card.getByRole('button', { name: 'Marcar como terminado' }).click()
	await expect(page).toHaveURL(`/tablero/cliente/trabajos/confirmar?accion=terminar&trabajo=${jobId}`)
	await expect(page.getByText('Después podrás valorar a Tejados del Norte.')).toBeVisible()
	await page.screenshot({ path: 'test-results/issue16-complete-page-js-off.png', fullPage: true })
	await page.getByRole('button', { name: 'Sí, está terminado' }).click()
	await expect(card.getByText('Terminado')).toBeVisible()
})

test('a wrong current password is answered on its field', async ({ page }) => {
	await loginWithForm(page, 'cliente@demo.es')
	await page.goto('/tablero/cliente/contrasena')
	const form = page.locator('form#change-password')
	await form.getByLabel('Contraseña actual').fill('Otra#Cosa99')
	await form.getByLabel('Nueva contraseña').fill('Nueva#Cl4ve')
	await form.getByLabel('Confirmar contraseña').fill('Nueva#Cl4ve')
	await form.getByRole('button', { name: 'Guardar' }).click()
	await expect(form.getByText('La contraseña actual no es correcta')).toBeVisible()
	await page.screenshot({ path: 'test-results/issue16-password-page-js-off.png' })
})

test('the reset link refuses the current password', async ({ page }) => {
	const email = 'alberto.diaz@demo.es'
	const before = readOutbox(email).length
	await page.goto('/recuperar-contrasena')
	await page.getByLabel('Correo electrónico').fill(email)
	await page.getByRole('button', { name: 'Enviar enlace' }).click()
	const message = await waitForEmail(email, before + 1)
	const link = new URL(message.text.match(/https?:\/\/\S+restablecer-contrasena\?token=[\w-]+/)![0])
	await page.goto(`${link.pathname}${link.search}`)
	await page.getByLabel('Nueva contraseña').fill(DEMO_PASSWORD)
	await page.getByLabel('Confirmar contraseña').fill(DEMO_PASSWORD)
	await page.getByRole('button', { name: 'Guardar' }).click()
	await expect(page.getByText('La nueva contraseña debe ser distinta de la actual')).toBeVisible()
})

test('registration step 1: the error of the trade list shows in the first screen of the answer', async ({ page }) => {
	await page.goto('/registrarse')
	await page.getByRole('button', { name: 'Siguiente' }).click()
	await expect(page.getByText('Selecciona al menos un servicio')).toBeInViewport()
	await page.screenshot({ path: 'test-results/issue16-registration-error-js-off.png' })
})
