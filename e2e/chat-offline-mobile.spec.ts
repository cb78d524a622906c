import { craftsmanWritesToClient } from './chat.helpers.ts'
import { expect, loginWithForm, test } from './fixtures.ts'

// A phone (390 px) loses its connection in a chat: the message typed meanwhile shows as «Pendiente»,
// never as sent, and goes out by itself once the network is back (stored once).
test.use({ viewport: { width: 390, height: 844 } })

test('a chat message typed offline is shown «Pendiente» and is sent when the network returns', async ({
	page,
	context,
	request,
}) => {
	test.slow() // a sign-in, an offline spell and a reconnection on a loaded machine
	const stamp = Date.now()
	const { convId } = await craftsmanWritesToClient(request, `¿Le viene bien el martes? ${stamp}`)
	await loginWithForm(page, 'cliente@demo.es')
	await page.goto(`/tablero/cliente/mensajes/${convId}`)
	await page.waitForLoadState('networkidle')
	const thread = page.getByRole('list', { name: 'Mensajes' })
	await expect(thread).toContainText(`¿Le viene bien el martes? ${stamp}`)

	await context.setOffline(true)
	const text = `Sí, el martes a las 9 ${stamp}`
	await page.getByLabel('Escribe tu mensaje').fill(text)
	await page.getByRole('button', { name: 'Enviar', exact: true }).click()
	const pending = page.locator('.chat-msg--pending', { hasText: text })
	await expect(pending).toBeVisible()
	await expect(pending).toContainText('Pendiente')
	await expect(page.getByText('Mensaje enviado con éxito')).toHaveCount(0)
	await expect(page.getByText(/Something went wrong|Algo ha ido mal/)).toHaveCount(0)
	await expect(page.getByLabel('Escribe tu mensaje')).toHaveValue('')
	await page.screenshot({ path: 'test-results/chat-offline-pending.png' })

	// a second one queues behind it, in order
	await page.getByLabel('Escribe tu mensaje').fill(`Llevo las llaves ${stamp}`)
	await page.getByRole('button', { name: 'Enviar', exact: true }).click()
	await expect(page.locator('.chat-msg--pending')).toHaveCount(2)

	await context.setOffline(false)
	await expect(page.locator('.chat-msg--pending')).toHaveCount(0, { timeout: 20_000 })
	await expect(thread.locator('.chat-msg--mine', { hasText: text })).toBeVisible()
	await page.screenshot({ path: 'test-results/chat-offline-sent.png' })

	// stored once each, in the order typed
	await page.reload()
	const mine = thread.locator('.chat-msg--mine').filter({ hasText: String(stamp) })
	await expect(mine).toHaveCount(2)
	await expect(mine.nth(0)).toContainText(text)
	await expect(mine.nth(1)).toContainText(`Llevo las llaves ${stamp}`)
})
