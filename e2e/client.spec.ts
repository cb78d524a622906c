import { acceptAndComplete, expectReviewOnProfile, jobWithDemoOffer, profileRatings } from './client.helpers.ts'
import { expect, expectNoSeriousViolations, loginWithForm, test } from './fixtures.ts'

test('the client accepts an offer, marks the job completed and reviews the craftsman; the profile shows it', async ({
	page,
	request,
}) => {
	const title = `Pintar el dormitorio ${Date.now()}`
	const jobId = await jobWithDemoOffer(request, title, 420)
	const ratingsBefore = await profileRatings(page)

	await loginWithForm(page, 'cliente@demo.es')
	await page.getByRole('navigation', { name: 'Panel' }).getByRole('link', { name: 'Mis trabajos' }).click()
	await expect(page).toHaveURL('/tablero/cliente/trabajos')
	const card = page.locator(`#trabajo-${jobId}`)
	await expect(card.getByRole('heading', { name: title })).toBeVisible()
	await expect(card.getByText('420,00 €')).toBeVisible()
	await expect(card.getByRole('link', { name: 'Tejados del Norte', exact: true })).toHaveAttribute(
		'href',
		'/oficial/tejados-del-norte',
	)
	await expect(card.getByText('Verificada')).toBeVisible()
	await expectNoSeriousViolations(page, 'mis trabajos')

	await acceptAndComplete(page, card, 'Tejados del Norte')

	await card.getByRole('link', { name: 'Valorar al profesional' }).click()
	await expect(page.getByRole('heading', { name: 'Valorar al profesional' })).toBeVisible()
	// an empty submission shows the spec's messages
	await page.getByRole('button', { name: 'Enviar valoración' }).click()
	await expect(page.getByText('La valoración debe estar entre 1 y 5')).toBeVisible()
	await expect(page.getByText('Se requiere un comentario')).toBeVisible()
	await expectNoSeriousViolations(page, 'valorar con errores')
	const comment = `Muy limpios y puntuales (${title})`
	await page.getByLabel('4 estrellas').check()
	await page.getByLabel('Comentario').fill(comment)
	await page.getByRole('button', { name: 'Enviar valoración' }).click()
	await expect(page).toHaveURL(/\/tablero\/cliente\/trabajos/)
	await expect(page.getByText('Gracias por tu valoración')).toBeVisible()
	await expect(card.getByText(comment)).toBeVisible()

	await expectReviewOnProfile(page, comment, ratingsBefore, 4)
})

test('the client edits a job and deletes another after confirming', async ({ page, request }) => {
	const title = `Pintar la cocina ${Date.now()}`
	const jobId = await jobWithDemoOffer(request, title, 150)
	await loginWithForm(page, 'cliente@demo.es')
	await page.goto('/tablero/cliente/trabajos')
	const card = page.locator(`#trabajo-${jobId}`)
	await card.getByRole('link', { name: 'Editar' }).click()
	await expectNoSeriousViolations(page, 'editar trabajo')
	await page.getByLabel('Título').fill(`${title} y el baño`)
	await page.getByLabel('¿Cuándo quieres empezar?').selectOption('rapidamente')
	await page.getByRole('button', { name: 'Guardar cambios' }).click()
	await expect(page.getByText('Trabajo actualizado correctamente')).toBeVisible()
	await expect(card.getByRole('heading', { name: `${title} y el baño` })).toBeVisible()

	await card.getByRole('link', { name: 'Eliminar' }).click()
	await expect(page.getByText(/¿Seguro que quieres eliminar/)).toBeVisible()
	await expectNoSeriousViolations(page, 'eliminar trabajo')
	await page.getByRole('button', { name: 'Sí, eliminar' }).click()
	await expect(page.getByText('Trabajo eliminado')).toBeVisible()
	await expect(card).toHaveCount(0)
})
