import { expect, test } from './fixtures.ts'
import { nextButton } from './wizard-phone.helpers.ts'

// A phone loses its connection in the middle of a form: the form and what was typed stay, it says
// so in Spanish, and «Reintentar» sends it once the connection is back.
test('a wizard step sent offline keeps the typed description and sends it on «Reintentar»', async ({
	page,
	context,
}) => {
	await page.goto('/publicartrabajo?servicio=fontaneria')
	await page.getByLabel('Otro trabajo (escríbelo)').fill(`Grifo sin conexión ${Date.now()}`)
	await nextButton(page).click()
	await expect(page.getByText('Paso 2 de 8')).toBeVisible()
	await nextButton(page).click()
	await expect(page.getByText('Paso 3 de 8')).toBeVisible()
	const description = page.getByLabel('Descripción del trabajo')
	await description.fill('El grifo de la cocina gotea sin parar.')

	await context.setOffline(true)
	await nextButton(page).click()
	await expect(page.getByRole('alert').filter({ hasText: 'Sin conexión: no se ha enviado.' })).toBeVisible()
	await expect(page.getByText('Something went wrong')).toHaveCount(0)
	await expect(page.getByText('Paso 3 de 8')).toBeVisible()
	await expect(description).toHaveValue('El grifo de la cocina gotea sin parar.')

	await context.setOffline(false)
	await page.getByRole('button', { name: 'Reintentar' }).click()
	await expect(page.getByText('Paso 4 de 8')).toBeVisible()
	await nextButton(page).click()
	await expect(page.getByText('Paso 5 de 8')).toBeVisible()
	await page.getByRole('button', { name: 'Atrás' }).click()
	await expect(page.getByText('Paso 4 de 8')).toBeVisible()
	await page.getByRole('button', { name: 'Atrás' }).click()
	await expect(page.getByText('Paso 3 de 8')).toBeVisible()
	await expect(description).toHaveValue('El grifo de la cocina gotea sin parar.')
})

test('the login modal without an answer says «Algo salió mal, intenta de nuevo» and keeps the email', async ({
	page,
	context,
}) => {
	await page.goto('/')
	await page.waitForLoadState('networkidle')
	await page.locator('label[for="menu-toggle"]').click() // the phone's menu
	await page.getByRole('link', { name: 'Iniciar sesión' }).click()
	const dialog = page.getByRole('dialog', { name: 'Iniciar sesión' })
	await expect(dialog).toBeVisible()
	await dialog.getByLabel('Correo electrónico').fill('cliente@demo.es')
	await dialog.getByLabel('Contraseña').fill('contraseña-cualquiera')

	await context.setOffline(true)
	await dialog.getByRole('button', { name: 'Iniciar sesión' }).click()
	await expect(dialog.getByText('Algo salió mal, intenta de nuevo')).toBeVisible()
	await expect(dialog).toBeVisible()
	await expect(dialog.getByLabel('Correo electrónico')).toHaveValue('cliente@demo.es')
	await expect(page.getByText('Something went wrong')).toHaveCount(0)
	await context.setOffline(false)
})

test('a page that cannot load offline says so in Spanish and comes back with the connection', async ({
	page,
	context,
}) => {
	await page.goto('/publicartrabajo')
	await page.waitForLoadState('networkidle')
	await context.setOffline(true)
	await page.getByRole('link', { name: /Fontanería/ }).click()
	await expect(page.getByRole('alert')).toContainText('Sin conexión')
	await expect(page.getByText(/Something went wrong|Failed to fetch/)).toHaveCount(0)
	await context.setOffline(false)
	await expect(page.getByRole('heading', { name: /Sin conexión/ })).toHaveCount(0)
})
