import { type Page } from '@playwright/test'
import sharp from 'sharp'
import { expect } from './fixtures.ts'

/** A phone photo as taken: noise does not compress, so a 3000×2500 JPEG at quality 100 is well over 5 MB. */
export async function phonePhoto(name = 'movil.jpg') {
	const width = 3000
	const height = 2500
	const raw = Buffer.alloc(width * height * 3)
	for (let i = 0; i < raw.length; i++) raw[i] = (i * 2654435761) >>> 24
	const buffer = await sharp(raw, { raw: { width, height, channels: 3 } })
		.jpeg({ quality: 100 })
		.toBuffer()
	return { name, mimeType: 'image/jpeg', buffer }
}

/** The job wizard's photo step (4 of 8), through its own buttons (with JavaScript or not). */
export async function openWizardPhotoStep(page: Page) {
	await page.goto('/publicartrabajo?servicio=electricista')
	await page.getByLabel('Instalar enchufes').check()
	for (let step = 2; step <= 4; step++) {
		await page.getByRole('button', { name: 'Siguiente' }).click()
		await expect(page.getByText(`Paso ${step} de 8`)).toBeVisible()
	}
	await page.waitForLoadState('networkidle')
}
