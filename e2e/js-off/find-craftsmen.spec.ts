import { expect, test } from '@playwright/test'

test('without JavaScript a visitor picks a trade, types a place, filters by rating and opens a profile', async ({
	page,
}) => {
	await page.goto('/encontraroficial')
	// the carousel is a list of links, and the arrows need a script: not there
	await expect(page.getByRole('button', { name: 'Servicios siguientes' })).toHaveCount(0)
	await page.getByRole('link', { name: 'Electricista' }).click()
	await expect(page).toHaveURL(/\/encontraroficial\/electricista$/)
	await page.getByRole('button', { name: 'Buscar profesional' }).click() // required: the browser refuses the empty field
	await page.getByLabel('Código postal o lugar').fill('Xyzzyland')
	await page.getByRole('button', { name: 'Buscar profesional' }).click()
	await expect(page.getByText('Por favor, selecciona una ubicación válida')).toBeVisible()
	await page.getByLabel('Código postal o lugar').fill('sevilla')
	await page.getByRole('button', { name: 'Buscar profesional' }).click()

	await expect(page).toHaveURL(/\/encontraroficial\/electricista\/Sevilla\?cp=41001/)
	await expect(page.getByRole('heading', { level: 1 })).toHaveText(
		'Perfiles en Sevilla para Electricista en un radio de 50 km',
	)
	const card = page.getByRole('article', { name: 'Electricidad del Sur' })
	await expect(card).toBeVisible()
	// without a script the quote button is a plain link to the wizard: the trade chosen, addressed to
	// this craftsman (a direct request)
	await expect(card.getByRole('link', { name: 'Solicitar presupuesto a Electricidad del Sur' })).toHaveAttribute(
		'href',
		'/publicartrabajo?servicio=electricista&para=electricidad-del-sur',
	)

	await page.getByLabel('Valoración mínima').selectOption('5')
	await page.getByRole('button', { name: 'Filtrar' }).click()
	await expect(page).toHaveURL(/valoracion=5/)
	await expect(page.getByLabel('Valoración mínima')).toHaveValue('5')
	// its average is 4.25: not in a 5-star search
	await expect(page.getByText('Actualmente no hay profesionales disponibles en esta ciudad')).toBeVisible()

	await page.getByLabel('Valoración mínima').selectOption('')
	await page.getByRole('button', { name: 'Filtrar' }).click()
	await page
		.getByRole('article', { name: 'Electricidad del Sur' })
		.getByRole('link', { name: 'Visitar perfil de Electricidad del Sur' })
		.click()
	await expect(page).toHaveURL(/\/oficial\/electricidad-del-sur$/)
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Electricidad del Sur')
	await expect(page.getByRole('heading', { name: 'Opiniones de clientes' })).toBeVisible()
})

test('without JavaScript the search bar changes the trade and the city', async ({ page }) => {
	await page.goto('/encontraroficial/electricista/Madrid')
	await page.getByLabel('Servicio', { exact: true }).selectOption('fontaneria')
	await page.getByLabel('Código postal o lugar').fill('46001')
	await page.getByRole('button', { name: 'Buscar', exact: true }).click()
	await expect(page).toHaveURL(/\/encontraroficial\/fontaneria\/Valencia/)
	await expect(page.getByRole('article', { name: 'Fontanería Castro' })).toBeVisible()
})
