// On a 390×844 phone with JavaScript: a photo over 5 MB is resized in the browser and
// arrives; «Solicitar presupuesto» from a profile makes a direct request; the craftsman's job list
// says which filter applies.
import { type Page } from '@playwright/test'
import sharp from 'sharp'
import { expect, loginWithForm, test } from './fixtures.ts'

test.use({ viewport: { width: 390, height: 844 } })

async function bigPhoto() {
	// noise does not compress: a 3000×2500 JPEG at quality 100 weighs well over 5 MB
	const width = 3000
	const height = 2500
	const raw = Buffer.alloc(width * height * 3)
	for (let i = 0; i < raw.length; i++) raw[i] = (i * 2654435761) >>> 24
	const buffer = await sharp(raw, { raw: { width, height, channels: 3 } })
		.jpeg({ quality: 100 })
		.toBuffer()
	return { name: 'grande.jpg', mimeType: 'image/jpeg', buffer }
}

/** The wizard's photo step (4 of 8), its scripts loaded. */
async function openPhotoStep(page: Page) {
	await page.goto('/publicartrabajo?servicio=electricista')
	await page.getByLabel('Instalar enchufes').check()
	for (let step = 2; step <= 4; step++) {
		await page.getByRole('button', { name: 'Siguiente' }).click()
		await expect(page.getByText(`Paso ${step} de 8`)).toBeVisible()
	}
	await page.waitForLoadState('networkidle')
}

test('a photo over 5 MB is resized in the browser and added, with a preview and progress on the way', async ({
	page,
}) => {
	const photo = await bigPhoto()
	expect(photo.buffer.byteLength).toBeGreaterThan(5 * 1024 * 1024)
	await openPhotoStep(page)
	await expect(page.getByText('Elegir fotos')).toBeVisible()
	await page.screenshot({ path: '.data/shots/wizard-photos.png', fullPage: true })
	await page.getByLabel(/Fotos del trabajo/).setInputFiles(photo)
	await expect(page.getByRole('img', { name: 'Foto 1' })).toBeVisible({ timeout: 30_000 })
	await expect(page.getByText('El tamaño de la imagen no puede exceder los 5 MB')).toHaveCount(0)
	await page.screenshot({ path: '.data/shots/wizard-photos-added.png', fullPage: true })
})

test('«Cancelar» stops a photo on its way; the next one is sent as usual', async ({ page }) => {
	await openPhotoStep(page)
	// a line so slow the first photo is still on its way when «Cancelar» is pressed
	let release = () => {}
	const held = new Promise<void>((resolve) => (release = resolve))
	await page.route('**/resources/subir-imagen**', async (route) => {
		await held
		await route.abort().catch(() => {}) // the page may have dropped the request already
	})
	const photo = {
		name: 'lenta.png',
		mimeType: 'image/png',
		buffer: await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c33' } })
			.png()
			.toBuffer(),
	}
	await page.getByLabel(/Fotos del trabajo/).setInputFiles(photo)
	await expect(page.getByRole('progressbar', { name: 'Subiendo lenta.png' })).toBeVisible()
	await page.getByRole('button', { name: 'Cancelar' }).click()
	await expect(page.getByText('lenta.png')).toHaveCount(0)
	release()
	await page.unroute('**/resources/subir-imagen**')
	await expect(page.getByRole('img', { name: 'Foto 1' })).toHaveCount(0)

	await page.getByLabel(/Fotos del trabajo/).setInputFiles({ ...photo, name: 'rapida.png' })
	await expect(page.getByRole('img', { name: 'Foto 1' })).toBeVisible({ timeout: 30_000 })
})

test('«Solicitar presupuesto» on a profile says «Solicitud para {empresa}» and offers to show others', async ({
	page,
}) => {
	await page.goto('/oficial/reformas-moreno')
	const company = (await page.getByRole('heading', { level: 1 }).innerText()).trim()
	const link = page.getByRole('link', { name: `Solicitar presupuesto a ${company}` }).first()
	const href = (await link.getAttribute('href'))!
	expect(href).toContain('&para=reformas-moreno')
	await page.goto(href) // the link a page without JavaScript follows
	await expect(page.getByText(`Solicitud para ${company}`)).toBeVisible()
	await page.screenshot({ path: '.data/shots/direct-request.png', fullPage: true })
	// the last step has the choice, unticked by default
	await page.getByLabel('Instalar enchufes').check()
	for (let step = 2; step <= 8; step++) {
		if (step === 6) await page.getByLabel('Flexible (por defecto)').check()
		if (step === 7) await page.getByLabel('Correo electrónico').fill(`directa.${Date.now()}@example.com`)
		if (step === 8) {
			await page.getByLabel('Nombre').fill('Lola Flores')
			await page.getByLabel('Teléfono').fill('612345678')
		}
		await page.getByRole('button', { name: 'Siguiente' }).click()
		await expect(page.getByText(`Paso ${step} de 8`)).toBeVisible()
	}
	await expect(page.getByLabel('Mostrar también a otros profesionales')).not.toBeChecked()
	await page.screenshot({ path: '.data/shots/direct-request-last.png', fullPage: true })
})

test("the craftsman's job list says which filter applies with the panel collapsed", async ({ page }) => {
	await loginWithForm(page, 'oficial@demo.es')
	await page.goto('/tablero/oficial/listadeempleos')
	await expect(page.locator('.job-filter__summary')).toContainText(/Trabajos para ti|Tu filtro guardado/)
	await page.screenshot({ path: '.data/shots/job-list.png', fullPage: false })
})
