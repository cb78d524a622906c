import { expect, loginWithForm, test } from './fixtures.ts'
import { acceptedOffer, doubleTap, loseNextAnswer, ok } from './paperwork.helpers.ts'

// A phone on a slow connection (JavaScript on): every paperwork button tapped twice makes one row
// and answers as the first tap did, and a send whose answer was lost says so and is sent again
// once, by «Reintentar» (docs/decisions/062-paperwork-forms-sent-once.md).
test.use({ viewport: { width: 390, height: 844 } })

test('annexes, decisions and a warranty claim tapped twice or retried after a lost answer are made once', async ({
	browser,
	page,
	request,
	baseURL,
}) => {
	test.slow() // two sign-ins, a dozen pages and held answers
	const { jobId, offerId, client, away } = await acceptedOffer(request)
	// his offers page lists every annex of his: this test's reasons are its own
	const run = Date.now().toString(36)
	const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, extraHTTPHeaders: away })
	const craftsman = await context.newPage()
	try {
		await loginWithForm(craftsman, 'tejados.norte@demo.es')
		const annexPage = /\/tablero\/oficial\/pedidos\/[^/]+\/anexo/
		const sendAnnex = async (concept: string) => {
			await craftsman.goto(`/tablero/oficial/pedidos/${offerId}/anexo`)
			await craftsman.getByLabel('Motivo del cambio').fill(`Hace falta (${run}): ${concept}.`)
			const line = craftsman.getByRole('group', { name: 'Línea 1' })
			await line.getByLabel('Concepto').fill(concept)
			await line.getByLabel('Cantidad').fill('1')
			await line.getByLabel('Precio unitario sin IVA (€)').fill('40')
			// the annex's fields are the product's fields: a thumb's 44 px (they were bare 20 px boxes)
			for (const field of [line.getByLabel('Concepto'), line.getByLabel('Cantidad'), line.getByLabel('Unidad')])
				expect((await field.boundingBox())!.height).toBeGreaterThanOrEqual(44)
		}
		// 1. «Enviar el anexo» twice: one annex, and the page says it was sent
		await sendAnnex('Rejilla de ventilación')
		const unrouteAnnex = await doubleTap(
			craftsman,
			annexPage,
			craftsman.getByRole('button', { name: 'Enviar el anexo al cliente' }),
		)
		await expect(craftsman.getByText('Anexo enviado al cliente')).toBeVisible()
		await unrouteAnnex()
		await expect(craftsman.getByText(`Motivo: Hace falta (${run}): Rejilla de ventilación.`)).toHaveCount(1)

		// 2. the answer of a second annex is lost: the form stays and says so; «Reintentar» makes no second one
		await sendAnnex('Tapajuntas')
		const annexLost = await loseNextAnswer(craftsman, annexPage)
		await craftsman.getByRole('button', { name: 'Enviar el anexo al cliente' }).click()
		await expect(craftsman.getByRole('alert').filter({ hasText: 'Sin conexión: no se ha enviado.' })).toBeVisible()
		await expect(craftsman.getByLabel('Motivo del cambio')).toHaveValue(`Hace falta (${run}): Tapajuntas.`)
		await annexLost()
		await craftsman.getByRole('button', { name: 'Reintentar' }).click()
		await expect(craftsman.getByText('Anexo enviado al cliente')).toBeVisible()
		await expect(craftsman.getByText(`Motivo: Hace falta (${run}): Tapajuntas.`)).toHaveCount(1)

		// 3. the client accepts one annex and rejects the other, each with two taps: no refusal shown
		await loginWithForm(page, 'cliente@demo.es')
		const decide = async (concept: string, button: string, done: string) => {
			await page.goto(`/tablero/cliente/trabajos/${jobId}/ofertas`)
			await page
				.getByRole('listitem')
				.filter({ hasText: `Hace falta (${run}): ${concept}.` })
				.last() // the annex's own item, inside the list of the offer's annexes
				.getByRole('link', { name: 'Revisar y decidir el anexo' })
				.click()
			await expect(page.getByText(`Motivo: Hace falta (${run}): ${concept}.`).first()).toBeVisible()
			// among the offer's annexes, the one being decided is marked
			const marked = page.getByTestId('anexos').locator('[aria-current="true"]')
			await expect(marked).toContainText('Este anexo')
			await expect(marked).toContainText(concept)
			if (button === 'Aceptar el anexo') {
				expect((await page.getByLabel('Tu nombre y apellidos').boundingBox())!.height).toBeGreaterThanOrEqual(44)
				await page.getByLabel('Tu nombre y apellidos').fill('María García López')
				await page.getByLabel('He recibido el anexo antes de la ejecución de los cambios que describe').check()
			}
			const unroute = await doubleTap(page, /\/anexos\//, page.getByRole('button', { name: button }))
			await expect(page.getByText(done, { exact: true })).toBeVisible()
			await expect(page.getByText('Este anexo ya está decidido')).toHaveCount(0)
			await unroute()
		}
		await decide('Rejilla de ventilación', 'Aceptar el anexo', 'Anexo aceptado')
		await decide('Tapajuntas', 'Rechazar el anexo', 'Anexo rechazado')
		// 300 € + 40 € + 21 % = 348,40 €: the accepted annex counted once
		await expect(page.getByTestId('total-actual').first()).toContainText('348,40')

		// 4. the job is done; her claim's answer is lost, and «Reintentar» is tapped twice: one claim
		await ok(await request.put('/api/jobpost/complete', { headers: client, data: { id: jobId } }))
		await page.goto(`/tablero/cliente/trabajos/${jobId}/garantia`)
		await page.getByLabel(/Qué falla/).fill('La pintura del techo se cuartea junto a la ventana.')
		const warrantyPage = /\/garantia(\.data)?(\?|$)/
		const claimLost = await loseNextAnswer(page, warrantyPage)
		await page.getByRole('button', { name: 'Reclamar en garantía' }).click()
		await expect(page.getByRole('alert').filter({ hasText: 'Sin conexión: no se ha enviado.' })).toBeVisible()
		await claimLost()
		const unrouteClaim = await doubleTap(page, warrantyPage, page.getByRole('button', { name: 'Reintentar' }))
		await expect(page.getByText('Reclamación enviada al profesional')).toBeVisible()
		await unrouteClaim()
		await expect(page.getByText('Ya tienes una reclamación abierta en este trabajo')).toHaveCount(0)
		await expect(page.getByText('La pintura del techo se cuartea junto a la ventana.', { exact: true })).toHaveCount(1)

		// 5. he answers «Resuelto» twice, she confirms twice: each answered as done, never refused
		await craftsman.goto('/tablero/oficial/garantias')
		const claim = craftsman.locator('li', { hasText: 'se cuartea junto a la ventana' })
		await claim.getByLabel(/Tu respuesta al cliente/).fill('Rasqué y volví a pintar con pintura elástica.')
		const unrouteAnswer = await doubleTap(craftsman, /\/garantias/, claim.getByRole('button', { name: 'Resuelto' }))
		await expect(craftsman.getByText('Has respondido: resuelto')).toBeVisible()
		await expect(craftsman.getByText('Esta reclamación ya no espera tu respuesta')).toHaveCount(0)
		await unrouteAnswer()

		await page.goto(`/tablero/cliente/trabajos/${jobId}/garantia`)
		const unrouteConfirm = await doubleTap(page, warrantyPage, page.getByRole('button', { name: 'Confirmar' }))
		await expect(page.getByText('Reclamación cerrada', { exact: true })).toBeVisible()
		await expect(page.getByText('Esta reclamación no admite esa acción ahora')).toHaveCount(0)
		await unrouteConfirm()
	} finally {
		await context.close()
	}
})
