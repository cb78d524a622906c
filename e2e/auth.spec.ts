import { DEMO_PASSWORD, expect, loginWithForm, readOutbox, submitLoginForm, test, waitForEmail } from './fixtures.ts'

test('the login modal signs a demo craftsman in and the header shows the first name', async ({ page }) => {
	await page.goto('/')
	await page.getByRole('link', { name: 'Iniciar sesión' }).click()
	const dialog = page.getByRole('dialog', { name: 'Iniciar sesión' })
	await expect(dialog).toBeVisible()
	await expect(page).toHaveURL('/') // a modal, not a navigation

	// the spec's messages, in the browser
	await dialog.getByRole('button', { name: 'Iniciar sesión' }).click()
	await expect(dialog.getByText('Se requiere correo electrónico')).toBeVisible()
	await dialog.getByLabel('Correo electrónico').fill('oficial@demo.es')
	await dialog.getByLabel('Contraseña').fill('corta')
	await dialog.getByLabel('Contraseña').blur()
	await expect(dialog.getByText('La longitud de la contraseña debe ser al menos 6 caracteres')).toBeVisible()
	await dialog.getByLabel('Contraseña').fill('Incorrecta#1')
	await dialog.getByRole('button', { name: 'Iniciar sesión' }).click()
	await expect(dialog.getByText('Correo electrónico o contraseña incorrectos')).toBeVisible()

	await dialog.getByLabel('Contraseña').fill(DEMO_PASSWORD)
	await dialog.getByRole('button', { name: 'Iniciar sesión' }).click()
	await expect(page.getByRole('status').filter({ hasText: 'Has iniciado sesión' })).toBeVisible()
	await expect(page.getByRole('link', { name: 'Javier' })).toHaveAttribute('href', '/tablero/oficial')

	await page.getByRole('link', { name: 'Javier' }).click()
	await expect(page).toHaveURL('/tablero/oficial')
	await page.getByRole('button', { name: 'Cierre de sesión' }).click()
	await expect(page).toHaveURL('/')
	await expect(page.getByRole('link', { name: 'Iniciar sesión' })).toBeVisible()
})

test('a forgotten password is reset from the emailed link', async ({ page }, testInfo) => {
	const email = 'carmen.ruiz@demo.es'
	// a retry (or a repeat) finds the password of the try before already set, and the current one
	// is refused: each try sets its own
	const newPassword = `Nueva#Cl4${testInfo.repeatEachIndex}${testInfo.retry}`
	const before = readOutbox(email).length
	await page.goto('/')
	await page.getByRole('link', { name: 'Iniciar sesión' }).click()
	await page.getByRole('button', { name: '¿Has olvidado tu contraseña?' }).click()
	const dialog = page.getByRole('dialog', { name: 'Recuperar contraseña' })
	await dialog.getByLabel('Correo electrónico').fill(email)
	await dialog.getByRole('button', { name: 'Enviar enlace' }).click()
	await expect(dialog.getByText('Si existe una cuenta con ese correo')).toBeVisible()

	const message = await waitForEmail(email, before + 1)
	expect(message.subject).toBe('Restablece tu contraseña de Reformas')
	const link = new URL(message.text.match(/https?:\/\/\S+restablecer-contrasena\?token=[\w-]+/)![0])
	await page.goto(`${link.pathname}${link.search}`)

	// the checklist follows what is typed, and 'Guardar' waits for every rule
	const save = page.getByRole('button', { name: 'Guardar' })
	await page.getByLabel('Nueva contraseña').fill('password1')
	await expect(page.getByRole('listitem').filter({ hasText: 'Sin información obvia' })).toHaveClass('ko')
	await expect(save).toBeDisabled()
	await page.getByLabel('Nueva contraseña').fill(newPassword)
	for (const rule of ['Sin información obvia', 'Combina mayúsculas', 'Cumple la longitud']) {
		await expect(page.getByRole('listitem').filter({ hasText: rule })).toHaveClass('ok')
	}
	await page.getByLabel('Confirmar contraseña').fill(`${newPassword}X`)
	await expect(page.getByText('La confirmación no coincide con la nueva contraseña')).toBeVisible()
	await expect(save).toBeDisabled()
	await page.getByLabel('Confirmar contraseña').fill(newPassword)
	await expect(save).toBeEnabled()
	await save.click()
	await expect(page).toHaveURL('/tablero/cliente')
	await expect(page.getByText('Contraseña actualizada correctamente')).toBeVisible()

	// the old password no longer works, the new one does
	// the sign-out must finish first: a signed-in visit to /iniciar-sesion goes to the dashboard
	await page.getByRole('button', { name: 'Cierre de sesión' }).click()
	await expect(page.getByRole('link', { name: 'Iniciar sesión' })).toBeVisible()
	await submitLoginForm(page, email, DEMO_PASSWORD)
	await expect(page.getByText('Correo electrónico o contraseña incorrectos')).toBeVisible()
	await loginWithForm(page, email, newPassword)
	await expect(page).toHaveURL('/tablero/cliente')
})

test('a client opening the craftsman dashboard is moved to their own', async ({ page }) => {
	await loginWithForm(page, 'cliente@demo.es')
	await page.goto('/tablero/oficial')
	await expect(page).toHaveURL('/tablero/cliente')
	await expect(page.getByRole('heading', { name: 'Hola, María' })).toBeVisible()
})

test('every page has a canonical link made of the site origin and its path', async ({ page, baseURL }) => {
	for (const path of ['/', '/iniciar-sesion', '/recuperar-contrasena']) {
		await page.goto(`${path}?utm_source=x`)
		await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}${path}`)
	}
})
