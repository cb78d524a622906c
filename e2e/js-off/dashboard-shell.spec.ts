import { expect, loginWithForm, test } from '../fixtures.ts'

test('without JavaScript the narrow sidebar opens, closes on a click outside, and its links work', async ({ page }) => {
	await page.setViewportSize({ width: 390, height: 800 })
	await loginWithForm(page, 'oficial@demo.es')
	const nav = page.getByRole('navigation', { name: 'Panel' })
	const toggle = nav.getByRole('checkbox', { name: 'Menú del panel' })
	const offersLabel = nav.locator('.sidebar__label', { hasText: 'Mis ofertas' })
	expect((await nav.boundingBox())!.width).toBe(80)

	await nav.locator('.sidebar__toggle').click()
	await expect(toggle).toBeChecked()
	expect((await nav.locator('.sidebar__panel').boundingBox())!.width).toBe(300)
	expect((await offersLabel.boundingBox())!.width).toBeGreaterThan(50)
	await page.mouse.click(360, 600)
	await expect(toggle).not.toBeChecked()

	// from the keyboard too, then a link of the open panel
	await toggle.focus()
	await page.keyboard.press('Space')
	await expect(toggle).toBeChecked()
	await nav.getByRole('link', { name: 'Alertas de empleo' }).click()
	await expect(page).toHaveURL('/tablero/oficial/alertasdeempleo')
	await expect(nav.getByRole('link', { name: 'Alertas de empleo' })).toHaveAttribute('aria-current', 'page')
	await expect(nav.getByRole('checkbox', { name: 'Menú del panel' })).not.toBeChecked()
})
