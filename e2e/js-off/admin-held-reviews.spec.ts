// On a phone without JavaScript: the admin's queue of held reviews is plain forms.
import { expect, loginWithForm, test } from '../fixtures.ts'
import { heldReviewOnFreshJob } from '../review-holds.helpers.ts'

test.use({ viewport: { width: 390, height: 844 } })

// Electricidad del Sur: its 4.25 average stays under 5 with a published 4 (find-craftsmen.spec.ts)
const CRAFTSMAN = 'electricidad.sur@demo.es'
const PROFILE = '/oficial/electricidad-del-sur'

test('without JavaScript an admin reads why reviews were held, rejects one and publishes another', async ({
	page,
	request,
}) => {
	const stamp = Date.now()
	const rejected = `Rapidísimos y baratísimos, los mejores (${stamp})`
	const published = `Vinieron puntuales y dejaron todo limpio (${stamp})`
	await heldReviewOnFreshJob(request, { craftsmanEmail: CRAFTSMAN, rating: 5, comment: rejected, clientPage: page })
	// the client reads that it waits
	await page.goto('/tablero/cliente/trabajos')
	const own = page.locator('.client-job__review', { hasText: rejected })
	await expect(own).toContainText('Tu valoración está pendiente de revisión')
	await page.screenshot({ path: 'test-results/valoracion-pendiente-390.png', fullPage: true })
	await page.context().clearCookies()
	await heldReviewOnFreshJob(request, { craftsmanEmail: CRAFTSMAN, rating: 4, comment: published })
	// held: on no public page
	await page.goto(PROFILE)
	await expect(page.getByRole('heading', { name: 'Opiniones de clientes' })).toBeVisible()
	await expect(page.getByText(String(stamp))).toHaveCount(0)

	await loginWithForm(page, 'admin@demo.es')
	// signing in (a form post) gave this browser its device id: httpOnly, never readable by scripts
	const device = (await page.context().cookies()).find((cookie) => cookie.name === '__dispositivo')
	expect(device).toMatchObject({ httpOnly: true, sameSite: 'Lax' })
	await page.goto('/tablero/admin/opiniones-retenidas')
	await expect(page.getByRole('heading', { level: 1, name: 'Opiniones retenidas' })).toBeVisible()
	const first = page.getByRole('listitem').filter({ hasText: rejected })
	await expect(first).toContainText('El cliente y el profesional han usado el mismo dispositivo')
	await expect(first).toContainText('Electricidad del Sur')
	await page.screenshot({ path: 'test-results/opiniones-retenidas-390.png', fullPage: true })

	await first.getByRole('button', { name: /^Rechazar/ }).click()
	await expect(page.getByText('Opinión rechazada: no se publicará')).toBeVisible()
	await expect(page.getByRole('listitem').filter({ hasText: rejected })).toHaveCount(0)

	await page
		.getByRole('listitem')
		.filter({ hasText: published })
		.getByRole('button', { name: /^Publicar/ })
		.click()
	await expect(page.getByText('Opinión publicada')).toBeVisible()
	await expect(page.getByRole('listitem').filter({ hasText: published })).toHaveCount(0)

	// the audit log has both decisions
	await page.goto('/tablero/admin/auditoria')
	const actions = page.locator('td[data-label="Acción"]')
	await expect(actions.filter({ hasText: 'Rechazó una opinión retenida' }).first()).toBeVisible()
	await expect(actions.filter({ hasText: 'Publicó una opinión retenida' }).first()).toBeVisible()

	await page.goto(PROFILE)
	await expect(page.getByText(published)).toBeVisible()
	await expect(page.getByText(rejected)).toHaveCount(0)
})
