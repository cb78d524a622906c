// On a phone without JavaScript: a craftsman disputes a review, an admin decides the demo's
// disputed review with a message, and its author reads the decision and deletes her review
// (issue 43 part 6). Every form is a plain post; the disclosures are <details>.
import { expect, loginWithForm, test } from '../fixtures.ts'

test.use({ viewport: { width: 390, height: 844 } })

test('without JavaScript: dispute a review, decide a dispute, read it and delete one’s own review', async ({
	page,
}) => {
	test.slow() // three sign-ins and several posts on a loaded machine
	// Fontanería Castro (demo): one review already disputed by him, the others open to a dispute
	await loginWithForm(page, 'oficial.sinplan@demo.es')
	await page.goto('/tablero/oficial/opinionesycomentarios')
	const review = page
		.locator('.review')
		.filter({ has: page.getByText('Reclamar esta opinión') })
		.first()
	const reviewId = await review.getAttribute('id')
	await review.getByText('Reclamar esta opinión').click()
	await review.getByRole('button', { name: 'Enviar reclamación' }).click()
	// refused on the server, in Spanish, the disclosure open again on the same review
	const again = page.locator(`#${reviewId}`)
	await expect(again.getByText('Elige el motivo')).toBeVisible()
	await expect(again.getByText('Explica por qué la opinión incumple las normas')).toBeVisible()
	await again.getByLabel('No habla del trabajo que hice').check()
	await again
		.getByLabel('Explica por qué (lo leerá el administrador)')
		.fill('Describe una obra que no hicimos nosotros.')
	await page.screenshot({ path: 'test-results/reclamar-opinion-390.png', fullPage: true })
	await again.getByRole('button', { name: 'Enviar reclamación' }).click()
	await expect(page.getByText('Reclamación enviada')).toBeVisible()
	await expect(page.locator(`#${reviewId}`).getByTestId('estado-reclamacion')).toHaveText(
		'Reclamada por el profesional: sigue publicada mientras la revisamos',
	)
	await page.context().clearCookies()

	await loginWithForm(page, 'admin@demo.es')
	await page.goto('/tablero/admin/opiniones-reclamadas')
	await expect(page.getByRole('heading', { level: 1, name: 'Opiniones reclamadas' })).toBeVisible()
	await expect(
		page.getByRole('listitem').filter({ hasText: 'Describe una obra que no hicimos nosotros.' }),
	).toBeVisible()
	const seeded = page.getByRole('listitem').filter({ hasText: 'Habla de otra empresa' })
	await expect(seeded).toContainText('No habla del trabajo que hice')
	await page.screenshot({ path: 'test-results/opiniones-reclamadas-390.png', fullPage: true })
	await seeded
		.getByLabel('Mensaje para el profesional y el cliente')
		.fill('La opinión describe este trabajo: se mantiene.')
	await seeded.getByRole('button', { name: /^Mantenerla publicada/ }).click()
	await expect(page.getByText('Reclamación rechazada: la opinión sigue publicada')).toBeVisible()
	await expect(page.getByRole('listitem').filter({ hasText: 'Habla de otra empresa' })).toHaveCount(0)
	await page.context().clearCookies()

	// its author (María, cliente@demo.es) reads the decision in «Mis opiniones», then deletes it
	await loginWithForm(page, 'cliente@demo.es')
	await page.getByRole('link', { name: 'Mis opiniones' }).first().click()
	await expect(page.getByRole('heading', { level: 1, name: 'Mis opiniones' })).toBeVisible()
	const own = page.locator('.review').filter({ hasText: 'La opinión describe este trabajo: se mantiene.' })
	await expect(own.getByTestId('estado-reclamacion')).toContainText('Revisada: sigue publicada')
	await expect(own).toContainText('Puedes editarla o eliminarla hasta el')
	await own.locator('summary', { hasText: 'Eliminar' }).click()
	await page.screenshot({ path: 'test-results/mis-opiniones-390.png', fullPage: true })
	await own.getByRole('button', { name: 'Sí, eliminar mi opinión' }).click()
	await expect(page.getByText('Valoración eliminada')).toBeVisible()
	await expect(page.locator('.review').filter({ hasText: 'La opinión describe este trabajo' })).toHaveCount(0)
})
