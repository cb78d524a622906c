import { expect, loginWithForm, test } from './fixtures.ts'
import { jobWithDemoOffer } from './client.helpers.ts'
import { publishJobAs } from './jobs.helpers.ts'

// On a phone (Pixel 7): what a craftsman sees around the offer form, what the client sees of their
// offers and of what waits for them, and another client's job. Screens in /work/shots-h when set.
const SHOTS = process.env.SHOTS_DIR ?? 'test-results/screens'
// the phone of the walk (390 px), also when the desktop project runs this file
test.use({ viewport: { width: 390, height: 844 } })

test('after «Enviar mensaje» the page stays at the form and links to the conversation', async ({ page, request }) => {
	const jobId = await publishJobAs(request, 'elena.martin@demo.es', 'Mensaje desde el móvil')
	await loginWithForm(page, 'oficial@demo.es')
	await page.goto(`/newjob/${jobId}`)
	const text = page.getByLabel('Mensaje para el cliente')
	await text.scrollIntoViewIfNeeded()
	await text.fill('Hola, puedo pasar el lunes a verlo.')
	await page.getByRole('button', { name: 'Enviar mensaje' }).click()
	const sent = page.locator('#mensaje-enviado')
	await expect(sent).toContainText('Mensaje enviado')
	await expect(sent).toBeInViewport()
	expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200)
	await expect(text).toHaveValue('')
	await page.screenshot({ path: `${SHOTS}/mensaje-enviado.png` })
	await sent.getByRole('link', { name: 'Ver la conversación' }).click()
	await expect(page).toHaveURL(/\/tablero\/oficial\/mensajes\/[a-z0-9]+$/)
	await expect(page.getByText('Hola, puedo pasar el lunes a verlo.')).toBeVisible()
})

test('an unverified craftsman is told before the offer form what is pending; without a plan, before it too', async ({
	page,
	request,
}) => {
	const jobId = await publishJobAs(request, 'elena.martin@demo.es', 'Pasos antes de ofertar')
	await loginWithForm(page, 'oficial.nuevo@demo.es')
	await page.goto(`/newjob/${jobId}`)
	const steps = page.getByTestId('pasos-para-ofertar')
	await expect(steps.getByRole('heading', { name: 'Todavía no puedes enviar ofertas' })).toBeVisible()
	await expect(steps).toContainText('Verificación de tu perfil: pendiente')
	await expect(steps).toContainText('Un plan de suscripción: después de la verificación.')
	await expect(page.getByLabel('Precio de tu oferta (€)')).toHaveCount(0)
	await steps.screenshot({ path: `${SHOTS}/pasos-sin-verificar.png` })

	await page.context().clearCookies()
	await loginWithForm(page, 'oficial.sinplan@demo.es')
	await page.goto(`/newjob/${jobId}`)
	await expect(steps.getByRole('heading', { name: 'Para enviar ofertas te falta un plan' })).toBeVisible()
	await expect(steps.getByRole('link', { name: 'Ver los planes' })).toHaveAttribute(
		'href',
		'/tablero/oficial/gestiondesuscripcion',
	)
	// the steps come before the form
	const stepsBox = (await steps.boundingBox())!
	const priceBox = (await page.getByLabel('Precio de tu oferta (€)').boundingBox())!
	expect(stepsBox.y).toBeLessThan(priceBox.y)
})

