import { expect, expectNoSeriousViolations, loginWithForm, test } from './fixtures.ts'

test('oficial@demo.es edits the description and a service and sees them as a client would', async ({ page }) => {
	const description = `Reformas con garantía, prueba ${Date.now()}.`
	await loginWithForm(page, 'oficial@demo.es')
	await page.getByRole('navigation', { name: 'Panel' }).getByRole('link', { name: 'Editar perfil' }).click()
	await expect(page).toHaveURL(/\/tablero\/oficial\/editarperfil$/)
	await expectNoSeriousViolations(page, 'editarperfil')
	await page.getByLabel('Descripción').fill(description)
	await page.getByRole('button', { name: 'Guardar empresa' }).click()
	await expect(page.getByText('Cambios guardados')).toBeVisible()
	await page.getByRole('checkbox', { name: 'Carpinteros' }).check()
	// the box is ticked before the save: wait for the save's answer, not for the box
	const saved = page.waitForResponse((response) => response.request().method() === 'POST')
	await page.getByRole('button', { name: 'Guardar servicios' }).click()
	expect((await saved).status()).toBeLessThan(400)
	await expect(page.getByRole('checkbox', { name: 'Carpinteros' })).toBeChecked()

	await page.getByRole('link', { name: 'Ver perfil como cliente' }).click()
	await expect(page).toHaveURL(/\/oficial\/reformas-moreno$/)
	await expect(page.getByText(description)).toBeVisible()
	await expect(page.getByRole('list').getByText('Carpinteros')).toBeVisible()
	await page.getByRole('link', { name: 'Volver al panel de control' }).click()
	await expect(page).toHaveURL(/\/tablero\/oficial\/editarperfil$/)
	// the address changes before the page renders: count the boxes only once they are there
	await expect(page.getByRole('checkbox', { name: 'Carpinteros' })).toBeChecked()

	// no service at all is refused in Spanish
	const checked = page.getByRole('checkbox', { checked: true })
	while (await checked.count()) await checked.first().uncheck()
	await page.getByRole('button', { name: 'Guardar servicios' }).click()
	await expect(page.getByText('Selecciona al menos un servicio')).toBeVisible()
})

test('a craftsman renames the company: the public address follows; a taken name is refused', async ({ page }) => {
	await loginWithForm(page, 'carpinteria.luz@demo.es')
	await page.goto('/tablero/oficial/editarperfil')
	await page.getByLabel('Nombre de la empresa').fill('Reformas Moreno')
	await page.getByRole('button', { name: 'Guardar empresa' }).click()
	await expect(page.getByText('Ya existe una empresa registrada con ese nombre')).toBeVisible()
	await page.getByLabel('Nombre de la empresa').fill('Carpintería Luz y Madera')
	await page.getByRole('button', { name: 'Guardar empresa' }).click()
	await expect(page.getByRole('link', { name: 'Ver perfil como cliente' })).toHaveAttribute(
		'href',
		'/oficial/carpinteria-luz-y-madera',
	)
	// back to the demo name, for the other specs
	await page.getByLabel('Nombre de la empresa').fill('Carpintería Luz')
	await page.getByRole('button', { name: 'Guardar empresa' }).click()
	await expect(page.getByRole('link', { name: 'Ver perfil como cliente' })).toHaveAttribute(
		'href',
		'/oficial/carpinteria-luz',
	)
})

test('the reviews page shows the average and the count, and passes axe', async ({ page }) => {
	await loginWithForm(page, 'electricidad.sur@demo.es')
	await page.getByRole('navigation', { name: 'Panel' }).getByRole('link', { name: 'Opiniones' }).click()
	await expect(page.getByRole('heading', { name: 'Opiniones y comentarios' })).toBeVisible()
	await expect(page.getByTestId('average-rating')).toHaveText('4,25')
	await expectNoSeriousViolations(page, 'opinionesycomentarios')
})

test('a client edits their own data on Mi perfil', async ({ page }) => {
	await loginWithForm(page, 'cliente@demo.es')
	await page.getByRole('navigation', { name: 'Panel' }).getByRole('link', { name: 'Mi perfil' }).click()
	await expect(page.getByRole('heading', { name: 'Mi perfil' })).toBeVisible()
	await expectNoSeriousViolations(page, 'perfil')
	await page.getByLabel('Teléfono').fill('612 345 678')
	await page.getByRole('button', { name: 'Guardar datos personales' }).click()
	await expect(page.getByText('Cambios guardados')).toBeVisible()
	await page.reload()
	await expect(page.getByLabel('Teléfono')).toHaveValue('612345678')
})
