import sharp from 'sharp'
import { type Page } from '@playwright/test'
import { expect } from './fixtures.ts'

export async function photo() {
	const buffer = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#c2410c' } })
		.jpeg()
		.toBuffer()
	return { name: 'salon.jpg', mimeType: 'image/jpeg', buffer }
}

const next = (page: Page) => page.getByRole('button', { name: 'Siguiente' }).click()

/**
 * A guest posts an electrician job through every step, meeting the validation messages on the
 * way; the same journey with and without JavaScript.
 */
export async function postJobAsGuest(page: Page, email: string) {
	await page.goto('/publicartrabajo')
	await page.getByRole('link', { name: /Electricista/ }).click()
	await expect(page.getByText('Paso 1 de 8')).toBeVisible()
	await next(page)
	await expect(page.getByText('¿Puedes responder esta pregunta?')).toBeVisible()
	await page.getByLabel('Instalar enchufes').check()
	await next(page)

	await expect(page.getByText('Paso 2 de 8')).toBeVisible()
	await page.getByLabel('Metros cuadrados').fill('0')
	await next(page)
	await expect(page.getByText('Debe ser 1 o más')).toBeVisible()
	await page.getByLabel('Metros cuadrados').fill('45')
	await next(page)

	await page.getByLabel('Descripción del trabajo').fill('Cambiar seis enchufes del salón.')
	await next(page)

	await expect(page.getByText('Paso 4 de 8')).toBeVisible()
	await page.waitForLoadState('networkidle')
	// with JavaScript the picker sends each file at once; without it the form's buttons do
	const js = (await page.locator('.file-picker__chosen').count()) === 0
	await page
		.getByLabel(/Fotos del trabajo/)
		.setInputFiles({ name: 'nota.png', mimeType: 'image/png', buffer: Buffer.from('no soy una imagen') })
	if (!js) await next(page)
	await expect(page.getByText('Solo se admiten imágenes')).toBeVisible()
	await page.getByLabel(/Fotos del trabajo/).setInputFiles(await photo())
	if (js) await expect(page.getByRole('img', { name: 'Foto 1' })).toBeVisible()
	await next(page)

	await expect(page.getByText('Paso 5 de 8')).toBeVisible()
	// Back keeps what was added
	await page.getByRole('button', { name: 'Atrás' }).click()
	await expect(page.getByRole('img', { name: 'Foto 1' })).toBeVisible()
	await next(page)
	await expect(page.getByText('Paso 5 de 8')).toBeVisible()
	// the spec's default is chosen until the poster picks another
	await expect(page.getByLabel('Flexible (por defecto)')).toBeChecked()
	await page.getByLabel('En una semana').check()
	await next(page)

	await page.getByLabel('Correo electrónico').fill('oficial@demo.es')
	await next(page)
	// whose the address is stays untold (issue 37, L2): a craftsman's reads as any account's
	await expect(page.getByText('Este correo ya tiene cuenta: escribe tu contraseña')).toBeVisible()
	await page.getByLabel('Correo electrónico').fill(email)
	await next(page)

	await expect(page.getByText('Paso 7 de 8')).toBeVisible()
	await next(page)
	await expect(page.getByText('Se requiere el nombre')).toBeVisible()
	await page.getByLabel('Nombre').fill('Lola Flores')
	await page.getByLabel('Teléfono').fill('abc')
	await next(page)
	await expect(page.getByText('Escribe un teléfono de 9 cifras que empiece por 6, 7, 8 o 9')).toBeVisible()
	await page.getByLabel('Teléfono').fill('612 34 56 78')
	await next(page)

	await expect(page.getByText('Paso 8 de 8')).toBeVisible()
	await page.getByLabel('Código postal').fill('123')
	await page.getByRole('button', { name: 'Publicar' }).click()
	await expect(page.getByText('El código postal debe tener 5 caracteres')).toBeVisible()
}
