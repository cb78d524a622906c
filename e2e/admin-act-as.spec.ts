import { registerOwnCraftsman } from './account.helpers.ts'
import { expect, expectNoSeriousViolations, loginWithForm, test } from './fixtures.ts'

test('admin@demo.es acts as a craftsman of its own, acts, comes back, and the audit log shows it all', async ({
	page,
	request,
}) => {
	test.setTimeout(180_000) // four axe runs on a shared, busy machine
	const craftsman = await registerOwnCraftsman(request, 'actuar')
	await loginWithForm(page, 'admin@demo.es')
	await page.goto(`/tablero/admin/actuar-como/${craftsman.id}`)
	await expect(page.getByRole('heading', { name: 'Actuar como este usuario' })).toBeVisible()
	await expect(page.getByText(craftsman.email)).toBeVisible()
	await expectNoSeriousViolations(page, 'confirmation page')
	await page.getByRole('button', { name: 'Actuar como Manuela' }).click()

	// the product as the craftsman sees it, with the banner on every page
	await expect(page).toHaveURL(/\/tablero\/oficial$/)
	const banner = page.getByRole('status').filter({ hasText: 'Estás actuando como' })
	await expect(banner).toContainText(`Manuela Prueba actuar (${craftsman.email})`)
	await expectNoSeriousViolations(page, 'dashboard while acting')
	await page.goto('/comofunciona')
	await expect(banner).toBeVisible()

	// an action in the craftsman's name: saving their job-list filter (their own account, no other spec's)
	await page.goto('/tablero/oficial/listadeempleos')
	await expect(banner).toBeVisible()
	await page.getByText('Filtrar trabajos', { exact: true }).click()
	await page.getByLabel('Distancia (km)').fill('30')
	await page.getByRole('button', { name: 'Guardar filtro' }).click()
	await expect(page.getByText('Filtro guardado', { exact: true })).toBeVisible()

	// what an admin may not do in someone's name
	await page.goto('/tablero/oficial/cuenta')
	await expect(
		page.getByText('Mientras actúas como otro usuario no puedes descargar sus datos ni eliminar su cuenta.'),
	).toBeVisible()
	await expectNoSeriousViolations(page, 'Mis datos')

	await banner.getByRole('button', { name: 'Volver a mi cuenta' }).click()
	await expect(page).toHaveURL(/\/tablero\/admin$/)
	await expect(page.getByText('Estás actuando como')).toHaveCount(0)

	await page.goto(`/tablero/admin/auditoria?objetivo=${craftsman.id}`)
	await expect(page.getByRole('heading', { name: 'Auditoría' })).toBeVisible()
	const rows = page.locator('.audit-table tbody tr')
	await expect(rows).toHaveCount(3)
	await expect(rows.nth(0)).toContainText('Dejó de actuar como un usuario')
	await expect(rows.nth(1)).toContainText('Acción realizada como el usuario')
	await expect(rows.nth(1)).toContainText('/tablero/oficial/listadeempleos')
	await expect(rows.nth(2)).toContainText('Empezó a actuar como un usuario')
	await expect(rows.nth(2)).toContainText('admin@demo.es')
	await expectNoSeriousViolations(page, 'audit log')

	// the filters are a GET form
	await page.getByLabel('Acción').selectOption({ label: 'Empezó a actuar como un usuario' })
	await page.getByRole('button', { name: 'Filtrar' }).click()
	await expect(page).toHaveURL(/accion=act-as.start/)
	await expect(rows).toHaveCount(1)
})
