import { expect, readOutbox, test, waitForEmail } from '../fixtures.ts'
import { postJobAsGuest } from '../post-job.helpers.ts'

test('without JavaScript a guest posts a job with a photo, gets an account and a verification email', async ({ page }) => {
	const email = `invitada.nojs.${Date.now()}@example.com`
	await postJobAsGuest(page, email)
	await page.getByLabel('Código postal').fill('28001')
	await page.getByRole('button', { name: 'Buscar' }).click()
	await expect(page.getByLabel('Madrid (Madrid)')).toBeChecked()
	await page.getByRole('button', { name: 'Puesta' }).click()

	await expect(page).toHaveURL('/tablero/cliente')
	await expect(page.getByText('Tu trabajo se ha publicado y hemos creado tu cuenta')).toBeVisible()
	await expect(page.getByRole('heading', { name: 'Hola, Lola Flores' })).toBeVisible()
	await expect(page.getByText('Instalar enchufes')).toBeVisible()
	const verification = await waitForEmail(email, 1)
	expect(verification.subject).toBe('Confirma tu correo electrónico en Reformas')
	expect(readOutbox(email)).toHaveLength(1)
})
