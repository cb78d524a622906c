import AxeBuilder from '@axe-core/playwright'
import { expect, expectNoSeriousViolations, loginWithForm, test } from './fixtures.ts'

test('public pages and sign-in have no serious or critical accessibility violation', async ({ page }) => {
	for (const path of ['/', '/iniciar-sesion', '/recuperar-contrasena', '/publicartrabajo']) {
		await page.goto(path)
		await expectNoSeriousViolations(page, path)
	}
})

test('the marketing, legal and cost-guide pages pass axe, also with the hero suggestions open', async ({ page }) => {
	test.slow() // ten pages or more, each analysed by axe
	const pages = [
		'/comofunciona',
		'/pie/aviso-legal',
		'/pie/politica-de-privacidad',
		'/pie/condiciones-de-uso',
		'/pie/politica-de-cookies',
	]
	for (const path of [
		...pages,
		'/cuanto-cuesta-pintar-un-piso',
		'/cuanto-cuesta',
		'/registrarse',
		'/buscar-servicio?q=carp',
	]) {
		await page.goto(path)
		await expectNoSeriousViolations(page, path)
	}
	await page.goto('/')
	await page.getByRole('combobox', { name: '¿Qué servicio necesitas?' }).fill('car')
	await expect(page.getByRole('listbox', { name: 'Servicios' })).toBeVisible()
	await expectNoSeriousViolations(page, 'sugerencias abiertas')
})

test('every step of the job wizard passes axe', async ({ page }) => {
	test.slow() // ten pages or more, each analysed by axe
	await page.goto('/publicartrabajo?servicio=electricista')
	for (const step of ['titulo', 'medidas', 'descripcion', 'imagenes', 'fecha', 'correo', 'contacto', 'ubicacion']) {
		await page.goto(`/publicartrabajo?paso=${step}`)
		await expect(page.getByText(/Paso \d de 8/)).toBeVisible()
		await expectNoSeriousViolations(page, step)
	}
	// and with its error messages showing
	await page.goto('/publicartrabajo?paso=contacto')
	await page.getByRole('button', { name: 'Siguiente' }).click()
	await expect(page.getByText('Se requiere el nombre')).toBeVisible()
	await expectNoSeriousViolations(page, 'contacto con errores')
})

test('every step of the craftsman registration passes axe', async ({ page }) => {
	test.slow() // ten pages or more, each analysed by axe
	await page.goto('/registrarse')
	await expectNoSeriousViolations(page, 'oficio')
	await page.waitForLoadState('networkidle')
	await page.getByLabel('Electricista').check()
	await page.getByRole('button', { name: 'Siguiente' }).click()
	await expect(page.getByText('Paso 2 de 3')).toBeVisible()
	await expectNoSeriousViolations(page, 'datos')
	await page.getByLabel('Nombre', { exact: true }).fill('Ana')
	await page.getByLabel('Apellidos').fill('Gil')
	await page.getByLabel('Nombre de la empresa').fill(`Empresa Axe ${Date.now()}`)
	await page.getByLabel('Correo electrónico').fill(`axe.${Date.now()}@example.com`)
	await page.getByLabel('Teléfono').fill('600111222')
	await page.getByLabel('Dirección').fill('Calle 1')
	await page.getByLabel('Código postal').fill('28001')
	await page.getByLabel('Madrid (Madrid)').check()
	await page.getByRole('button', { name: 'Siguiente' }).click()
	await expect(page.getByText('Paso 3 de 3')).toBeVisible()
	await expectNoSeriousViolations(page, 'documentos')
})

// heading-order is a «moderate» rule, so expectNoSeriousViolations lets it pass: the dashboards,
// read all day with a screen reader's heading list, are checked for it on its own (issue 39)
test('the dashboards keep their headings in order', async ({ page }) => {
	test.slow() // two sign-ins and a dozen pages, each analysed by axe
	const dashboards = {
		'oficial@demo.es': [
			'/tablero/oficial',
			'/tablero/oficial/listadeempleos',
			'/tablero/oficial/actividad',
			'/tablero/oficial/mensajes',
			'/tablero/oficial/pedidos',
			'/tablero/oficial/alertasdeempleo',
			'/tablero/oficial/cuenta',
		],
		'cliente@demo.es': ['/tablero/cliente', '/tablero/cliente/trabajos', '/tablero/cliente/mensajes'],
	}
	for (const [email, paths] of Object.entries(dashboards)) {
		await page.context().clearCookies()
		await loginWithForm(page, email)
		for (const path of paths) {
			await page.goto(path)
			const results = await new AxeBuilder({ page }).withRules(['heading-order']).analyze()
			const wrong = results.violations.flatMap((violation) => violation.nodes.map((node) => node.target.join(' ')))
			expect(wrong, path).toEqual([])
		}
	}
})
