import { type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test'
import { DEMO_PASSWORD, expect, loginWithForm, ownAddress } from './fixtures.ts'

const PHONE = { width: 390, height: 844 }

async function apiLogin(request: APIRequestContext, email: string, headers: Record<string, string> = {}) {
	const response = await request.post('/api/auth/login', { headers, data: { email, password: DEMO_PASSWORD } })
	const body = (await response.json()) as { accessToken: string }
	return { Authorization: `Bearer ${body.accessToken}`, ...headers }
}

export async function ok<T>(response: Awaited<ReturnType<APIRequestContext['post']>>) {
	if (!response.ok()) throw new Error(`${response.url()} → ${response.status()} ${await response.text()}`)
	return (await response.json()) as T
}

/**
 * cliente@demo.es posts a painting job, Tejados del Norte (from his own network, as a craftsman
 * must) offers 300 € with a year's guarantee, and she accepts it signed: all through /api, so the
 * journey starts at the paperwork. Answers the job, the offer and both parties' /api headers.
 */
export async function acceptedOffer(request: APIRequestContext) {
	const away = ownAddress()
	const client = await apiLogin(request, 'cliente@demo.es')
	const craftsman = await apiLogin(request, 'tejados.norte@demo.es', away)
	const places = (await (await request.get('/api/postal_codes?search=28001')).json()) as Array<{ _id: string }>
	const title = `Pintar el pasillo ${Date.now().toString(36)}`
	const created = await ok<{ job: { _id: string } }>(
		await request.post('/api/jobpost', {
			headers: client,
			data: {
				newData: {
					category: 'pintores',
					serviceTitle: { service_title: '', other_title: title },
					additional_job_description: 'Trabajo de prueba de extremo a extremo: anexos y garantía.',
					images: [],
					location: Number(places[0]!._id),
					working_schedule: 'flexible',
				},
			},
		}),
	)
	const jobId = created.job._id
	const { offerId } = await ok<{ offerId: string }>(
		await request.post('/api/offers', { headers: craftsman, data: { job: jobId, price: 300, guaranteeMonths: 12 } }),
	)
	await ok(
		await request.put('/api/jobpost/offer_status', {
			headers: client,
			data: {
				offerId,
				status: 'accepted',
				acceptance: { name: 'María García López', received: true, privateHome: false, homeOlderThanTwoYears: false },
			},
		}),
	)
	return { jobId, offerId, client, away }
}

/**
 * The paperwork after acceptance on a 390 px phone, with JavaScript on or off: the craftsman sends
 * an annex, the client accepts it with her typed name; once the job is done she claims under its
 * warranty, he answers «Resuelto», she confirms. `shots`: the screenshots' path prefix.
 */
export async function paperworkJourney(
	{
		browser,
		page,
		request,
		baseURL,
	}: { browser: Browser; page: Page; request: APIRequestContext; baseURL: string | undefined },
	{ javaScriptEnabled, shots }: { javaScriptEnabled: boolean; shots: string },
) {
	const { jobId, offerId, client, away } = await acceptedOffer(request)
	const context = await browser.newContext({
		baseURL,
		viewport: PHONE,
		javaScriptEnabled,
		extraHTTPHeaders: away,
	})
	const craftsman = await context.newPage()
	try {
		// 1. the craftsman sends an annex: one new line of labour
		await loginWithForm(craftsman, 'tejados.norte@demo.es')
		await craftsman.goto(`/tablero/oficial/pedidos/${offerId}/anexo`)
		await craftsman.getByLabel('Motivo del cambio').fill('Al rascar apareció humedad: hay que sanear antes de pintar.')
		const line = craftsman.getByRole('group', { name: 'Línea 1' })
		await line.getByLabel('Concepto').fill('Saneado de la pared')
		await line.getByLabel('Cantidad').fill('2')
		await line.getByLabel('Unidad').selectOption('h')
		await line.getByLabel('Precio unitario sin IVA (€)').fill('25')
		await craftsman.getByRole('button', { name: 'Enviar el anexo al cliente' }).click()
		await expect(craftsman.getByText('Anexo enviado al cliente')).toBeVisible()
		await craftsman.screenshot({ path: `${shots}-1-anexo-enviado.png`, fullPage: true })

		// 2. the client reads it beside the totals and accepts it, signed
		await loginWithForm(page, 'cliente@demo.es')
		await page.goto(`/tablero/cliente/trabajos/${jobId}/ofertas`)
		await page.getByRole('link', { name: 'Revisar y decidir el anexo' }).click()
		await expect(page.getByRole('heading', { name: 'Anexo al presupuesto' })).toBeVisible()
		await page.screenshot({ path: `${shots}-2-anexo-cliente.png`, fullPage: true })
		await page.getByLabel('Tu nombre y apellidos').fill('María García López')
		await page.getByLabel('He recibido el anexo antes de la ejecución de los cambios que describe').check()
		await page.getByRole('button', { name: 'Aceptar el anexo' }).click()
		await expect(page.getByText('Anexo aceptado', { exact: true })).toBeVisible()
		// 300 € + 2 h × 25 € + 21 % = 360,50 €
		await expect(page.getByTestId('total-actual').first()).toContainText('360,50')
		await expect(page.getByText('Aceptado por María García López').first()).toBeVisible()
		await page.screenshot({ path: `${shots}-3-anexo-aceptado.png`, fullPage: true })

		// 3. the job is done; she claims under its warranty
		await ok(await request.put('/api/jobpost/complete', { headers: client, data: { id: jobId } }))
		await page.goto(`/tablero/cliente/trabajos/${jobId}/garantia`)
		await expect(page.getByText(/En garantía hasta el/)).toBeVisible()
		await page.getByLabel(/Qué falla/).fill('La pintura del pasillo se está levantando junto al radiador.')
		await page.getByRole('button', { name: 'Reclamar en garantía' }).click()
		await expect(page.getByText('Reclamación enviada al profesional')).toBeVisible()
		await page.screenshot({ path: `${shots}-4-reclamacion.png`, fullPage: true })

		// 4. the craftsman answers «Resuelto» with a note
		await craftsman.goto('/tablero/oficial/garantias')
		const claim = craftsman.locator('li', { hasText: 'se está levantando junto al radiador' })
		await claim.getByLabel(/Tu respuesta al cliente/).fill('Lijé y repinté la zona con pintura para calor.')
		await claim.getByRole('button', { name: 'Resuelto' }).click()
		await expect(craftsman.getByText('Has respondido: resuelto')).toBeVisible()
		await craftsman.screenshot({ path: `${shots}-5-respuesta.png`, fullPage: true })

		// 5. she confirms: the claim is closed
		await page.goto(`/tablero/cliente/trabajos/${jobId}/garantia`)
		await expect(page.getByText('Lijé y repinté la zona con pintura para calor.')).toBeVisible()
		await page.getByRole('button', { name: 'Confirmar' }).click()
		await expect(page.getByText('Reclamación cerrada', { exact: true })).toBeVisible()
		await page.screenshot({ path: `${shots}-6-cerrada.png`, fullPage: true })
	} finally {
		await context.close()
	}
}

/**
 * A thumb's second tap on a slow phone: the first POST to `url` reaches the server and is done, but
 * its answer is held until the second tap has been sent, so both posts are made (with or without
 * JavaScript, the browser drops the first answer for the second).
 */
export async function doubleTap(page: Page, url: RegExp, button: Locator, { javaScript = true } = {}) {
	let releaseFirst!: () => void
	const secondSent = new Promise<void>((resolve) => (releaseFirst = resolve))
	let posts = 0
	let firstDone = false
	await page.route(url, async (route) => {
		if (route.request().method() !== 'POST') return route.continue()
		posts += 1
		if (posts === 1) {
			const response = await route.fetch()
			firstDone = true
			await secondSent
			await route.fulfill({ response }).catch(() => {}) // the browser may have dropped it
		} else {
			releaseFirst()
			await route.continue()
		}
	})
	// without JavaScript the spot is taken before the tap: once the page navigates, a locator waits
	if (!javaScript) await button.scrollIntoViewIfNeeded()
	const box = javaScript ? null : await button.boundingBox()
	await button.click({ noWaitAfter: true })
	await expect.poll(() => firstDone).toBe(true)
	// with JavaScript the «Enviando…» toast may lie over the button: the click goes to the button
	// itself; without, the page is navigating and a locator would wait: the same spot, as a thumb does
	if (!box) await button.dispatchEvent('click')
	else await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
	await expect.poll(() => posts).toBe(2)
	return async () => page.unroute(url)
}

/** The connection drops after the POST to `url` reached the server: the server did it, the phone never hears. */
export async function loseNextAnswer(page: Page, url: RegExp) {
	let lost = false
	await page.route(url, async (route) => {
		if (route.request().method() !== 'POST' || lost) return route.continue()
		lost = true
		await route.fetch()
		await route.abort('internetdisconnected')
	})
	return async () => {
		await expect.poll(() => lost).toBe(true)
		await page.unroute(url)
	}
}
