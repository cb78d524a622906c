import { expectReviewOnProfile, jobWithDemoOffer, profileRatings, signAndAccept } from '../client.helpers.ts'
import { expect, loginWithForm, test } from '../fixtures.ts'

test('without JavaScript the client accepts, completes, reviews and edits the review', async ({ page, request }) => {
	const title = `Pintar el pasillo ${Date.now()}`
	const jobId = await jobWithDemoOffer(request, title, 300)
	const ratingsBefore = await profileRatings(page)

	await loginWithForm(page, 'cliente@demo.es')
	await page.goto('/tablero/cliente/trabajos')
	const card = page.locator(`#trabajo-${jobId}`)
	await card.getByRole('button', { name: /^Aceptar la oferta de Tejados del Norte/ }).click()
	// The confirmation page, signed, then the real post
	await signAndAccept(page)
	await expect(card.getByText('Asignado')).toBeVisible()
	await card.getByRole('button', { name: 'Marcar como terminado' }).click()
	await page.getByRole('button', { name: 'Sí, está terminado' }).click()
	await expect(card.getByText('Terminado')).toBeVisible()
	await card.getByRole('link', { name: 'Valorar al profesional' }).click()

	// the server's answer to a blank comment (the browser lets spaces through)
	await page.getByLabel('5 estrellas').check()
	await page.getByLabel('Comentario').fill('   ')
	await page.getByRole('button', { name: 'Enviar valoración' }).click()
	await expect(page.getByText('Se requiere un comentario')).toBeVisible()

	const comment = `Buen trabajo sin JavaScript (${title})`
	await page.getByLabel('5 estrellas').check()
	await page.getByLabel('Comentario').fill(comment)
	await page.getByRole('button', { name: 'Enviar valoración' }).click()
	await expect(card.getByText(comment)).toBeVisible()

	// editable within 30 days: same review, new rating
	await card.getByRole('link', { name: 'Editar valoración' }).click()
	await expect(page.getByLabel('5 estrellas')).toBeChecked()
	await page.getByLabel('3 estrellas').check()
	await page.getByRole('button', { name: 'Guardar valoración' }).click()
	await expect(card.getByText('★★★ «')).toBeVisible()

	await expectReviewOnProfile(page, comment, ratingsBefore, 3)
})
