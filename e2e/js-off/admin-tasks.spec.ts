import { insertFailedEmailJob } from '../admin-tasks.helpers.ts'
import { expect, loginWithForm, test, waitForEmail } from '../fixtures.ts'

test('«Tareas» without JavaScript: the retry button is a plain form', async ({ page }) => {
	const to = `tareas.sinjs.${Date.now()}@example.com`
	const id = await insertFailedEmailJob(to, 'Resend: 500')
	await loginWithForm(page, 'admin@demo.es')
	await page.goto('/tablero/admin/tareas')
	await page.getByRole('button', { name: new RegExp(`Reintentar.*${id}`) }).click()
	await expect(page).toHaveURL('/tablero/admin/tareas')
	await expect(page.getByText('Tarea reintentada: vuelve a la cola')).toBeVisible()
	await waitForEmail(to, 1)
})