test('the client compares offers as stacked cards, and «Resumen» lists the job waiting first', async ({
	page,
	request,
}) => {
	const title = `Pintar el pasillo ${Date.now()}`
	const jobId = await jobWithDemoOffer(request, title, 480)
	await loginWithForm(page, 'cliente@demo.es')

	// «Resumen»: what waits for the client comes before the list of recent jobs
	await page.goto('/tablero/cliente')
	const waiting = page.getByTestId('te-esperan')
	await expect(waiting.getByRole('heading', { name: title })).toBeVisible()
	await expect(waiting).toContainText('1 oferta por responder')
	const waitingBox = (await waiting.boundingBox())!
	const recentBox = (await page.getByRole('heading', { name: 'Tus trabajos recientes' }).boundingBox())!
	expect(waitingBox.y).toBeLessThan(recentBox.y)
	await page.screenshot({ path: `${SHOTS}/resumen-cliente.png` })

	await waiting
		.getByRole('listitem')
		.filter({ hasText: title })
		.getByRole('link', { name: 'Ver y comparar las ofertas' })
		.click()
	await expect(page).toHaveURL(new RegExp(`/tablero/cliente/trabajos/${jobId}/ofertas`))
	const cards = page.getByTestId('oferta-tarjeta')
	await expect(cards).toHaveCount(1)
	await expect(cards.first()).toBeVisible()
	await expect(cards.first()).toContainText('Tejados del Norte')
	await expect(cards.first()).toContainText('Total con IVA')
	await expect(cards.first()).toContainText('480,00 €')
	await expect(cards.first().getByRole('button', { name: 'Aceptar esta oferta' })).toBeVisible()
	// the sideways table is not what a phone shows
	await expect(page.getByRole('table')).toBeHidden()
	// no card is wider than the screen
	const width = page.viewportSize()!.width
	expect((await cards.first().boundingBox())!.width).toBeLessThanOrEqual(width)
	// each label («Verificación», «Frente a la mediana»…) breaks between words, never inside one
	const brokenWords = await cards
		.first()
		.locator('dt')
		.evaluateAll((labels) =>
			labels.flatMap((label) => {
				const text = label.firstChild!
				const broken: string[] = []
				for (const match of (text.textContent ?? '').matchAll(/\S+/g)) {
					const range = document.createRange()
					range.setStart(text, match.index)
					range.setEnd(text, match.index + match[0].length)
					if (new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size > 1) broken.push(match[0])
				}
				return broken
			}),
		)
	expect(brokenWords).toEqual([])
	await page.screenshot({ path: `${SHOTS}/comparar-ofertas.png`, fullPage: true })
})

test("a client tapping another client's job reads it, without forms, instead of a 404", async ({ page, request }) => {
	const jobId = await publishJobAs(request, 'elena.martin@demo.es', 'Trabajo de otra clienta')
	await loginWithForm(page, 'alberto.diaz@demo.es') // carmen's password is changed by the reset journey
	const response = await page.goto(`/newjob/${jobId}`)
	expect(response?.status()).toBe(200)
	await expect(page.getByRole('heading', { name: 'Trabajo de otra clienta' })).toBeVisible()
	await expect(page.getByTestId('trabajo-de-otro-cliente')).toContainText('lo ha publicado otro cliente')
	await expect(page.getByRole('button', { name: 'Enviar mensaje' })).toHaveCount(0)
	await expect(page.getByLabel('Precio de tu oferta (€)')).toHaveCount(0)
})

test('a price error of an earlier attempt goes once a message is sent', async ({ page, request }) => {
	const jobId = await publishJobAs(request, 'elena.martin@demo.es', 'Error de precio que se va')
	await loginWithForm(page, 'oficial@demo.es')
	await page.goto(`/newjob/${jobId}`)
	await page.getByLabel('Precio de tu oferta (€)').fill('abc')
	await page.getByRole('button', { name: 'Enviar oferta' }).click()
	const error = page.getByText('El precio debe ser un número mayor o igual que 1')
	await expect(error).toBeVisible()
	await page.getByLabel('Mensaje para el cliente').fill('Antes de ofertar, ¿puedo verlo?')
	await page.getByRole('button', { name: 'Enviar mensaje' }).click()
	await expect(page.locator('#mensaje-enviado')).toContainText('Mensaje enviado')
	await expect(error).toHaveCount(0)
})

test('«Cerrar trabajo» asks first; «No, volver» leaves the job open', async ({ page, request }) => {
	const title = `Cerrar con pregunta ${Date.now()}`
	const jobId = await jobWithDemoOffer(request, title, 350)
	await loginWithForm(page, 'cliente@demo.es')
	await page.goto(`/tablero/cliente/trabajos#trabajo-${jobId}`)
	const card = page.locator(`#trabajo-${jobId}`)
	await card.getByRole('button', { name: 'Cerrar trabajo' }).click()
	const dialog = page.getByRole('dialog', { name: `¿Cerrar «${title}»?` })
	await expect(dialog).toContainText('La oferta pendiente se rechazará')
	await dialog.screenshot({ path: `${SHOTS}/cerrar-trabajo.png` })
	await dialog.getByRole('button', { name: 'No, volver' }).click()
	await expect(dialog).toBeHidden()
	await page.reload()
	await expect(card.getByRole('button', { name: 'Cerrar trabajo' })).toBeVisible()
	await card.getByRole('button', { name: 'Cerrar trabajo' }).click()
	await dialog.getByRole('button', { name: 'Sí, cerrar el trabajo' }).click()
	await expect(page.getByText('Trabajo cerrado', { exact: true })).toBeVisible()
})
