import { OWN_PASSWORD, registerOwnCraftsman } from './account.helpers.ts'
import { DEMO_PASSWORD, expect, loginWithForm, test } from './fixtures.ts'
import { createOffers } from './offers.helpers.ts'
import { insertAdmin } from './two-factor.helpers.ts'

// A new user's rough edges on a phone (390 px, JavaScript on): the texts, the trade search field,
// the password rule, the craftsman's «Resumen» and the documents' names.
test.use({ viewport: { width: 390, height: 844 } })

test('texts in Spanish: sign-in, «Mis ofertas», a guide in sentence case, an unknown trade, a link «en 24 horas»', async ({
	page,
}) => {
	await loginWithForm(page, 'oficial@demo.es')
	await expect(page.getByRole('status').filter({ hasText: 'Has iniciado sesión' })).toBeVisible()
	await expect(page.getByText('Inicio de sesión exitosa')).toHaveCount(0)
	await page.goto('/tablero/oficial/pedidos')
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mis ofertas')
	await expect(page).toHaveTitle('Mis ofertas · Reformas')
	await expect(page.getByText('viaje artesanal')).toHaveCount(0)

	await page.goto('/cuanto-cuesta/pintar-un-piso')
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('¿Cuánto cuesta pintar un piso?')
	await page.screenshot({ path: 'test-results/rough-edges-guide.png' })

	await page.context().clearCookies()
	await page.goto('/publicartrabajo?servicio=no-existe')
	await expect(page.getByRole('alert')).toContainText('No encontramos ese servicio. Elige uno de la lista.')
	await page.goto('/?email_verification=failed')
	await expect(page.getByRole('dialog')).toContainText('caduca en 24 horas')
	await expect(page.getByRole('dialog')).not.toContainText('a las 24 horas')
})

test('«Busca un oficio» is a field a thumb can hit (44 px high, as the other fields)', async ({ page }) => {
	await page.goto('/registrarse')
	const search = page.getByRole('searchbox', { name: 'Busca un oficio' })
	const box = (await search.boundingBox())!
	expect(box.height).toBeGreaterThanOrEqual(44)
	expect(box.width).toBeGreaterThanOrEqual(200)
	await search.fill('fontanero')
	await page.screenshot({ path: 'test-results/rough-edges-trade-search.png' })
})

test('a passphrase with «clave» in it is accepted; a password carried by «clave» is refused, naming it', async ({
	page,
	request,
}) => {
	const craftsman = await registerOwnCraftsman(request, 'frase')
	await loginWithForm(page, craftsman.email, OWN_PASSWORD)
	await page.goto('/tablero/oficial/contrasena')
	await page.waitForLoadState('networkidle')
	const form = page.locator('form#change-password')
	const rules = form.getByRole('list', { name: 'Requisitos de la contraseña' })
	await form.getByLabel('Nueva contraseña').fill('Clave#2026x')
	await expect(rules).toContainText('«clave» es fácil de adivinar. Quítalo o añade 2 caracteres más')
	await page.screenshot({ path: 'test-results/rough-edges-password-rule.png' })

	await form.getByLabel('Contraseña actual').fill(OWN_PASSWORD)
	await form.getByLabel('Nueva contraseña').fill('NuevaClave-Grifo-2026')
	await form.getByLabel('Confirmar contraseña').fill('NuevaClave-Grifo-2026')
	await expect(rules.locator('li[data-state="ko"]')).toHaveCount(0)
	await form.getByRole('button', { name: 'Guardar' }).click()
	await expect(page.getByText('Contraseña actualizada correctamente')).toBeVisible()
})

