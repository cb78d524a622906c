import { craftsmanWritesToClient } from '../chat.helpers.ts'
import { expect, loginWithForm, test } from '../fixtures.ts'

test('without JavaScript the client reads and answers a conversation with plain forms', async ({ page, request }) => {
	const stamp = Date.now()
	const { convId } = await craftsmanWritesToClient(request, `Sin JS ${stamp}`)
	await loginWithForm(page, 'cliente@demo.es')
	await page.goto('/tablero/cliente/mensajes')
	await page
		.locator('.chat-list__item', { hasText: String(stamp) })
		.getByRole('link')
		.click()
	await expect(page).toHaveURL(new RegExp(`/tablero/cliente/mensajes/${convId}`))
	await expect(page.getByText(`Sin JS ${stamp}`)).toBeVisible()

	// blanks pass the browser's `required` but not the server, which answers with the message
	await page.getByLabel('Escribe tu mensaje').fill('   ')
	await page.getByRole('button', { name: 'Enviar', exact: true }).click()
	await expect(page.getByText('Escribe un mensaje')).toBeVisible()

	await page.getByLabel('Escribe tu mensaje').fill(`Respuesta sin JS ${stamp}`)
	await page.getByRole('button', { name: 'Enviar', exact: true }).click()
	await expect(page.getByText('Mensaje enviado con éxito')).toBeVisible()
	await expect(page.getByText(`Respuesta sin JS ${stamp}`)).toBeVisible()

	// notifications (opening the conversation read the last one, so a new message brings one):
	// pagination links, and 'Marcar como leído' as a plain form
	await craftsmanWritesToClient(request, `Otro mensaje ${stamp}`)
	await page.goto('/tablero/cliente/notificaciones')
	await expect(page.locator('.notification--unread')).not.toHaveCount(0)
	await expect(page.getByText(/Página 1 de \d+/)).toBeVisible()
	await page.locator('.notifications__head').getByRole('button', { name: 'Marcar como leído' }).click()
	await expect(page.getByText('Notificaciones marcadas como leídas')).toBeVisible()
	await expect(page.locator('.notifications__head').getByRole('button', { name: 'Marcar como leído' })).toBeDisabled()
	await expect(page.locator('.notification--unread')).toHaveCount(0)
})
