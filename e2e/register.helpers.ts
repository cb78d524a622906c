import { type Page } from '@playwright/test'
import { expect, loginWithForm, waitForEmail } from './fixtures.ts'
import { photo } from './post-job.helpers.ts'

/**
 * A craftsman registers through the three steps, meeting the messages on the way, uploads a
 * document, verifies the email from the outbox and signs in; with or without JavaScript. The
 * password is the one the craftsman chose a minute ago: no recommendation to change it shows.
 */
export async function registerVerifyAndSignIn(page: Page) {
	const email = `oficial.nuevo.${Date.now()}@example.com`
	await page.goto('/registrarse')
	await page.waitForLoadState('networkidle') // with JavaScript: hydrated, so the checks run in the browser
	await page.getByRole('button', { name: 'Siguiente' }).click()
	await expect(page.getByText('Selecciona al menos un servicio')).toBeVisible()
	await page.getByLabel('Electricista').check()
	await page.getByLabel('Fontanería').check()
	await page.getByRole('button', { name: 'Siguiente' }).click()

	await expect(page.getByText('Paso 2 de 3')).toBeVisible()
	// 'Atrás' on step 2 clears the selection
	await page.getByRole('button', { name: 'Atrás' }).click()
	await expect(page.getByLabel('Electricista')).not.toBeChecked()
	await page.getByLabel('Electricista').check()
	await page.getByRole('button', { name: 'Siguiente' }).click()
	await expect(page.getByText('Paso 2 de 3')).toBeVisible() // else the next click can land on step 1's button

	await page.getByRole('button', { name: 'Siguiente' }).click()
	for (const message of [
		'El nombre es obligatorio',
		'El correo electrónico es obligatorio',
		'El número de teléfono es obligatorio',
		'La dirección es obligatoria',
		'El código postal es obligatorio',
	]) {
		await expect(page.getByText(message)).toBeVisible()
	}
	await page.getByLabel('Nombre', { exact: true }).fill('Rafa')
	await page.getByLabel('Apellidos').fill('Nadal Parera')
	await page.getByLabel('Nombre de la empresa').fill(`Electricidad Rafa ${Date.now()}`)
	await page.getByLabel('Correo electrónico').fill('no-es-correo')
	await page.getByLabel('Teléfono').fill('611 22 33 44')
	await page.getByLabel('Dirección').fill('Calle Mayor 1')
	await page.getByLabel('Código postal').fill('29001')
	await page.getByRole('button', { name: 'Buscar' }).click()
	await expect(page.getByLabel('Málaga (Málaga)')).toBeChecked()
	await page.getByRole('button', { name: 'Siguiente' }).click()
	await expect(page.getByText('El correo electrónico es inválido')).toBeVisible()
	await page.getByLabel('Correo electrónico').fill(email)
	await page.getByRole('button', { name: 'Siguiente' }).click()

	await expect(page.getByText('Paso 3 de 3')).toBeVisible()
	await page.getByLabel('Nueva contraseña').fill('Rafa#2024x')
	await page.getByLabel('Confirmar contraseña').fill('Rafa#2024x')
	await page.getByRole('button', { name: 'Registrarme' }).click()
	await expect(page.getByText('Debes subir al menos un documento')).toBeVisible()
	const js = (await page.locator('.file-picker__chosen').count()) === 0
	await page.getByLabel(/Carné de oficio/).setInputFiles(await photo())
	if (!js) await page.getByRole('button', { name: 'Subir documentos' }).click()
	await expect(page.getByRole('img', { name: 'Carné de oficio 1' })).toBeVisible()
	await page.getByLabel('Nueva contraseña').fill('Rafa#2024x')
	await page.getByLabel('Confirmar contraseña').fill('Rafa#2024x')
	await page.getByRole('button', { name: 'Registrarme' }).click()

	await expect(page).toHaveURL('/registrarse?paso=registrado')
	await expect(page.getByRole('heading', { name: '¡Registro enviado!' })).toBeVisible()
	await expect(page.getByText('Un administrador comprueba tus documentos')).toBeVisible()

	const message = await waitForEmail(email, 1)
	const link = new URL(message.text.match(/https?:\/\/\S+verificar-correo\?token=[\w-]+/)![0])
	await page.goto(`${link.pathname}${link.search}`)
	await expect(page.getByRole('dialog', { name: '¡Correo verificado!' })).toBeVisible()
	await page.context().clearCookies()
	await loginWithForm(page, email, 'Rafa#2024x')
	const modal = page.getByRole('dialog', { name: 'Te recomendamos cambiar tu contraseña' })
	await expect(page.getByText('Tu perfil aún no está activado...')).toBeVisible()
	await expect(modal).toHaveCount(0)
	await page.reload()
	await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
	await expect(modal).toHaveCount(0)
}
