import { type Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import {
	expectPriceBoxInMadrid,
	guestPaintsToPlace,
	LIMIT_NOTICE,
	useUpAccountPlaces,
} from './wizard-place-limit.helpers.ts'

// A phone (390 px, JavaScript on): the popup wizard's price box names the place the no-JS page names
// (e2e/js-off/wizard-place-limit.spec.ts), and an address that has used its accounts for the day is
// told so before the visitor types, in the popup and on the craftsman's registration.
test.use({ viewport: { width: 390, height: 844 } })

async function openPainting(page: Page) {
	await page.goto('/')
	await page.waitForLoadState('networkidle')
	await page.getByRole('link', { name: 'Publicar un trabajo gratis' }).click()
	const dialog = page.getByRole('dialog', { name: 'Publicar un trabajo' })
	await dialog.getByRole('button', { name: /Pintores/ }).click()
	await expect(dialog.getByText('Pintores · Paso 1 de 8')).toBeVisible()
	return dialog
}

test('the popup’s price box names Madrid for 28004, as the page without JavaScript does', async ({ page }) => {
	test.slow() // eight steps on a loaded machine
	const dialog = await openPainting(page)
	await guestPaintsToPlace(page, dialog, `precio.${Date.now()}@example.com`)
	await expectPriceBoxInMadrid(dialog)
	await page.screenshot({ path: 'test-results/wizard-price-box-popup.png' })
})

test('an address with its accounts used up is told in the popup before typing; the draft is kept at «Publicar»', async ({
	page,
	request,
}) => {
	test.slow() // five posts and eight steps
	await useUpAccountPlaces(request)
	const dialog = await openPainting(page)
	// on the first step, before a word is typed
	const notice = dialog.getByRole('status').filter({ hasText: LIMIT_NOTICE })
	await expect(notice).toBeVisible()
	await expect(notice.getByRole('link', { name: 'Iniciar sesión' })).toBeVisible()
	await page.screenshot({ path: 'test-results/account-limit-popup.png' })

	// typing on anyway: the last step refuses and keeps everything
	await guestPaintsToPlace(page, dialog, `limite.popup.${Date.now()}@example.com`)
	await dialog
		.getByLabel(/Madrid/)
		.first()
		.check()
	await dialog.getByRole('button', { name: 'Publicar' }).click()
	await expect(dialog.getByText(/Tu trabajo queda guardado en este navegador/)).toBeVisible()
	await expect(dialog.getByText('Pintores · Paso 8 de 8')).toBeVisible()
	await page.goto('/publicartrabajo?paso=descripcion')
	await expect(page.getByLabel('Descripción del trabajo')).toHaveValue('Salón y dos dormitorios en blanco roto.')
})

test('the craftsman’s registration says the limit on its first step', async ({ page, request }) => {
	await page.goto('/registrarse')
	await expect(page.getByText(LIMIT_NOTICE)).toHaveCount(0)
	await useUpAccountPlaces(request)
	await page.goto('/registrarse')
	const notice = page.getByRole('status').filter({ hasText: LIMIT_NOTICE })
	await expect(notice).toBeVisible()
	await expect(notice.getByRole('link', { name: 'Iniciar sesión' })).toBeVisible()
	await page.screenshot({ path: 'test-results/account-limit-registration.png' })
})
