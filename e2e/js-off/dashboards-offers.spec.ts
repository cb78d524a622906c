import { expect, loginWithForm, test } from '../fixtures.ts'
import { publishJobAs } from '../jobs.helpers.ts'

test('without JavaScript «Enviar mensaje» comes back to the form with «Mensaje enviado» and the conversation link', async ({
	page,
	request,
}) => {
	await page.setViewportSize({ width: 390, height: 844 })
	const jobId = await publishJobAs(request, 'elena.martin@demo.es', 'Mensaje sin JavaScript')
	await loginWithForm(page, 'oficial@demo.es')
	await page.goto(`/newjob/${jobId}`)
	await page.getByLabel('Mensaje para el cliente').fill('Hola, sin JavaScript.')
	await page.getByRole('button', { name: 'Enviar mensaje' }).click()
	await expect(page).toHaveURL(/\?conversacion=[a-z0-9]+#mensaje-enviado$/)
	const sent = page.locator('#mensaje-enviado')
	await expect(sent).toContainText('Mensaje enviado')
	await expect(sent).toBeInViewport()
	await sent.getByRole('link', { name: 'Ver la conversación' }).click()
	await expect(page.getByText('Hola, sin JavaScript.')).toBeVisible()
})
