import { expect, loginWithForm, test } from '../fixtures.ts'

// Without JavaScript, on a 390 × 844 phone. oficial.sinplan@demo.es is only read here.
test.use({ viewport: { width: 390, height: 844 } })

test('without JavaScript: the toast never covers the navigation and closes; the bar has plain links', async ({
	page,
}) => {
	await loginWithForm(page, 'oficial.sinplan@demo.es')
	const toast = page.getByRole('status').filter({ hasText: 'Has iniciado sesión' })
	await expect(toast).toBeVisible()
	const header = (await page.locator('.site-header').boundingBox())!
	expect((await toast.boundingBox())!.y).toBeGreaterThan(header.y + header.height)
	await page.screenshot({ path: 'test-results/issue16-dashboard-js-off.png' })
	await page.locator('.toast__close').click()
	await expect(toast).toBeHidden()

	const bar = page.locator('.dashboard__bar')
	await expect(bar.locator('summary')).toHaveCount(0)
	await expect(bar.getByRole('link', { name: /^Notificaciones/ })).toHaveAttribute(
		'href',
		'/tablero/oficial/notificaciones',
	)
	await bar.getByRole('link', { name: /^Mensajes/ }).click()
	await expect(page).toHaveURL(/\/tablero\/oficial\/mensajes\/?$/)

	await expect(page.getByRole('link', { name: 'Saltar al contenido' })).toHaveAttribute('href', '#contenido')
	await expect(page.getByRole('link', { name: 'Regístrate como profesional' })).toHaveCount(0)
})
