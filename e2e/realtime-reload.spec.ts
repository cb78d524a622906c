// A page reloads what it shows whenever a push may have been missed: after every reconnection of its
// socket, even one that recovered the session (the server can lose a push made while it restores
// one, docs/decisions/019-attack-findings.md), when the server says «resync» (its Redis back after an
// outage), and at its first connection only if something it shows was pushed since its loaders ran.
// The socket's traffic goes through Playwright routes, which can hold or cut it.
import { type Page, type WebSocketRoute } from '@playwright/test'
import { craftsmanWritesToClient } from './chat.helpers.ts'
import { apiLogin, DEMO_PASSWORD, expect, loginWithForm, test } from './fixtures.ts'
import { publishJobAs } from './jobs.helpers.ts'

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

/**
 * The page's socket traffic: its HTTP long-polling held while `holding()` says so, and the answers to
 * its first connection's question («missedSince», by long-polling or WebSocket) counted.
 */
async function watchFirstConnection(page: Page, holding: () => boolean) {
	const watched = { held: [] as Array<() => Promise<void>>, answers: 0 }
	const count = (packets: string) => {
		// «43<id>[{"private":…}]»: an acknowledgement carrying the answer
		for (const packet of packets.split('\x1e')) if (/^43\d+\[\{"private"/.test(packet)) watched.answers++
	}
	page.on('websocket', (socket) => socket.on('framereceived', ({ payload }) => count(String(payload))))
	await page.route(/\/socket\.io\//, async (route) => {
		const pass = async () => {
			const response = await route.fetch()
			const body = await response.text()
			count(body)
			await route.fulfill({ response, body })
		}
		if (holding())
			watched.held.push(() => pass().catch(() => {})) // a page navigated away from aborted it
		else await pass().catch(() => {})
	})
	return watched
}

test('a job’s page reloads at its socket’s first connection only if that job changed meanwhile', async ({
	page,
	request,
}) => {
	const jobId = await publishJobAs(request, 'cliente@demo.es', `Enchufes del pasillo ${Date.now()}`)
	const published = Date.now()
	// a craftsman reading a lead (an anonymous visitor's job page ships no script, hence no socket)
	await loginWithForm(page, 'oficial@demo.es')
	let holding = true
	const socket = await watchFirstConnection(page, () => holding)
	let reloads = 0
	page.on('request', (request) => {
		if (request.method() === 'GET' && new URL(request.url()).pathname === `/newjob/${jobId}.data`) reloads++
	})
	/** the socket's first connection answered, and any reload it started has gone out */
	const answered = async (count: number) => {
		await expect.poll(() => socket.answers, { message: 'the first connection asked what it missed' }).toBe(count)
		// a request the page sends after the answer: a reload the answer started went out before it
		await page.evaluate(() => fetch('/robots.txt').then((response) => response.text()))
	}

	// the job's own publication is older than the page: marks up to a second older than a page still
	// count (two instances' clocks, push-marks.server.ts), so the page loads past that second
	await page.waitForTimeout(Math.max(0, published + 1_100 - Date.now()))
	// another job changes while this page's socket is on its way: nothing to reload here
	await page.goto(`/newjob/${jobId}`)
	await expect.poll(() => socket.held.length, { message: 'the page tried to connect its socket' }).toBeGreaterThan(0)
	await publishJobAs(request, 'cliente@demo.es', `Otro trabajo ${Date.now()}`)
	holding = false
	for (const release of socket.held.splice(0)) await release()
	await answered(1)
	expect(reloads, 'no reload: nothing this page shows changed').toBe(0)

	// this job changes while the socket is on its way: its page reloads once connected, and shows it
	holding = true
	await page.goto(`/newjob/${jobId}`)
	await expect.poll(() => socket.held.length).toBeGreaterThan(0)
	const { token } = await apiLogin(request, 'cliente@demo.es')
	const description = `Son seis enchufes, no cuatro ${Date.now()}`
	const changed = await request.put(`/api/jobpost?id=${jobId}`, {
		headers: { Authorization: `Bearer ${token}` },
		data: { data: { additional_job_description: description } },
	})
	expect(changed.ok()).toBe(true)
	holding = false
	for (const release of socket.held.splice(0)) await release()
	await answered(2)
	expect(reloads, 'one reload: this job changed').toBe(1)
	await expect(page.getByText(description)).toBeVisible()
})
