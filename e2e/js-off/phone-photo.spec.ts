import { expect, test } from '../fixtures.ts'
import { openWizardPhotoStep, phonePhoto } from '../phone-photo.helpers.ts'

// Without JavaScript a phone's photo arrives as taken: the page says the limit before choosing,
// takes up to 20 MB and shrinks it on the server.
test('without JavaScript a phone photo over 5 MB is taken, and the limit is said before choosing', async ({ page }) => {
	test.slow()
	await openWizardPhotoStep(page)
	const photo = await phonePhoto()
	expect(photo.buffer.byteLength).toBeGreaterThan(5 * 1024 * 1024)
	await page.getByLabel(/Fotos del trabajo/).setInputFiles(photo)
	await page.getByRole('button', { name: 'Siguiente' }).click()
	await expect(page.getByText('Paso 5 de 8')).toBeVisible()
	await page.getByRole('button', { name: 'Atrás' }).click()
	const stored = page.getByRole('img', { name: 'Foto 1' })
	await expect(stored).toBeVisible()
	await expect.poll(() => stored.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0)
	await page.screenshot({ path: 'test-results/js-off-phone-photo.png', fullPage: true })
	// said before choosing the next one
	await expect(page.getByText('Hasta 20 MB por foto')).toBeVisible()
})