test('the craftsman’s «Resumen» says «Modo vacaciones hasta…» and what is pending', async ({ page, request }) => {
	test.slow() // two accounts, a pause and an offer: more than a page's time on a loaded machine
	const craftsman = await registerOwnCraftsman(request, 'resumen')
	await loginWithForm(page, craftsman.email, OWN_PASSWORD)
	const pending = page.getByRole('region', { name: 'Pendiente' })
	await expect(pending).toContainText('Nada pendiente')
	await expect(page.getByTestId('modo-vacaciones')).toHaveCount(0)

	await page.goto('/tablero/oficial/vacaciones')
	const back = new Date(Date.now() + 10 * 86_400_000)
	await page.getByLabel('Vuelvo el día').fill(back.toISOString().slice(0, 10))
	await page.getByRole('button', { name: 'Pausar hasta ese día' }).click()
	await expect(page.getByRole('status').first()).toBeVisible()
	await page.goto('/tablero/oficial')
	const day = new Intl.DateTimeFormat('es-ES', { day: 'numeric', month: 'long', timeZone: 'Europe/Madrid' }).format(
		back,
	)
	await expect(page.getByTestId('modo-vacaciones')).toContainText(`Modo vacaciones hasta el ${day}`)
	await expect(page.getByTestId('modo-vacaciones').getByRole('link', { name: 'Cambiar o terminar' })).toBeVisible()
	await page.screenshot({ path: 'test-results/rough-edges-home-paused.png', fullPage: true })

	// an offer sent and not yet answered is listed, with the way to it
	await createOffers(request, 'oficial@demo.es', 1)
	await page.context().clearCookies()
	await loginWithForm(page, 'oficial@demo.es')
	await expect(pending).toContainText(/\d+ ofertas? esperando la respuesta del cliente/)
	await expect(pending.getByRole('link', { name: 'Ver mis ofertas' }).first()).toBeVisible()
	await page.screenshot({ path: 'test-results/rough-edges-home-pending.png', fullPage: true })
})

test('document thumbnails have their names written under them', async ({ page, request }) => {
	const craftsman = await registerOwnCraftsman(request, 'documentos')
	await loginWithForm(page, craftsman.email, OWN_PASSWORD)
	await page.goto('/tablero/oficial/editarperfil')
	const documents = page.getByRole('list', { name: 'Tus documentos' })
	const caption = documents.locator('figcaption').first()
	await expect(caption).toBeVisible()
	await expect(caption).toHaveText(/\S+ 1$/)
	expect(await caption.textContent()).toBe(await documents.getByRole('img').first().getAttribute('alt'))
	await caption.scrollIntoViewIfNeeded()
	await page.screenshot({ path: 'test-results/rough-edges-document-names.png' })
})

test('second factor on the phone that shows the page: a link that opens the app, and a key to copy', async ({
	page,
}) => {
	const email = `admin.2fa.movil.${Date.now()}@example.com`
	await insertAdmin(email)
	await loginWithForm(page, email)
	await page.goto('/tablero/admin/verificacion-en-dos-pasos')
	await page.getByLabel('Tu contraseña').fill(DEMO_PASSWORD)
	await page.getByRole('button', { name: 'Activar la verificación en dos pasos' }).click()
	const open = page.getByRole('link', { name: 'Abrir en la aplicación de autenticación' })
	await expect(open).toBeVisible()
	const key = (await page.getByTestId('manual-key').innerText()).replace(/\s/g, '')
	const uri = new URL((await open.getAttribute('href'))!)
	expect(uri.protocol).toBe('otpauth:')
	expect(uri.searchParams.get('secret')).toBe(key)
	await expect(page.getByRole('heading', { name: /Escanea/ })).toHaveCount(0)
	// the link comes before the QR code, within the first screen
	await expect(open).toBeInViewport()
	await page.screenshot({ path: 'test-results/rough-edges-two-factor.png', fullPage: true })
})

test('toasts never hide the page: its end scrolls above them, and they step aside while a field is typed in', async ({
	page,
}) => {
	// why: a success toast lasts 2 s; a paused clock keeps it on screen while the boxes are measured
	await page.clock.install()
	await page.goto('/iniciar-sesion')
	await page.clock.pauseAt(Date.now() + 1000)
	await page.getByLabel('Correo electrónico').fill('cliente@demo.es')
	await page.getByLabel('Contraseña').fill(DEMO_PASSWORD)
	await page.getByRole('button', { name: 'Iniciar sesión' }).click()
	await page.waitForURL(/\/tablero\//)
	const toasts = page.locator('.toasts')
	await expect(toasts.getByText('Has iniciado sesión')).toBeVisible()
	await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
	const last = page.locator('.site-footer__links a').last()
	await expect
		.poll(async () => (await last.boundingBox())!.y + (await last.boundingBox())!.height)
		.toBeLessThanOrEqual((await toasts.boundingBox())!.y)
	await page.screenshot({ path: 'test-results/rough-edges-toast-end.png' })

	// a page with fields, reached in the same session (the toast stays with the app)
	await page.getByRole('navigation', { name: 'Panel' }).getByRole('link', { name: 'Mis datos', exact: true }).click()
	await expect(page).toHaveURL(/\/cuenta$/)
	await expect(toasts).toBeVisible()
	await page.locator('main input:not([type=hidden]):not([type=checkbox])').first().focus()
	await expect(toasts).toBeHidden()
	await page.screenshot({ path: 'test-results/rough-edges-toast-typing.png' })
})
