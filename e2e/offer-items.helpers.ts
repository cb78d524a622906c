import { type Page } from '@playwright/test'
import { expect, loginWithForm } from './fixtures.ts'

/** As oficial@demo.es: an offer of two lines at 10 % through the job-detail form (JS on or off alike). */
export async function sendOfferWithLines(page: Page, jobId: string) {
	await loginWithForm(page, 'oficial@demo.es')
	await page.goto(`/newjob/${jobId}`)
	await page.getByRole('button', { name: 'Añadir línea' }).click()
	await expect(page.getByTestId('linea-oferta')).toHaveCount(1)
	await page.getByRole('button', { name: 'Añadir línea' }).click()
	await expect(page.getByTestId('linea-oferta')).toHaveCount(2)
	const lines = page.getByTestId('linea-oferta')
	await lines.nth(0).getByLabel('Concepto (línea 1)').fill('Pintura de paredes')
	await lines.nth(0).getByLabel('Cantidad').fill('40')
	await lines.nth(0).getByLabel('Unidad', { exact: true }).selectOption('m²')
	await lines.nth(0).getByLabel('Precio unidad (€)').fill('8')
	await lines.nth(1).getByLabel('Concepto (línea 2)').fill('Material')
	await lines.nth(1).getByLabel('Cantidad').fill('1')
	await lines.nth(1).getByLabel('Precio unidad (€)').fill('80,50')
	await page.getByLabel('IVA', { exact: true }).selectOption('10')
	await page.getByLabel('Duración estimada (días)').fill('3')
	// required once the offer has lines (issue 43)
	await page.getByLabel('Garantía (meses)').fill('12')
	await page.getByLabel('Qué incluye (opcional)').fill('Pintura plástica blanca')
}

/** 40 × 8 € + 80,50 € = 400,50 €; 10 % = 40,05 €; total 440,55 €. */
export const LINES_TOTAL = '440,55 €'

export async function compareAsClient(page: Page, jobId: string) {
	await page.context().clearCookies()
	await loginWithForm(page, 'cliente@demo.es')
	await page.goto(`/tablero/cliente/trabajos/${jobId}/ofertas`)
	await expect(page.getByTestId('oferta-comparada')).toHaveCount(3)
	// by price (default): 300 €, 440,55 €, 450 €
	await expect(page.getByTestId('oferta-comparada').nth(1)).toContainText('Reformas Moreno')
	// both specs run on a phone: one card per offer, stacked, with the table's facts
	const cards = page.locator('.compare-cards__list > li')
	await expect(cards.nth(1)).toContainText(LINES_TOTAL)
	await page.getByRole('link', { name: 'Duración' }).click()
	await expect(page).toHaveURL(/orden=duracion/)
	// the only offer with a duration comes first
	await expect(page.getByTestId('oferta-comparada').first()).toContainText('Reformas Moreno')
	await expect(cards.first()).toContainText('3 días')
}
