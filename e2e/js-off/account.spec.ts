import { readFileSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import { OWN_PASSWORD, registerOwnCraftsman } from '../account.helpers.ts'
import { loginWithForm, submitLoginForm } from '../fixtures.ts'

test('without JavaScript a self-made craftsman downloads their data, deletes the account, and cannot sign in again', async ({
	page,
	request,
}) => {
	const craftsman = await registerOwnCraftsman(request, 'datos')
	await loginWithForm(page, craftsman.email, OWN_PASSWORD)
	await page.goto('/tablero/oficial/editarperfil')
	await page.getByRole('link', { name: 'Descargar mis datos o eliminar mi cuenta' }).click()
	await expect(page.getByRole('heading', { name: 'Mis datos', exact: true })).toBeVisible()

	const downloading = page.waitForEvent('download')
	await page.getByRole('link', { name: 'Descargar mis datos', exact: true }).click()
	const download = await downloading
	expect(download.suggestedFilename()).toBe('mis-datos-reformas.json')
	const data = JSON.parse(readFileSync((await download.path())!, 'utf8'))
	expect(data.profile.email).toBe(craftsman.email)
	expect(data.craftsmanProfile.services).toEqual(['Electricista'])
	expect(JSON.stringify(data)).not.toContain('passwordHash')

	await page.getByLabel('Confirma con tu contraseña').fill('Incorrecta#1')
	await page.getByRole('button', { name: 'Eliminar mi cuenta' }).click()
	await expect(page.getByText('La contraseña no es correcta')).toBeVisible()
	await page.getByLabel('Confirma con tu contraseña').fill(OWN_PASSWORD)
	await page.getByRole('button', { name: 'Eliminar mi cuenta' }).click()
	await expect(page).toHaveURL(/\/$/)
	await expect(page.getByText('Tu cuenta se ha eliminado')).toBeVisible()

	await submitLoginForm(page, craftsman.email, OWN_PASSWORD)
	await expect(page.getByText('Correo electrónico o contraseña incorrectos')).toBeVisible()
})
