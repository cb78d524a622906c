// On a phone, with JavaScript: the hero's wizard popup, password refusals, confirmed
// decisions, the message box after sending, the offer notice, and errors brought into view.
import { jobWithDemoOffer, signAndAccept } from './client.helpers.ts'
import { DEMO_PASSWORD, expect, loginWithForm, test, waitForEmail, readOutbox } from './fixtures.ts'
import { openJobWithoutOffer } from './jobs.helpers.ts'

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

for (const [where, path, label] of [
	['the home page', '/', '¿Qué servicio necesitas?'],
	['a cost guide', '/cuanto-cuesta-pintar-un-piso', '¿Necesitas otro servicio?'],
] as const) {
	test(`on ${where}, the hero's «Pedir presupuestos» runs the wizard in its popup; «Atrás» on step 1 closes it`, async ({
		page,
	}) => {
		await page.goto(path)
		await page.waitForLoadState('networkidle')
		const search = page.getByRole('combobox', { name: label })
		await search.fill('pint')
		await page.getByRole('option', { name: /Pintores/ }).click()
		// the hero's own button, inside its <form action="/buscar-servicio">
		await page.getByRole('search').getByRole('link', { name: 'Pedir presupuestos' }).click()
		const popup = page.getByRole('dialog', { name: 'Publicar un trabajo' })
		await expect(popup.getByText('Pintores · Paso 1 de 8')).toBeVisible()

		// the step's error shows inside the dialog's visible part, its field focused
		await popup.getByRole('button', { name: 'Siguiente' }).click()
		await expect(popup.getByText('¿Puedes responder esta pregunta?')).toBeInViewport()
		await expect(popup.getByRole('radio').first()).toBeFocused()
		await page.screenshot({ path: `test-results/issue16-popup-error-${where.replace(/ /g, '-')}.png` })

		await popup.getByLabel('Otro trabajo (escríbelo)').fill('Pintar la escalera')
		await popup.getByRole('button', { name: 'Siguiente' }).click()
		await expect(popup.getByText('Pintores · Paso 2 de 8')).toBeVisible()
		await expect(page).toHaveURL(path) // the page behind did not move

		await popup.getByRole('button', { name: 'Atrás' }).click()
		await expect(popup.getByText('Pintores · Paso 1 de 8')).toBeVisible()
		await popup.getByRole('button', { name: 'Atrás' }).click()
		await expect(popup).toBeHidden()
		await expect(page).toHaveURL(path)
	})
}

test('registration step 1: the error of the trade list is brought into view, its first box focused', async ({
	page,
}) => {
	await page.goto('/registrarse')
	await page.waitForLoadState('networkidle')
	await page.getByRole('button', { name: 'Siguiente' }).click()
	await expect(page.getByText('Selecciona al menos un servicio')).toBeInViewport()
	await expect(page.locator('form#registro-oficio').getByRole('checkbox').first()).toBeFocused()
	await page.screenshot({ path: 'test-results/issue16-registration-error.png' })
})

test('a wrong current password is answered on its field on the password page', async ({ page }) => {
	await loginWithForm(page, 'cliente@demo.es')
	await page.goto('/tablero/cliente/contrasena')
	const form = page.locator('form#change-password')
	await form.getByLabel('Contraseña actual').fill('Otra#Cosa99')
	await form.getByLabel('Nueva contraseña').fill('Nueva#Cl4ve')
	await form.getByLabel('Confirmar contraseña').fill('Nueva#Cl4ve')
	await form.getByRole('button', { name: 'Guardar' }).click()
	await expect(form.getByText('La contraseña actual no es correcta')).toBeVisible()
	await expect(form.getByLabel('Contraseña actual')).toHaveAttribute('aria-invalid', 'true')
	await page.screenshot({ path: 'test-results/issue16-password-page.png' })
})

