import { expect, loginWithForm, test } from '../fixtures.ts'
import { jobWithDemoOffer } from '../client.helpers.ts'

test('without JavaScript «Preguntar» on the job page asks the craftsman, and the comparison opens that conversation', async ({
	page,
	request,
}) => {
	await page.setViewportSize({ width: 390, height: 844 })
	const jobId = await jobWithDemoOffer(request, 'Preguntar sin JavaScript', 640)
	await loginWithForm(page, 'cliente@demo.es')
	await page.goto(`/newjob/${jobId}`)
	await page
		.getByTestId('oferta-recibida')
		.getByRole('link', { name: /^Preguntar a / })
		.click()
	await page.getByLabel('Escribe tu mensaje').fill('¿Trae usted la pintura?')
	await page.getByRole('button', { name: 'Enviar' }).click()
	await expect(page).toHaveURL(/\/tablero\/cliente\/mensajes\/[a-z0-9]+#responder$/)
	await expect(page.getByRole('list', { name: 'Mensajes' })).toContainText('¿Trae usted la pintura?')
	const conversation = new URL(page.url()).pathname

	await page.goto(`/tablero/cliente/trabajos/${jobId}/ofertas`)
	await page
		.getByTestId('oferta-tarjeta')
		.first()
		.getByRole('link', { name: /^Preguntar a / })
		.click()
	await expect(page).toHaveURL(new RegExp(`${conversation}#responder$`))
})
