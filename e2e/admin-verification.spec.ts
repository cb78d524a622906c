import { registerCraftsmanByApi } from './admin.helpers.ts'
import { expect, expectNoSeriousViolations, loginWithForm, test, waitForEmail } from './fixtures.ts'

// each journey registers a craftsman and signs in two people: more than the default 30 s on a loaded machine
test.setTimeout(90_000)

// A new craftsman waits in the queue; the admin opens their documents and verifies
// them; the craftsman is told (notification and email) and their dashboard shows it.
test('the admin verifies a newly registered craftsman from the queue', async ({ page, request, browser }) => {
	const craftsman = await registerCraftsmanByApi(request, 'verificar')

	await loginWithForm(page, 'admin@demo.es')
	await page.getByRole('link', { name: 'Oficiales por verificar' }).click()
	await expect(page.getByRole('heading', { name: 'Verificación de oficiales' })).toBeVisible()
	await expect(page.getByRole('link', { name: 'Pendientes' })).toHaveAttribute('aria-current', 'page')
	const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: craftsman.companyName }) })
	await expect(card.getByText(craftsman.email)).toBeVisible()
	await expect(card.getByText('29001 Málaga')).toBeVisible()
	await expect(card.getByRole('img', { name: /Carné de oficio 1/ })).toBeVisible()
	await expectNoSeriousViolations(page, 'verification queue')

	await card.getByRole('link', { name: `Revisar documentos de ${craftsman.companyName}` }).click()
	await expect(page.getByRole('heading', { name: craftsman.companyName })).toBeVisible()
	// on the craftsman's own page now, not the queue (where others have a «Carné de oficio 1» too)
	await expect(page).toHaveURL(/\/verificaciones\/(?!documento)[^/?]+$/)
	// the review page has rendered (the queue's cards carry the same heading and document names)
	await expect(page.getByRole('button', { name: 'Rechazar verificación' })).toBeVisible()
	const documentLink = page.getByRole('link', { name: /Carné de oficio 1/ })
	const thumbnail = documentLink.getByRole('img')
	await expect(thumbnail).toBeVisible()
	expect(await thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
	// the thumbnail opens the full image in a new tab, from the private documents (never /imagenes/)
	const [full] = await Promise.all([page.context().waitForEvent('page'), documentLink.click()])
	await full.waitForLoadState()
	expect(full.url()).toMatch(/\/documentos\/.+-large\.webp$/)
	await full.close()
	await expectNoSeriousViolations(page, 'craftsman review page')

	// refusing needs a reason: the browser's own check stops an empty one
	await page.getByRole('button', { name: 'Rechazar verificación' }).click()
	await expect(page.getByLabel('Motivo del rechazo (lo leerá el oficial)')).toBeFocused()

	await page.getByRole('button', { name: 'Verificar oficial' }).click()
	await expect(page).toHaveURL(/\/tablero\/admin\/verificaciones$/)
	await expect(page.getByText('Oficial verificado. Le hemos avisado por notificación y correo.')).toBeVisible()
	await expect(page.getByRole('heading', { name: craftsman.companyName })).toHaveCount(0)
	await page.getByRole('link', { name: 'Verificados' }).click()
	await expect(page.getByRole('heading', { name: craftsman.companyName })).toBeVisible()

	const email = await waitForEmail(craftsman.email, 2) // the address confirmation, then the decision
	expect(email.subject).toBe('Tu perfil de oficial está verificado')

	const context = await browser.newContext({
		baseURL: test.info().project.use.baseURL,
		extraHTTPHeaders: { 'X-Forwarded-For': '198.18.250.7' },
	})
	const craftsmanPage = await context.newPage()
	await loginWithForm(craftsmanPage, craftsman.email, craftsman.password)
	await expect(craftsmanPage.getByText(`${craftsman.companyName}: perfil verificado`)).toBeVisible()
	await craftsmanPage.goto('/tablero/oficial/notificaciones')
	await expect(craftsmanPage.getByText(`Hemos verificado tu perfil de ${craftsman.companyName}`)).toBeVisible()
	await context.close()
})

test('the admin finds users by text and role, and opens a user page', async ({ page, request }) => {
	const craftsman = await registerCraftsmanByApi(request, 'buscar')
	await loginWithForm(page, 'admin@demo.es')
	await page.getByRole('link', { name: 'Usuarios', exact: true }).first().click()
	await expect(page.getByRole('heading', { name: 'Usuarios', level: 1 })).toBeVisible()
	await page.getByLabel('Buscar').fill('marta revision')
	await page.getByLabel('Rol').selectOption('oficial')
	await page.getByRole('button', { name: 'Buscar' }).click()
	await expect(page).toHaveURL(/buscar=marta\+revision/)
	await expectNoSeriousViolations(page, 'users page')
	await page
		.getByRole('listitem')
		.filter({ hasText: craftsman.email })
		.getByRole('link', { name: 'Marta Revisión' })
		.click()
	await expect(page.getByText(`${craftsman.companyName} (Pendiente de revisión)`)).toBeVisible()
	await expect(page.getByRole('link', { name: 'Actuar como este usuario' })).toHaveAttribute(
		'href',
		`/tablero/admin/actuar-como/${craftsman.userId}`,
	)
	await expectNoSeriousViolations(page, 'user page')
})
