import { insertFailedEmailJob } from './admin-tasks.helpers.ts'
import { expect, expectNoSeriousViolations, loginWithForm, test, waitForEmail } from './fixtures.ts'

test('«Tareas»: the admin home shows a failure; the admin reads its error and retries it; the email goes out', async ({
	page,
}) => {
	const to = `tareas.${Date.now()}@example.com`
	await insertFailedEmailJob(to, 'Resend: el proveedor no responde')
	await loginWithForm(page, 'admin@demo.es')
	await expect(page.getByRole('status').filter({ hasText: /tareas? en segundo plano fallidas?/ })).toBeVisible()
	await page.getByRole('link', { name: 'Ver y reintentar' }).click()
	await expect(page).toHaveURL('/tablero/admin/tareas')
	await expect(page.getByRole('heading', { name: 'Tareas', level: 1 })).toBeVisible()
	const emailRow = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /^Correo\b/ }) })
	await expect(emailRow).toContainText('Resend: el proveedor no responde')
	await expect(page.getByText('Cada día a las 08:00', { exact: false })).toBeVisible()
	await expectNoSeriousViolations(page, '/tablero/admin/tareas')
	await page.screenshot({ path: 'test-results/tareas-desktop.png', fullPage: true })
	await page.setViewportSize({ width: 390, height: 844 })
	await page.screenshot({ path: 'test-results/tareas-phone.png', fullPage: true })

	const card = page.getByRole('listitem').filter({ hasText: 'Resend: el proveedor no responde' }).first()
	await card.getByRole('button', { name: /Reintentar/ }).click()
	await expect(page.getByText('Tarea reintentada: vuelve a la cola')).toBeVisible()
	const email = await waitForEmail(to, 1)
	expect(email.subject).toBe('Prueba de Tareas')
})
