import { expect, loginWithForm, test } from '../fixtures.ts'

// Without JavaScript on a 390 px phone: the registration's postal-code «Buscar» looks the code up
// and judges nothing else, a trade and place without craftsmen offers a way on, and «Tu actividad»
// says once that there are too few peers.
test.describe.configure({ timeout: 90_000 }) // sign-ins and full pages on a shared, loaded machine
test.use({ viewport: { width: 390, height: 844 } })

test('«Buscar» on the registration’s second step only looks up the postal code', async ({ page }) => {
	await page.goto('/registrarse')
	await page.getByLabel('Electricista').check()
	await page.getByRole('button', { name: 'Siguiente' }).click()
	await expect(page.getByText('Paso 2 de 3')).toBeVisible()
	await page.getByLabel('Nombre', { exact: true }).fill('Rafa')
	await page.getByLabel('Código postal').fill('29001')
	await page.getByRole('button', { name: 'Buscar' }).click()

	await expect(page.getByText('Paso 2 de 3')).toBeVisible()
	await expect(page.getByLabel('Málaga (Málaga)')).toBeChecked()
	await expect(page.getByLabel('Nombre', { exact: true })).toHaveValue('Rafa')
	await expect(page.getByLabel('Código postal')).toHaveValue('29001')
	for (const message of [
		'El correo electrónico es obligatorio',
		'El número de teléfono es obligatorio',
		'La dirección es obligatoria',
	]) {
		await expect(page.getByText(message)).toHaveCount(0)
	}
	await page.screenshot({ path: 'test-results/phone-fit-registration-buscar.png', fullPage: true })
})

test('a trade and place without craftsmen: post the job anyway, or the nearest places that have some; not indexed', async ({
	page,
	request,
}) => {
	await page.goto('/encontraroficial/electricista/Toledo')
	await expect(page.getByText('Actualmente no hay profesionales disponibles en esta ciudad')).toBeVisible()
	await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')

	const wayOn = page.getByRole('region', { name: /Electricista cerca de Toledo/ })
	await expect(wayOn.getByRole('link', { name: 'Publica tu trabajo gratis' })).toHaveAttribute(
		'href',
		'/publicartrabajo?servicio=electricista',
	)
	const madrid = wayOn.getByRole('link', { name: /^Madrid/ })
	await expect(madrid).toContainText(/\d+ km/)
	await page.screenshot({ path: 'test-results/phone-fit-area-empty.png', fullPage: true })
	await madrid.click()
	await expect(page).toHaveURL(/\/encontraroficial\/electricista\/Madrid/)
	await expect(page.getByRole('status')).toContainText(/\d+ profesional/)

	const sitemap = await (await request.get('/sitemap.xml')).text()
	expect(sitemap).toContain('/encontraroficial/electricista/Madrid')
	expect(sitemap).not.toContain('/encontraroficial/electricista/Toledo')
})

test('«Tu actividad» says once that there are too few peers, with no column of «Pocos datos»', async ({ page }) => {
	await loginWithForm(page, 'oficial@demo.es')
	await page.goto('/tablero/oficial/actividad')
	await expect(page.getByRole('heading', { name: 'Tu actividad', level: 1 })).toBeVisible()
	await expect(page.getByText(/Pocos datos/)).toHaveCount(0)
	await expect(page.getByRole('columnheader', { name: 'Otros oficiales' })).toHaveCount(0)
	await expect(page.getByText(/Aún hay pocos oficiales de tus oficios en Madrid/)).toHaveCount(1)
})
