import { type Page } from '@playwright/test'
import { expect, expectNoSeriousViolations, loginWithForm, readOutbox, test, waitForEmail } from './fixtures.ts'

const CRAFTSMAN = 'oficial@demo.es'

async function madridPlaceId(page: Page) {
	const { data } = {
		data: (await (await page.request.get('/api/postal_codes?search=28001')).json()) as Array<{
			_id: string
			Postal_Code: string
		}>,
	}
	return Number(data.find((place) => place.Postal_Code === '28001')!._id)
}

test('a craftsman creates an alert, a guest posts a matching job, the email arrives and its link unsubscribes', async ({
	page,
}) => {
	await loginWithForm(page, CRAFTSMAN)
	await page.getByRole('navigation', { name: 'Panel' }).getByRole('link', { name: 'Alertas de empleo' }).click()
	await expect(page.getByRole('heading', { name: 'Alertas de empleo', level: 1 })).toBeVisible()
	await expectNoSeriousViolations(page, 'alertasdeempleo')

	// the Spanish messages first
	await page.getByLabel('Radio (km)').fill('0')
	await page.getByRole('button', { name: 'Crear alerta' }).click()
	await expect(page.getByText('La distancia debe ser al menos 1')).toBeVisible()
	await expectNoSeriousViolations(page, 'alertasdeempleo con errores')

	const unique = `Enchufes alerta ${Date.now()}`
	await page.getByRole('group', { name: 'Oficios' }).getByLabel('Electricista').check()
	await page.getByLabel('Código postal').fill('28001')
	// the place picker asks for the places after a 500 ms pause
	await page.getByRole('group', { name: 'Lugar' }).getByRole('radio').first().check()
	await page.getByLabel('Radio (km)').fill('30')
	await page.getByLabel('Inmediatamente').check()
	await page.getByRole('button', { name: 'Crear alerta' }).click()
	await expect(page.getByText('Alerta de empleo creada')).toBeVisible()
	await expect(
		page.locator('.alert-card').filter({ hasText: 'A 30 km de' }).filter({ hasText: 'Electricista' }).first(),
	).toBeVisible()

	const before = readOutbox(CRAFTSMAN).length
	const posted = await page.request.post('/api/jobpost', {
		data: {
			newData: {
				category: 'electricista',
				serviceTitle: { service_title: '', other_title: unique },
				additional_details: { square_meters: 30 },
				additional_job_description: 'Tres enchufes en la cocina.',
				images: [],
				location: await madridPlaceId(page),
				working_schedule: 'en_una_semana',
				contactDetails: { name: 'Invitada Alerta', email: `invitada.${Date.now()}@example.com`, phone: '612345678' },
			},
		},
	})
	expect(posted.status()).toBe(201)
	await expect
		.poll(
			() =>
				readOutbox(CRAFTSMAN)
					.slice(before)
					.filter((email) => email.subject.includes(unique)).length,
			{ timeout: 10_000 },
		)
		.toBe(1)
	await waitForEmail(CRAFTSMAN, before + 1)
	const email = readOutbox(CRAFTSMAN).find((sent) => sent.subject.includes(unique))!
	expect(email.subject).toMatch(/^Nuevo trabajo: /)
	const unsubscribe = email.text.match(/Cancelar esta alerta: (\S+)/)![1]!

	await page.goto(new URL(unsubscribe).pathname)
	await expect(page.getByRole('heading', { name: 'Cancelar alerta de empleo' })).toBeVisible()
	await page.getByRole('button', { name: 'Cancelar la alerta' }).click()
	await expect(page.getByRole('dialog', { name: 'Éxito de Cancelación' })).toBeVisible()

	// the link works once: afterwards it says so
	await page.goto(new URL(unsubscribe).pathname)
	await expect(
		page.getByText('El enlace para cancelar la alerta no es válido o la alerta ya se ha eliminado'),
	).toBeVisible()
})

test('the job list saves its filter, restores it and passes axe', async ({ page }) => {
	await loginWithForm(page, CRAFTSMAN)
	await page.getByRole('navigation', { name: 'Panel' }).getByRole('link', { name: 'Lista de empleos' }).click()
	await expect(page.getByRole('heading', { name: 'Lista de empleos' })).toBeVisible()
	await page.getByText('Filtrar trabajos', { exact: true }).click()
	await expectNoSeriousViolations(page, 'listadeempleos')
	await page.getByRole('group', { name: 'Oficios' }).getByLabel('Electricista').check()
	await page.getByLabel('Distancia (km)').fill('500')
	await page.getByRole('button', { name: 'Guardar filtro' }).click()
	await expect(page.getByText('Filtro guardado', { exact: true })).toBeVisible()
	await page.goto('/tablero/oficial')
	await page.goto('/tablero/oficial/listadeempleos')
	// closed, the panel is not rendered at all: laying out its 37 trades was the page's longest task
	const panel = page.locator('.job-filter > .form-host')
	expect(await panel.evaluate((element) => getComputedStyle(element).display)).toBe('none')
	await page.getByText('Filtrar trabajos', { exact: true }).click()
	await expect(page.getByRole('group', { name: 'Oficios' }).getByLabel('Electricista')).toBeChecked()
	await expect(page.getByLabel('Distancia (km)')).toHaveValue('500')
	await expect(page.locator('.job-card').first()).toBeVisible()
	await page.locator('.job-card__title a').first().click()
	await expect(page).toHaveURL(/\/newjob\//)
	// leave the demo account as other specs expect it
	await page.goto('/tablero/oficial/listadeempleos')
	await page.getByText('Filtrar trabajos', { exact: true }).click()
	await page.getByRole('button', { name: 'Quitar filtro' }).click()
	await expect(page.getByText('Filtro eliminado', { exact: true })).toBeVisible()
})
