import { expect, test } from './fixtures.ts'
import { openWizardPhotoStep, phonePhoto } from './phone-photo.helpers.ts'

// On a slow line the page's list of photos takes seconds to reload after an upload: the photo's
// preview stays until that list shows it, instead of vanishing with the upload's success.
test('a big photo keeps its preview after its upload, until the page shows it', async ({ page }) => {
	test.slow() // the photo is shrunk in the browser of a loaded machine
	const photo = await phonePhoto('grande.jpg')
	expect(photo.buffer.byteLength).toBeGreaterThan(5 * 1024 * 1024)
	await openWizardPhotoStep(page)

	// the page's data, reloaded after the upload, is held until the preview has been looked at
	let release = () => {}
	const held = new Promise<void>((resolve) => (release = resolve))
	await page.route(
		(url) => url.pathname.endsWith('.data'),
		async (route) => {
			await held
			await route.continue()
		},
	)
	const uploaded = page.waitForResponse((response) => response.url().includes('/resources/subir-imagen'))
	await page.getByLabel(/Fotos del trabajo/).setInputFiles(photo)
	expect((await uploaded).status()).toBe(200)
	const preview = page.locator('.file-picker__item img')
	await expect(preview).toBeVisible()
	await expect(page.locator('.file-picker__item')).toContainText('Subida')
	await page.screenshot({ path: 'test-results/photo-preview-after-upload.png', fullPage: true })
	release()
	await expect(page.getByRole('img', { name: 'Foto 1' })).toBeVisible()
	await expect(preview).toHaveCount(0)
	// with JavaScript any photo is shrunk here first, and the page says so before choosing
	await expect(page.getByText('Las fotos grandes se reducen en tu móvil antes de subirlas.')).toBeVisible()
})
