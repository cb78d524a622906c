import { DEMO_PASSWORD, expect, loginWithForm, test } from './fixtures.ts'
import { postJobAsGuest } from './post-job.helpers.ts'

test('with JavaScript a guest posts a job; the places appear while typing the postal code, or with «Buscar»', async ({
	page,
}) => {
	await postJobAsGuest(page, `invitada.js.${Date.now()}@example.com`)
	// «Buscar» before the places appear asks the server for them: no place chosen yet is no error
	await page.getByLabel('Código postal').fill('08001')
	await page.getByRole('button', { name: 'Buscar' }).click()
	await expect(page).toHaveURL(/cp=08001/)
	await expect(page.getByLabel('Barcelona (Barcelona)')).toBeVisible()
	await expect(page.getByText('Ubicación no encontrada')).toHaveCount(0)
	await page.getByLabel('Código postal').fill('28001')
	await page.getByLabel('Código postal').fill('08001')
	await expect(page.getByLabel('Barcelona (Barcelona)')).toBeVisible() // while typing, with JavaScript
	await page.getByLabel('Barcelona (Barcelona)').check()
	await page.getByRole('button', { name: 'Publicar' }).click()
	await expect(page).toHaveURL('/tablero/cliente')
	// the new account has no password yet: the dashboard asks for one (spec 000 §2)
	const recommendation = page.getByRole('dialog', { name: 'Elige una contraseña para tu cuenta' })
	await expect(recommendation).toBeVisible()
	const dismissed = page.waitForResponse(
		(response) => response.url().includes('/tablero/cliente/contrasena') && response.request().method() === 'POST',
	)
	await page.keyboard.press('Escape') // the same as «Más tarde»
	await dismissed
	await expect(recommendation).toHaveCount(0)
	await expect(page.getByRole('heading', { name: 'Hola, Lola Flores' })).toBeVisible()
	await page.reload()
	await expect(page.getByRole('heading', { name: 'Hola, Lola Flores' })).toBeVisible()
	await expect(recommendation).toHaveCount(0)
})

test('an existing client is asked for the password and skips the contact step', async ({ page }) => {
	await page.goto('/publicartrabajo?servicio=pintores')
	await page.getByLabel('Pintar una habitación').check()
	for (let step = 2; step <= 5; step++) {
		await page.getByRole('button', { name: 'Siguiente' }).click()
		await expect(page.getByText(`Paso ${step} de 8`)).toBeVisible() // each click waits for its page
	}
	await page.getByLabel('Flexible (por defecto)').check()
	await page.getByRole('button', { name: 'Siguiente' }).click()
	await page.getByLabel('Correo electrónico').fill('elena.martin@demo.es')
	await page.getByRole('button', { name: 'Siguiente' }).click()
	await expect(page.getByText('Este correo ya tiene cuenta: escribe tu contraseña')).toBeVisible()
	// the password step sent empty: the password is missing
	await page.getByRole('button', { name: 'Siguiente' }).click()
	await expect(page.getByText('Se requiere contraseña', { exact: true })).toBeVisible()
	await page.getByLabel('Contraseña').fill(DEMO_PASSWORD)
	await page.getByRole('button', { name: 'Siguiente' }).click()
	await expect(page.getByText('Elena Martín Serrano')).toBeVisible() // locked name on the last step
	await page.getByLabel('Código postal').fill('46001')
	await page.getByLabel('Valencia (Valencia)').check()
	await page.getByRole('button', { name: 'Publicar' }).click()
	await expect(page).toHaveURL('/tablero/cliente')
	await expect(page.getByText('Tu trabajo se ha publicado. Te avisaremos cuando recibas ofertas.')).toBeVisible()
})

