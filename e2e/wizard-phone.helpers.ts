import { type Page } from '@playwright/test'
import { expect } from './fixtures.ts'

/** The wizard's forward button (its label is the Spanish-texts area's to change). */
export const nextButton = (page: Page) => page.locator('button[name="intent"][value="next"]')

/**
 * A guest walks the wizard on a phone up to the last step, the shortest way: a job title of her
 * own, a description, a start date, her email, name and phone.
 */
export async function guestToLastStep(page: Page, { email, title }: { email: string; title: string }) {
	await page.goto('/publicartrabajo?servicio=fontaneria')
	await page.getByLabel('Otro trabajo (escríbelo)').fill(title)
	await nextButton(page).click()
	await expect(page.getByText('Paso 2 de 8')).toBeVisible()
	await nextButton(page).click()
	await expect(page.getByText('Paso 3 de 8')).toBeVisible()
	await page.getByLabel('Descripción del trabajo').fill('El grifo de la cocina gotea sin parar.')
	await nextButton(page).click()
	await expect(page.getByText('Paso 4 de 8')).toBeVisible()
	await nextButton(page).click()
	await expect(page.getByText('Paso 5 de 8')).toBeVisible()
	await page.getByLabel('En una semana').check()
	await nextButton(page).click()
	await expect(page.getByText('Paso 6 de 8')).toBeVisible()
	await page.getByLabel('Correo electrónico').fill(email)
	await nextButton(page).click()
	await expect(page.getByText('Paso 7 de 8')).toBeVisible()
	await page.getByLabel('Nombre').fill('Lucía Prieto')
	await page.getByLabel('Teléfono').fill('612345678')
	await nextButton(page).click()
	await expect(page.getByText('Paso 8 de 8')).toBeVisible()
}
