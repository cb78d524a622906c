import { type Page } from '@playwright/test'
import sharp from 'sharp'
import { expect, test } from './fixtures.ts'

// The documents step of the craftsman registration on a phone, with JavaScript: documents picked
// while another is still uploading all stay; their thumbnails show; a wrong one can be removed.

async function documentImage(name: string, background: string) {
	const buffer = await sharp({ create: { width: 640, height: 480, channels: 3, background } })
		.jpeg()
		.toBuffer()
	return { name, mimeType: 'image/jpeg', buffer }
}

/** Steps 1 and 2 answered, the documents step open with its scripts loaded. */
async function openDocumentsStep(page: Page) {
	await page.goto('/registrarse')
	await page.waitForLoadState('networkidle')
	await page.getByLabel('Electricista').check()
	await page.getByRole('button', { name: 'Siguiente' }).click()
	await expect(page.getByText('Paso 2 de 3')).toBeVisible()
	await page.getByLabel('Nombre', { exact: true }).fill('Rafa')
	await page.getByLabel('Apellidos').fill('Nadal Parera')
	await page.getByLabel('Nombre de la empresa').fill(`Electricidad Documentos ${Date.now()}`)
	await page.getByLabel('Correo electrónico').fill(`documentos.${Date.now()}@example.com`)
	await page.getByLabel('Teléfono').fill('611 22 33 44')
	await page.getByLabel('Dirección').fill('Calle Mayor 1')
	await page.getByLabel('Código postal').fill('29001')
	await page.getByRole('button', { name: 'Buscar' }).click()
	await expect(page.getByLabel('Málaga (Málaga)')).toBeChecked()
	await page.getByRole('button', { name: 'Siguiente' }).click()
	await expect(page.getByText('Paso 3 de 3')).toBeVisible()
	await page.waitForLoadState('networkidle')
}

/** The image has loaded and is not the browser's broken-image box. */
async function expectLoaded(page: Page, name: string | RegExp) {
	const image = page.getByRole('img', { name })
	await expect(image).toBeVisible()
	await expect
		.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth))
		.toBeGreaterThan(0)
	const response = await page.request.get((await image.getAttribute('src'))!)
	expect(response.status()).toBe(200)
}

test('a document picked while another is uploading: both stay, with their thumbnails', async ({ page }) => {
	await openDocumentsStep(page)
	// the craft card's upload is held until the licence's has started too: both are on the line at once
	let releaseFirst = () => {}
	const firstHeld = new Promise<void>((resolve) => (releaseFirst = resolve))
	let uploads = 0
	await page.route('**/resources/subir-imagen**', async (route) => {
		uploads += 1
		if (uploads === 1) await firstHeld
		else releaseFirst()
		await route.continue()
	})
	await page.getByLabel('Carné de oficio').setInputFiles(await documentImage('carne.jpg', '#1d4ed8'))
	await expect(page.getByRole('progressbar', { name: 'Subiendo carne.jpg' })).toBeVisible()
	await page.getByLabel('Licencia de actividad').setInputFiles(await documentImage('licencia.jpg', '#15803d'))

	const uploaded = page.getByRole('list', { name: 'Documentos subidos' })
	await expect(uploaded.getByRole('listitem')).toHaveCount(2, { timeout: 30_000 })
	// numbered in the order they were stored
	await expectLoaded(page, /^Carné de oficio \d$/)
	await expectLoaded(page, /^Licencia de actividad \d$/)
	await page.screenshot({ path: 'test-results/registration-documents.png', fullPage: true })
	// a reload shows the same two: they are stored, not only shown
	await page.reload()
	await expect(uploaded.getByRole('listitem')).toHaveCount(2)
})

test('a wrong document is removed before sending, and only the right one is sent', async ({ page }) => {
	await openDocumentsStep(page)
	await page.getByLabel('Carné de oficio').setInputFiles(await documentImage('equivocado.jpg', '#b91c1c'))
	await expectLoaded(page, 'Carné de oficio 1')
	await page.getByRole('button', { name: 'Quitar Carné de oficio 1' }).click()
	await expect(page.getByRole('img', { name: 'Carné de oficio 1' })).toHaveCount(0)
	await page.getByLabel('Carné de oficio').setInputFiles(await documentImage('bueno.jpg', '#0f766e'))
	await expectLoaded(page, 'Carné de oficio 1')
	await expect(page.getByRole('list', { name: 'Documentos subidos' }).getByRole('listitem')).toHaveCount(1)
	await page.getByLabel('Nueva contraseña').fill('Rafa#2024x')
	await page.getByLabel('Confirmar contraseña').fill('Rafa#2024x')
	await page.getByRole('button', { name: 'Registrarme' }).click()
	await expect(page.getByRole('heading', { name: '¡Registro enviado!' })).toBeVisible()
})
