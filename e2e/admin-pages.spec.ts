import { postJobAsNewClient } from './admin.helpers.ts'
import { expect, expectNoSeriousViolations, loginWithForm, test } from './fixtures.ts'

// The admin's transfers, plans and moderation pages pass axe; a plan is created and
// edited through the forms, with the Spanish messages of a bad price first.
test('the admin pages pass axe; a plan is created with a validated price and edited', async ({ page, request }) => {
	// seven axe runs: on two busy shared cores each can take a dozen seconds
	test.setTimeout(180_000)
	const { jobId } = await postJobAsNewClient(request, { zip: '28001', label: 'Axe moderación' })
	await loginWithForm(page, 'admin@demo.es')

	await page.goto('/tablero/admin/transferencias')
	await expect(page.getByRole('heading', { name: 'Transferencias' })).toBeVisible()
	await expectNoSeriousViolations(page, 'admin transfers')

	await page.goto('/tablero/admin/moderacion')
	await expect(page.getByRole('listitem').filter({ hasText: 'Axe moderación' }).first()).toBeVisible()
	await expectNoSeriousViolations(page, 'moderation, jobs')
	await page.getByRole('link', { name: 'Opiniones', exact: true }).click()
	await expect(page).toHaveURL('/tablero/admin/moderacion?ver=opiniones')
	await expectNoSeriousViolations(page, 'moderation, reviews')
	await page.goto(`/tablero/admin/moderacion/trabajo/${jobId}/eliminar`)
	await expect(page.getByRole('heading', { name: 'Eliminar trabajo' })).toBeVisible()
	await expectNoSeriousViolations(page, 'delete confirmation')

	const name = `Quincenal ${Date.now().toString(36)}`
	await page.goto('/tablero/admin/planes')
	await expectNoSeriousViolations(page, 'plans')
	const form = page.getByRole('region', { name: 'Nuevo plan' })
	await form.getByLabel('Nombre').fill(name)
	await form.getByLabel('Precio (€)').fill('0')
	await form.getByLabel('Duración (días)').fill('15')
	await form.getByRole('button', { name: 'Crear plan' }).click()
	await expect(form.getByText('El precio debe ser mayor que 0')).toBeVisible()
	await form.getByLabel('Precio (€)').fill('15,50')
	await form.getByRole('button', { name: 'Crear plan' }).click()
	await expect(page.getByText('Plan creado')).toBeVisible()
	const plan = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: new RegExp(name) }) })
	await expect(plan).toContainText('15,50')
	await expect(plan).toContainText('15 días')

	await plan.getByRole('link', { name: `Editar el plan ${name}` }).click()
	await expectNoSeriousViolations(page, 'edit plan')
	await page.getByLabel('Precio (€)').fill('16')
	await page.getByRole('button', { name: 'Guardar cambios' }).click()
	await expect(page.getByText('Plan guardado')).toBeVisible()
	await expect(plan).toContainText('16,00')
	// retired at once, so the plans the craftsmen's specs expect stay as they are
	await plan.getByRole('button', { name: `Retirar el plan ${name}` }).click()
	await expect(page.getByText('Plan retirado: ya no se puede pedir')).toBeVisible()
	await expect(plan).toContainText('Retirado el')
	const plans = (await (await request.get('/api/plans?requestType=all')).json()) as Array<{ name: string }>
	expect(plans.map((row) => row.name)).not.toContain(name)
})
