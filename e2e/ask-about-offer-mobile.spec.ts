import { expect, loginWithForm, test } from './fixtures.ts'
import { jobWithDemoOffer } from './client.helpers.ts'

// «Preguntar» on a phone: the client asks the craftsman about his offer before accepting it, from
// the comparison's card, and the job page's «Preguntar» then opens the same conversation.
const SHOTS = process.env.SHOTS_DIR ?? 'test-results/screens'
test.use({ viewport: { width: 390, height: 844 } })

test('«Preguntar» on an offer card opens a conversation with that craftsman about the job', async ({
	page,
	request,
}) => {
	// many pages and screenshots on a shared phone-sized browser
	test.slow()
	const jobId = await jobWithDemoOffer(request, 'Cambiar la bañera por un plato de ducha', 1158)
	await loginWithForm(page, 'cliente@demo.es')
	await page.goto(`/tablero/cliente/trabajos/${jobId}/ofertas`)
	const card = page.getByTestId('oferta-tarjeta').first()
	const ask = card.getByRole('link', { name: /^Preguntar a .+ sobre su oferta$/ })
	await ask.scrollIntoViewIfNeeded()
	await page.screenshot({ path: `${SHOTS}/preguntar-tarjeta.png` })
	await ask.click()
	await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Preguntar a /)
	await expect(
		page.getByText(/Sobre su oferta de 1\.158,00.€ para «Cambiar la bañera por un plato de ducha»/),
	).toBeVisible()
	await page.screenshot({ path: `${SHOTS}/preguntar-formulario.png` })
	await page.getByLabel('Escribe tu mensaje').fill('¿La mampara está incluida?')
	await page.getByRole('button', { name: 'Enviar' }).click()
	await expect(page).toHaveURL(/\/tablero\/cliente\/mensajes\/[a-z0-9]+#responder$/)
	await expect(page.getByText('Trabajo: Cambiar la bañera por un plato de ducha')).toBeVisible()
	await expect(page.getByRole('list', { name: 'Mensajes' })).toContainText('¿La mampara está incluida?')
	await page.screenshot({ path: `${SHOTS}/preguntar-conversacion.png` })
	const conversation = new URL(page.url()).pathname

	// the job page lists the offer with «Preguntar», which opens that same conversation
	await page.waitForLoadState('networkidle')
	await page.goto(`/newjob/${jobId}`)
	await page
		.getByTestId('oferta-recibida')
		.getByRole('link', { name: /^Preguntar a / })
		.click()
	await expect(page).toHaveURL(new RegExp(`${conversation}#responder$`))
	await expect(page.getByRole('list', { name: 'Mensajes' })).toContainText('¿La mampara está incluida?')
})
