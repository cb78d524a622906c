import { expect, expectNoSeriousViolations, test } from './fixtures.ts'

test('a visitor finds an electrician in Madrid from the landing, filters by rating and opens the profile', async ({
	page,
}) => {
	await page.goto('/encontraroficial')
	await page.waitForLoadState('networkidle')
	await page.getByRole('button', { name: 'Servicios siguientes' }).click()
	await page.getByRole('link', { name: 'Electricista' }).click()
	const dialog = page.getByRole('dialog')
	await expect(dialog.getByRole('heading', { name: /Electricista/ })).toBeVisible()
	// no place chosen yet
	await dialog.getByRole('button', { name: 'Buscar profesional' }).click()
	await expect(dialog.getByText('Por favor, selecciona una ubicación válida')).toBeVisible()
	await dialog.getByLabel('Código postal o lugar').fill('28001')
	await dialog.getByLabel('Madrid (28001, Madrid)').check()
	await dialog.getByRole('button', { name: 'Buscar profesional' }).click()

	await expect(page).toHaveURL(/\/encontraroficial\/electricista\/Madrid\?cp=28001/)
	await expect(page.getByRole('heading', { level: 1 })).toHaveText(
		'Perfiles en Madrid para Electricista en un radio de 50 km',
	)
	const card = page.getByRole('article', { name: 'Reformas Moreno' })
	await expect(card.getByText('Verificada')).toBeVisible()
	await expect(card.getByRole('img', { name: /Valoración 5 de 5, 1 opinión/ })).toBeVisible()

	// 'Solicitar presupuesto' offers the craftsman's trades, each opening the job wizard
	await card.getByRole('link', { name: 'Solicitar presupuesto a Reformas Moreno' }).click()
	const choice = page.getByRole('dialog', { name: 'Elige un servicio' })
	await expect(choice.getByRole('link', { name: 'Fontanería' })).toBeVisible()
	await choice.getByRole('link', { name: 'Electricista' }).click()
	await expect(page.getByRole('dialog', { name: 'Publicar un trabajo' })).toBeVisible()
	await page.getByRole('dialog', { name: 'Publicar un trabajo' }).getByRole('button', { name: 'Cerrar' }).click()
	await choice.getByRole('button', { name: 'Cerrar' }).click()

	// the rating filter submits itself
	await page.getByLabel('Valoración mínima').selectOption('5')
	await expect(page).toHaveURL(/valoracion=5/)
	await expect(card).toBeVisible()

	await card.getByRole('link', { name: 'Visitar perfil de Reformas Moreno' }).click()
	await expect(page).toHaveURL(/\/oficial\/reformas-moreno$/)
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reformas Moreno')
	await expect(page.getByText('Madrid (28001)')).toBeVisible()
	await expect(page.getByText('Esta empresa aún no ha subido fotos de sus trabajos.')).toBeVisible()
	await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(1)
	await expect(page.locator('body')).not.toContainText('@demo.es')
})

test('a city without craftsmen of the trade says so; an unknown profile is a 404 page', async ({ page }) => {
	await page.goto('/encontraroficial/electricista/Zaragoza')
	await expect(page.getByText('Actualmente no hay profesionales disponibles en esta ciudad')).toBeVisible()
	const response = await page.goto('/oficial/no-existe-esta-empresa')
	expect(response?.status()).toBe(404)
	await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible()
})

test('the landing, the results and the profile pass axe', async ({ page }) => {
	for (const path of [
		'/encontraroficial',
		'/encontraroficial/electricista',
		'/encontraroficial/electricista/Madrid',
		'/oficial/reformas-moreno',
	]) {
		await page.goto(path)
		await page.waitForLoadState('networkidle')
		await expectNoSeriousViolations(page, path)
	}
	await page.goto('/encontraroficial')
	await page.waitForLoadState('networkidle')
	await page.getByRole('link', { name: 'Electricista' }).click()
	await page.getByRole('dialog').getByLabel('Código postal o lugar').fill('Sevilla')
	await expect(page.getByRole('dialog').getByLabel(/Sevilla \(41001/)).toBeVisible()
	await expectNoSeriousViolations(page, 'place modal')
})
