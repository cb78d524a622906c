import { expect, loginWithForm, test } from '../fixtures.ts'
import { acceptedOffer, doubleTap, ok } from '../paperwork.helpers.ts'

// Without JavaScript nothing can disable a button: a second tap posts the form again. The server
// makes one annex and one claim, and answers each repeated decision as it answered the first
// (docs/decisions/062-paperwork-forms-sent-once.md).
test.use({ viewport: { width: 390, height: 844 } })

test('without JavaScript, paperwork forms posted twice make one annex and one claim, and no refusal', async ({
	browser,
	page,
	request,
	baseURL,
}) => {
	test.slow() // two sign-ins, a dozen pages and held answers
	const { jobId, offerId, client, away } = await acceptedOffer(request)
	const reason = `Hace falta (${Date.now().toString(36)}): Rejilla de ventilación.` // his page lists all his annexes
	const context = await browser.newContext({
		baseURL,
		viewport: { width: 390, height: 844 },
		javaScriptEnabled: false,
		extraHTTPHeaders: away,
	})
	const craftsman = await context.newPage()
	try {
		await loginWithForm(craftsman, 'tejados.norte@demo.es')
		await craftsman.goto(`/tablero/oficial/pedidos/${offerId}/anexo`)
		await craftsman.getByLabel('Motivo del cambio').fill(reason)
		const line = craftsman.getByRole('group', { name: 'Línea 1' })
		await line.getByLabel('Concepto').fill('Rejilla de ventilación')
		await line.getByLabel('Cantidad').fill('1')
		await line.getByLabel('Precio unitario sin IVA (€)').fill('40')
		const unrouteAnnex = await doubleTap(
			craftsman,
			/\/anexo$/,
			craftsman.getByRole('button', { name: 'Enviar el anexo al cliente' }),
			{ javaScript: false },
		)
		await expect(craftsman.getByText('Anexo enviado al cliente')).toBeVisible()
		await unrouteAnnex()
		await expect(craftsman.getByText(`Motivo: ${reason}`)).toHaveCount(1)

		await loginWithForm(page, 'cliente@demo.es')
		await page.goto(`/tablero/cliente/trabajos/${jobId}/ofertas`)
		await page.getByRole('link', { name: 'Revisar y decidir el anexo' }).click()
		await page.getByLabel('Tu nombre y apellidos').fill('María García López')
		await page.getByLabel('He recibido el anexo antes de la ejecución de los cambios que describe').check()
		const unrouteAccept = await doubleTap(page, /\/anexos\//, page.getByRole('button', { name: 'Aceptar el anexo' }), {
			javaScript: false,
		})
		await expect(page.getByText('Anexo aceptado', { exact: true })).toBeVisible()
		await expect(page.getByText('Este anexo ya está decidido')).toHaveCount(0)
		await unrouteAccept()
		await expect(page.getByTestId('total-actual').first()).toContainText('348,40')

		await ok(await request.put('/api/jobpost/complete', { headers: client, data: { id: jobId } }))
		await page.goto(`/tablero/cliente/trabajos/${jobId}/garantia`)
		await page.getByLabel(/Qué falla/).fill('La pintura del techo se cuartea junto a la ventana.')
		const warrantyPage = /\/garantia$/
		const unrouteClaim = await doubleTap(
			page,
			warrantyPage,
			page.getByRole('button', { name: 'Reclamar en garantía' }),
			{ javaScript: false },
		)
		await expect(page.getByText('Reclamación enviada al profesional')).toBeVisible()
		await expect(page.getByText('Ya tienes una reclamación abierta en este trabajo')).toHaveCount(0)
		await unrouteClaim()
		await expect(page.getByText('La pintura del techo se cuartea junto a la ventana.', { exact: true })).toHaveCount(1)

		await craftsman.goto('/tablero/oficial/garantias')
		const claim = craftsman.locator('li', { hasText: 'se cuartea junto a la ventana' })
		await claim.getByLabel(/Tu respuesta al cliente/).fill('Rasqué y volví a pintar con pintura elástica.')
		const unrouteAnswer = await doubleTap(craftsman, /\/garantias$/, claim.getByRole('button', { name: 'Resuelto' }), {
			javaScript: false,
		})
		await expect(craftsman.getByText('Has respondido: resuelto')).toBeVisible()
		await expect(craftsman.getByText('Esta reclamación ya no espera tu respuesta')).toHaveCount(0)
		await unrouteAnswer()

		await page.goto(`/tablero/cliente/trabajos/${jobId}/garantia`)
		const unrouteEscalate = await doubleTap(page, warrantyPage, page.getByRole('button', { name: 'Escalar' }), {
			javaScript: false,
		})
		await expect(page.getByText('Reclamación enviada al equipo de Reformas')).toBeVisible()
		await expect(page.getByText('Esta reclamación no admite esa acción ahora')).toHaveCount(0)
		await unrouteEscalate()
	} finally {
		await context.close()
	}
})
