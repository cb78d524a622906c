import { type Page } from '@playwright/test'
import { expect, loginWithForm } from './fixtures.ts'

// The invoice's buyer is the legal name of the NIF/CIF, not the trade name (issue 41): the order
// summary asks for it prefilled (the account's name and surnames until one is given) and «Empresa»
// keeps it. What the invoice then prints is checked in tests/integration/subscriptions/order-tax-id.test.ts.

const ORDER = '/tablero/oficial/gestiondesuscripcion/pedido?plan=plan-anual&metodo=bank_transfer'
const LEGAL_NAME = 'Reformas Moreno Ruiz, S.L.'

export async function legalNameForTheInvoice(page: Page, screenshot: string) {
	await loginWithForm(page, 'oficial@demo.es')
	await page.goto(ORDER)
	await expect(page.getByText('Paso 2 de 2')).toBeVisible()
	const legal = page.getByLabel('Nombre o razón social', { exact: true })
	// his own name until he gives the company's; never the trade name «Reformas Moreno»
	await expect(legal).toHaveValue('Javier Moreno Ruiz')
	await expect(page.getByText('la factura va a ese nombre, no al comercial')).toBeVisible()

	await page.goto('/tablero/oficial/editarperfil')
	const company = page.locator('form#perfil-empresa')
	await company.getByLabel('Nombre o razón social (opcional)').fill(LEGAL_NAME)
	await company.getByRole('button', { name: 'Guardar empresa' }).click()
	await expect(page.getByRole('status').first()).toBeVisible()
	await page.goto('/tablero/oficial/editarperfil')
	await expect(company.getByLabel('Nombre o razón social (opcional)')).toHaveValue(LEGAL_NAME)

	await page.goto(ORDER)
	await expect(legal).toHaveValue(LEGAL_NAME)
	await page.screenshot({ path: screenshot, fullPage: true })

	// the demo account as it was
	await page.goto('/tablero/oficial/editarperfil')
	await company.getByLabel('Nombre o razón social (opcional)').fill('')
	await company.getByRole('button', { name: 'Guardar empresa' }).click()
	await expect(page.getByRole('status').first()).toBeVisible()
	await page.goto(ORDER)
	await expect(legal).toHaveValue('Javier Moreno Ruiz')
}
