import { expect, loginWithForm, test } from '../fixtures.ts'

test('without JavaScript the job filter validates, finds the places of a postal code, saves and clears', async ({
	page,
}) => {
	await loginWithForm(page, 'oficial@demo.es')
	await page.goto('/tablero/oficial/listadeempleos')
	await page.getByText('Filtrar trabajos', { exact: true }).click()
	await page.getByLabel('Distancia (km)').fill('0')
	await page.getByRole('button', { name: 'Guardar filtro' }).click()
	await expect(page.getByText('La distancia debe ser al menos 1')).toBeVisible()

	await page.getByLabel('Código postal').fill('28001')
	await page.getByRole('button', { name: 'Buscar' }).click()
	await expect(page).toHaveURL(/cp=28001/)
	await page.getByText('Filtrar trabajos', { exact: true }).click()
	await page.getByRole('group', { name: 'Lugar' }).getByRole('radio').first().check()
	await page.getByLabel('Distancia (km)').fill('25')
	await page.getByRole('group', { name: 'Oficios' }).getByLabel('Fontanería').check()
	await page.getByRole('button', { name: 'Guardar filtro' }).click()
	await expect(page.getByText('Filtro guardado', { exact: true })).toBeVisible()

	await page.goto('/tablero/oficial/listadeempleos')
	await page.getByText('Filtrar trabajos', { exact: true }).click()
	await expect(page.getByLabel('Código postal')).toHaveValue('28001')
	await expect(page.getByLabel('Distancia (km)')).toHaveValue('25')
	await expect(page.getByRole('group', { name: 'Oficios' }).getByLabel('Fontanería')).toBeChecked()

	await page.getByRole('button', { name: 'Quitar filtro' }).click()
	await expect(page.getByText('Filtro eliminado', { exact: true })).toBeVisible()
})

test('without JavaScript a craftsman creates, edits and deletes a job alert', async ({ page }) => {
	await loginWithForm(page, 'oficial@demo.es')
	await page.goto('/tablero/oficial/alertasdeempleo')
	await page.getByLabel('Código postal').fill('08001')
	await page.getByRole('button', { name: 'Buscar' }).click()
	await page.getByRole('group', { name: 'Lugar' }).getByRole('radio').first().check()
	await page.getByLabel('Radio (km)').fill('12')
	await page.getByLabel('Resumen diario').check()
	await page.getByRole('button', { name: 'Crear alerta' }).click()
	await expect(page.getByText('Alerta de empleo creada')).toBeVisible()
	const card = page.locator('.alert-card').filter({ hasText: 'A 12 km de' })
	await expect(card).toContainText('Resumen diario')

	await card.getByRole('link', { name: /Editar/ }).click()
	await expect(page.getByRole('heading', { name: 'Editar alerta' })).toBeVisible()
	await page.getByLabel('Radio (km)').fill('13')
	await page.getByRole('button', { name: 'Guardar cambios' }).click()
	await expect(page.getByText('Alerta de empleo actualizada')).toBeVisible()
	const edited = page.locator('.alert-card').filter({ hasText: 'A 13 km de' })
	await edited.getByRole('button', { name: /Eliminar/ }).click()
	await expect(page.getByText('Alerta de empleo eliminada')).toBeVisible()
	await expect(page.locator('.alert-card').filter({ hasText: 'A 13 km de' })).toHaveCount(0)
})