test('with JavaScript the wizard is a popup over the home page, opened from a category with the trade preselected', async ({
	page,
}) => {
	await page.goto('/')
	await page.waitForLoadState('networkidle')
	await page
		.getByRole('region', { name: 'Servicios más solicitados' })
		.getByRole('link', { name: /Fontanería/ })
		.click()
	const popup = page.getByRole('dialog', { name: 'Publicar un trabajo' })
	await expect(popup.getByText('Fontanería · Paso 1 de 8')).toBeVisible()
	await expect(page).toHaveURL('/') // still the home page behind it

	const next = () => popup.getByRole('button', { name: 'Siguiente' }).click()
	await next()
	await expect(popup.getByText('¿Puedes responder esta pregunta?')).toBeVisible()
	await popup.getByLabel('Otro trabajo (escríbelo)').fill('Cambiar la llave de paso')
	await next()
	await expect(popup.getByText('Paso 2 de 8')).toBeVisible()
	await next()
	await expect(popup.getByText('Paso 3 de 8')).toBeVisible()
	await next()
	await expect(popup.getByText('Paso 4 de 8')).toBeVisible()
	await next()
	await popup.getByLabel('Rápidamente').check()
	await next()
	await popup.getByLabel('Correo electrónico').fill(`popup.${Date.now()}@example.com`)
	await next()
	await popup.getByLabel('Nombre').fill('Pepa Pig')
	await popup.getByLabel('Teléfono').fill('699887766')
	await next()
	await popup.getByLabel('Código postal').fill('41001')
	await popup.getByLabel('Sevilla (Sevilla)').check()
	await popup.getByRole('button', { name: 'Publicar' }).click()

	await expect(page).toHaveURL('/tablero/cliente')
	await expect(page.getByText('Cambiar la llave de paso')).toBeVisible()
})

test('closing the popup leaves the visitor on the page', async ({ page }) => {
	await page.goto('/')
	await page.waitForLoadState('networkidle')
	await page.getByRole('link', { name: 'Publicar un trabajo gratis' }).click()
	const popup = page.getByRole('dialog', { name: 'Publicar un trabajo' })
	await expect(popup.getByRole('button', { name: /Electricista/ })).toBeVisible()
	await popup.getByRole('button', { name: 'Cerrar' }).click()
	await expect(popup).toBeHidden()
	await expect(page).toHaveURL('/')
})

// alberto, not carmen: e2e/auth.spec.ts changes carmen's password
test('a signed-in client posts one: six steps, name and email locked, a new postal code updates the profile', async ({
	page,
	request,
}) => {
	await loginWithForm(page, 'alberto.diaz@demo.es')
	await page.goto('/publicartrabajo?servicio=albaniles')
	await expect(page.getByText('Albañiles · Paso 1 de 6')).toBeVisible()
	await page.locator('input[name="serviceTitle"]').first().check()
	for (let step = 2; step <= 5; step++) {
		await page.getByRole('button', { name: 'Siguiente' }).click()
		await expect(page.getByText(`Paso ${step} de 6`)).toBeVisible()
	}
	await page.getByLabel('En 3 meses').check()
	await page.getByRole('button', { name: 'Siguiente' }).click()
	await expect(page.getByText('Paso 6 de 6')).toBeVisible()
	await expect(page.getByText('Alberto Díaz Romero')).toBeVisible()
	await expect(page.getByText('alberto.diaz@demo.es')).toBeVisible()
	await expect(page.getByLabel('Código postal')).toHaveValue('41001')
	await page.getByLabel('Código postal').fill('41701')
	await expect(page.getByText('Estos cambios actualizarán la información del perfil')).toBeVisible()
	await page.getByLabel('Dos Hermanas (Sevilla)').check()
	await page.getByRole('button', { name: 'Publicar' }).click()
	await expect(page).toHaveURL('/tablero/cliente')
	await expect(page.getByText('Tu trabajo se ha publicado. Te avisaremos cuando recibas ofertas.')).toBeVisible()
	const { accessToken } = await (
		await request.post('/api/auth/login', { data: { email: 'alberto.diaz@demo.es', password: DEMO_PASSWORD } })
	).json()
	const me = await (
		await request.get('/api/auth/login', { headers: { Authorization: `Bearer ${accessToken}` } })
	).json()
	expect(me.zipCode).toBe('41701')
})