test('a wrong current password is answered on its field in the top bar modal; nothing changes', async ({ page }) => {
	await loginWithForm(page, 'cliente@demo.es')
	await page.waitForLoadState('networkidle') // the link opens the modal once hydrated
	await page.getByRole('link', { name: 'Cambiar contraseña' }).click()
	const modal = page.getByRole('dialog', { name: 'Cambiar contraseña' })
	await modal.getByLabel('Contraseña actual').fill('Otra#Cosa99')
	await modal.getByLabel('Nueva contraseña').fill('Nueva#Cl4ve')
	await modal.getByLabel('Confirmar contraseña').fill('Nueva#Cl4ve')
	await modal.getByRole('button', { name: 'Guardar' }).click()
	await expect(modal.getByText('La contraseña actual no es correcta')).toBeVisible()
	await page.screenshot({ path: 'test-results/issue16-password-modal.png' })

	// nothing changed: the demo password still signs in
	await page.context().clearCookies()
	await loginWithForm(page, 'cliente@demo.es', DEMO_PASSWORD)
})

test('the reset link refuses the current password with a clear message', async ({ page }) => {
	const email = 'elena.martin@demo.es'
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
	await page.screenshot({ path: 'test-results/issue16-reset-same.png' })
})

test('accepting is signed on its own page and completing asks in a dialog; «No, volver» changes nothing', async ({
	page,
	request,
}) => {
	const jobId = await jobWithDemoOffer(request, `Pintar la entrada ${Date.now()}`, 275)
	await loginWithForm(page, 'cliente@demo.es')
	await page.goto('/tablero/cliente/trabajos')
	const card = page.locator(`#trabajo-${jobId}`)
	const accept = card.getByRole('button', { name: /^Aceptar la oferta de Tejados del Norte/ })

	await accept.click()
	await expect(
		page.getByRole('heading', { name: '¿Aceptar la oferta de Tejados del Norte por 275,00 €?' }),
	).toBeVisible()
	await expect(page.getByText('El trabajo quedará asignado a Tejados del Norte.')).toBeVisible()
	await page.screenshot({ path: 'test-results/issue43-accept-page.png', fullPage: true })
	await page.getByRole('link', { name: 'No, volver a mis trabajos' }).click()
	await expect(card.getByText('Abierto')).toBeVisible()

	await accept.click()
	await signAndAccept(page)
	await expect(page.getByText('Oferta aceptada', { exact: true })).toBeVisible()
	await expect(card.getByText('Asignado')).toBeVisible()

	await card.getByRole('button', { name: 'Marcar como terminado' }).click()
	const done = page.getByRole('dialog', { name: /como terminado\?$/ })
	await expect(done.getByText('Después podrás valorar a Tejados del Norte.')).toBeVisible()
	await done.getByRole('button', { name: 'Sí, está terminado' }).click()
	await expect(page.getByText('Trabajo marcado como terminado')).toBeVisible()
	await expect(card.getByText('Terminado', { exact: true })).toBeVisible()
})

test('the craftsman: the message box empties after sending; the offer shows no internal id', async ({ page }) => {
	await loginWithForm(page, 'oficial@demo.es')
	await openJobWithoutOffer(page)
	const box = page.getByLabel('Mensaje para el cliente')
	await box.fill('Hola, puedo pasar a verlo el jueves.')
	await page.getByRole('button', { name: 'Enviar mensaje' }).click()
	await expect(page.getByText('Mensaje enviado con éxito')).toBeVisible()
	await expect(box).toHaveValue('')

	await page.getByLabel('Precio de tu oferta (€)').fill('199')
	await page.getByRole('button', { name: 'Enviar oferta' }).click()
	const sent = page.getByTestId('oferta-enviada')
	await expect(sent).toContainText('199,00 €')
	await expect(sent).not.toContainText('referencia')
	const offerId = (await sent.getByRole('link', { name: 'Verla en tus pedidos' }).getAttribute('href'))!.split('#')[1]!
	await expect(sent).not.toContainText(offerId)
	await sent.scrollIntoViewIfNeeded()
	await page.screenshot({ path: 'test-results/issue16-offer-sent.png' })
})
