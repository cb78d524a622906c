import { type Page } from '@playwright/test'
import { expect, loginWithForm } from './fixtures.ts'
import { photo } from './post-job.helpers.ts'

/**
 * `email` adds a liability-insurance document (the profile goes back to review), then the admin
 * approves the document with an expiry date and verifies the craftsman again.
 */
export async function checkInsurance(page: Page, email: string, company: string) {
	await loginWithForm(page, email)
	await page.goto('/tablero/oficial/editarperfil')
	await page.getByLabel('Tipo de documento').selectOption('liability_insurance')
	await page.getByLabel('Documento (imagen de hasta 20 MB)').setInputFiles(await photo())
	await page.getByRole('button', { name: 'Añadir documento' }).click()
	await expect(page.getByRole('img', { name: /Seguro de responsabilidad civil/ }).last()).toBeVisible()

	await page.context().clearCookies()
	await loginWithForm(page, 'admin@demo.es')
	await page.goto('/tablero/admin/verificaciones')
	await page.getByRole('link', { name: company }).first().click()
	const item = page.locator('li', { has: page.getByRole('button', { name: 'Aprobar documento' }) }).last()
	await item.getByLabel('Caduca el (opcional)').fill('2031-03-15')
	await item.getByRole('button', { name: 'Aprobar documento' }).click()
	await expect(page.getByText('Decisión guardada')).toBeVisible()
	await page.getByRole('button', { name: 'Verificar oficial' }).click()
	await expect(page).toHaveURL(/\/tablero\/admin\/verificaciones$/)
}
