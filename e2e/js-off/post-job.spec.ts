import { expect, readOutbox, test, waitForEmail } from '../fixtures.ts'
import { postJobAsGuest } from '../post-job.helpers.ts'

test('without JavaScript a guest posts a job with a photo, gets an account and a verification email', async ({
	page,
}) => {
	test.slow() // a long journey: on a loaded machine it outlasts the default 30 s
	const email = `invitada.nojs.${Date.now()}@example.com`
	await postJobAsGuest(page, email)
	await page.getByLabel('Código postal').fill('28001')
	await page.getByRole('button', { name: 'Buscar' }).click()
	await expect(page.getByLabel('Madrid (Madrid)')).toBeChecked()
	await page.getByRole('button', { name: 'Publicar' }).click()

	await expect(page).toHaveURL('/tablero/cliente')
	await expect(page.getByText('Tu trabajo se ha publicado y hemos creado tu cuenta')).toBeVisible()
	await expect(page.getByRole('heading', { name: 'Hola, Lola Flores' })).toBeVisible()
	await expect(page.getByText('Instalar enchufes')).toBeVisible()
	// no password yet: the recommendation, open on the page, chooses one without the current one
	const recommendation = page.getByRole('dialog', { name: 'Elige una contraseña para tu cuenta' })
	await expect(recommendation).toBeVisible()
	await recommendation.getByLabel('Nueva contraseña').fill('Lola#2026ab')
	await recommendation.getByLabel('Confirmar contraseña').fill('Lola#2026ab')
	await recommendation.getByRole('button', { name: 'Guardar' }).click()
	await expect(page.getByText('Contraseña guardada.')).toBeVisible()
	await expect(recommendation).toHaveCount(0)
	// Back on the dashboard, not on a form that now asks for a «Contraseña actual»
	await expect(page).toHaveURL('/tablero/cliente')
	await expect(page.getByLabel('Contraseña actual')).toHaveCount(0)
	const verification = await waitForEmail(email, 1)
	expect(verification.subject).toBe('Confirma tu correo electrónico en Reformas')
	expect(readOutbox(email)).toHaveLength(1)
})

test('without JavaScript an existing client is asked for the password, and an empty one is «Se requiere contraseña»', async ({
	page,
}) => {
	await page.goto('/publicartrabajo?servicio=pintores')
	await page.getByLabel('Pintar una habitación').check()
	for (let step = 2; step <= 5; step++) {
		await page.getByRole('button', { name: 'Siguiente' }).click()
		await expect(page.getByText(`Paso ${step} de 8`)).toBeVisible()
	}
	await page.getByLabel('Flexible (por defecto)').check()
	await page.getByRole('button', { name: 'Siguiente' }).click()
	await page.getByLabel('Correo electrónico').fill('elena.martin@demo.es')
	await page.getByRole('button', { name: 'Siguiente' }).click()
	await expect(page.getByText('Este correo ya tiene cuenta: escribe tu contraseña')).toBeVisible()
	await page.getByRole('button', { name: 'Siguiente' }).click()
	await expect(page.getByText('Se requiere contraseña', { exact: true })).toBeVisible()
	await expect(page.getByLabel('Contraseña')).toBeVisible()
})
