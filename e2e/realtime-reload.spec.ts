// A dashboard page reloads what it shows whenever a push may have been missed: after every
// reconnection of its socket, even one that recovered the session (the server can lose a push made
// while it restores one, docs/decisions/019-attack-findings.md), and when the server says «resync» (its Redis back
// after an outage). The socket's WebSocket goes through a Playwright route, which can cut it.
import { type WebSocketRoute } from '@playwright/test'
import { craftsmanWritesToClient } from './chat.helpers.ts'
import { DEMO_PASSWORD, expect, test } from './fixtures.ts'

test('the messages page reloads its data after a recovered reconnection and on «resync»', async ({ page, request }) => {
	const routes: Array<{ page: WebSocketRoute; server: WebSocketRoute; upgraded: boolean; cut: boolean }> = []
	/** the page's socket: the open WebSocket that carries its traffic */
	const live = () => routes.filter((route) => route.upgraded && !route.cut)
	await page.routeWebSocket(/\/socket\.io\//, (route) => {
		const entry = { page: route, server: route.connectToServer(), upgraded: false, cut: false }
		route.onMessage((message) => {
			// «5»: the client moved its traffic from long-polling to this WebSocket
			if (message === '5') entry.upgraded = true
			entry.server.send(message)
		})
		// a page navigated away from closes its socket
		route.onClose(() => {
			entry.cut = true
			void entry.server.close()
		})
		routes.push(entry)
	})
	/** the socket id of each connection (its CONNECT answer comes by HTTP long-polling, before the
	 * upgrade to WebSocket): the same one again means the session was recovered */
	const socketIds: string[] = []
	await page.route(/\/socket\.io\/.*transport=polling/, async (route) => {
		const response = await route.fetch()
		const body = await response.text()
		for (const packet of body.split('\x1e')) {
			const connected = /^40(\{.*\})$/.exec(packet)
			if (connected) socketIds.push((JSON.parse(connected[1]!) as { sid: string }).sid)
		}
		await route.fulfill({ response, body })
	})
	let reloads = 0
	page.on('request', (request) => {
		if (new URL(request.url()).pathname === '/tablero/cliente/mensajes.data') reloads++
	})
	// straight to the page from the sign-in form: the dashboard's home would open a socket of its own
	await page.goto(`/iniciar-sesion?redirectTo=${encodeURIComponent('/tablero/cliente/mensajes')}`)
	await page.getByLabel('Correo electrónico').fill('cliente@demo.es')
	await page.getByLabel('Contraseña').fill(DEMO_PASSWORD)
	await page.getByRole('button', { name: 'Iniciar sesión' }).click()
	await expect(page).toHaveURL(/\/tablero\/cliente\/mensajes$/)
	await expect(page.getByRole('heading', { name: 'Mensajes' })).toBeVisible()
	await expect.poll(() => live().length).toBe(1)
	const socketId = socketIds.at(-1)
	expect(socketId).toBeDefined()
	// a push first: Socket.IO recovers a session from the last broadcast packet the client got
	const stamp = Date.now()
	await craftsmanWritesToClient(request, `¿Le viene bien el jueves? ${stamp}`)
	await expect(page.getByText(String(stamp))).toBeVisible()
	// its pushes (the message and its notification) each reload the list: wait until they are done
	await expect
		.poll(async () => {
			const seen = reloads
			await page.waitForTimeout(1_000)
			return reloads === seen
		})
		.toBe(true)
	const before = reloads

	// the connection drops on both sides, as on a train: the client comes back within the recovery window
	const connections = socketIds.length
	const dropped = live()[0]!
	dropped.cut = true
	await dropped.server.close()
	await dropped.page.close()
	await expect.poll(() => socketIds.length).toBe(connections + 1)
	expect(socketIds.at(-1), 'the session was recovered').toBe(socketId)
	await expect.poll(() => reloads, { message: 'reloaded after the recovered reconnection' }).toBe(before + 1)

	// the server says pushes may have been lost: one reload, within the 3 s it is spread over
	await expect.poll(() => live().length).toBe(1)
	live()[0]!.page.send('42["resync"]')
	await expect.poll(() => reloads, { message: 'reloaded on «resync»' }).toBe(before + 2)
	await expect(page.getByRole('heading', { name: 'Mensajes' })).toBeVisible()
})
