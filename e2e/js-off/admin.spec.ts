import { registerCraftsmanByApi } from '../admin.helpers.ts'
import { expect, loginWithForm, submitLoginForm, test } from '../fixtures.ts'

// each journey registers a craftsman and signs in two people: more than the default 30 s on a loaded machine
test.setTimeout(90_000)

// Without JavaScript: plain forms, a server answer for every mistake, POST → redirect.
test('without JavaScript the admin refuses a craftsman with a reason, who reads it on their dashboard', async ({
	page,
	request,
	browser,
}) => {
	const craftsman = await registerCraftsmanByApi(request, 'rechazar')
	await loginWithForm(page, 'admin@demo.es')
	await page.goto(`/tablero/admin/verificaciones/${craftsman.userId}`)
	await expect(page.getByRole('heading', { name: craftsman.companyName })).toBeVisible()

	// only spaces: the server answers with the message and nothing changes
	await page.getByLabel('Motivo del rechazo (lo leerá el oficial)').fill('   ')
	await page.getByRole('button', { name: 'Rechazar verificación' }).click()
	await expect(page.getByText('Indica el motivo')).toBeVisible()
	await expect(page.getByText('Pendiente de revisión')).toBeVisible()

	await page.getByLabel('Motivo del rechazo (lo leerá el oficial)').fill('El carné está caducado: sube uno vigente.')
	await page.getByRole('button', { name: 'Rechazar verificación' }).click()
	await expect(page).toHaveURL(/\/tablero\/admin\/verificaciones$/)
	await expect(page.getByText('Verificación rechazada. Le hemos enviado el motivo.')).toBeVisible()
	await page.getByRole('link', { name: 'Rechazados' }).click()
	await expect(page.getByRole('heading', { name: craftsman.companyName })).toBeVisible()

	const context = await browser.newContext({
		baseURL: test.info().project.use.baseURL,
		javaScriptEnabled: false,
		extraHTTPHeaders: { 'X-Forwarded-For': '198.18.251.9' },
	})
	const craftsmanPage = await context.newPage()
	await loginWithForm(craftsmanPage, craftsman.email, craftsman.password)
	await expect(
		craftsmanPage.getByText('No hemos podido verificar tus documentos: El carné está caducado: sube uno vigente.'),
	).toBeVisible()
	await craftsmanPage.getByRole('link', { name: 'Corrige tus documentos en «Editar perfil»' }).click()
	await expect(craftsmanPage).toHaveURL(/\/tablero\/oficial\/editarperfil$/)
	await context.close()
})

test('without JavaScript the admin blocks a user, who cannot sign in, then unblocks them', async ({
	page,
	request,
	browser,
}) => {
	const craftsman = await registerCraftsmanByApi(request, 'bloquear')
	const context = await browser.newContext({
		baseURL: test.info().project.use.baseURL,
		javaScriptEnabled: false,
		extraHTTPHeaders: { 'X-Forwarded-For': '198.18.251.10' },
	})
	const craftsmanPage = await context.newPage()
	await loginWithForm(craftsmanPage, craftsman.email, craftsman.password)

	await loginWithForm(page, 'admin@demo.es')
	await page.goto(`/tablero/admin/usuarios?buscar=${encodeURIComponent(craftsman.email)}`)
	await page.getByRole('link', { name: 'Marta Revisión' }).click()
	await page.getByLabel('Motivo del bloqueo').fill('  ')
	await page.getByRole('button', { name: 'Bloquear usuario' }).click()
	await expect(page.getByText('Indica el motivo')).toBeVisible()
	await page.getByLabel('Motivo del bloqueo').fill('Suplantación de identidad')
	await page.getByRole('button', { name: 'Bloquear usuario' }).click()
	await expect(page.getByText('Usuario bloqueado. Se han cerrado todas sus sesiones.')).toBeVisible()
	await expect(page.getByText('Suplantación de identidad')).toBeVisible()
	await expect(page.getByRole('link', { name: 'Actuar como este usuario' })).toHaveCount(0)

	// their open session ended, and signing in again is refused
	await craftsmanPage.goto('/tablero/oficial')
	await expect(craftsmanPage).toHaveURL(/\/iniciar-sesion/)
	await submitLoginForm(craftsmanPage, craftsman.email, craftsman.password)
	await expect(craftsmanPage.getByText('Tu cuenta está bloqueada. Escríbenos si crees que es un error.')).toBeVisible()

	await page.getByRole('button', { name: 'Desbloquear usuario' }).click()
	await expect(page.getByText('Usuario desbloqueado. Ya puede volver a iniciar sesión.')).toBeVisible()
	await loginWithForm(craftsmanPage, craftsman.email, craftsman.password)
	await expect(craftsmanPage.getByRole('heading', { name: 'Hola, Marta' })).toBeVisible()
	await context.close()
})
