import { expect, expectNoSeriousViolations, loginWithForm, test } from './fixtures.ts'

// oficial@demo.es is only read here: nothing of the account changes.
test('on a phone the sidebar is 80 px of icons; «Menú del panel» opens it, a click outside and Escape close it', async ({
	page,
}) => {
	await page.setViewportSize({ width: 390, height: 800 })
	await loginWithForm(page, 'oficial@demo.es')
	await page.waitForLoadState('networkidle')
	const nav = page.getByRole('navigation', { name: 'Panel' })
	const toggle = nav.getByRole('checkbox', { name: 'Menú del panel' })
	const offersLabel = nav.locator('.sidebar__label', { hasText: 'Mis ofertas' })
	expect((await nav.boundingBox())!.width).toBe(80)
	// icons only, but every link keeps its name
	await expect(nav.getByRole('link', { name: 'Mis ofertas' })).toBeVisible()
	expect((await offersLabel.boundingBox())!.width).toBeLessThanOrEqual(1)
	await expect(toggle).not.toBeChecked()

	await nav.locator('.sidebar__toggle').click()
	await expect(toggle).toBeChecked()
	await expect.poll(async () => (await nav.locator('.sidebar__panel').boundingBox())!.width).toBe(300)
	expect((await offersLabel.boundingBox())!.width).toBeGreaterThan(50)
	await expectNoSeriousViolations(page, 'panel con el menú abierto')

	// a click outside the panel closes it
	await page.mouse.click(360, 600)
	await expect(toggle).not.toBeChecked()
	expect((await offersLabel.boundingBox())!.width).toBeLessThanOrEqual(1)

	// the keyboard: Space opens it, Escape closes it and focus goes back to the toggle
	await toggle.focus()
	await page.keyboard.press('Space')
	await expect(toggle).toBeChecked()
	await page.keyboard.press('Escape')
	await expect(toggle).not.toBeChecked()
	await expect(toggle).toBeFocused()

	// following a link closes it, and the current link is marked
	await nav.locator('.sidebar__toggle').click()
	await nav.getByRole('link', { name: 'Mis ofertas' }).click()
	await expect(page).toHaveURL('/tablero/oficial/pedidos')
	await expect(nav.getByRole('link', { name: 'Mis ofertas' })).toHaveAttribute('aria-current', 'page')
	await expect(toggle).not.toBeChecked()
})

test('on a wide screen the sidebar is 300 px with its labels and no toggle', async ({ page }) => {
	await page.setViewportSize({ width: 1280, height: 800 })
	await loginWithForm(page, 'oficial@demo.es')
	const nav = page.getByRole('navigation', { name: 'Panel' })
	expect((await nav.boundingBox())!.width).toBe(300)
	await expect(nav.locator('.sidebar__toggle')).toBeHidden()
	await expect(nav.getByRole('checkbox', { name: 'Menú del panel' })).toHaveCount(0)
	expect((await nav.locator('.sidebar__label', { hasText: 'Mis ofertas' }).boundingBox())!.width).toBeGreaterThan(50)
	await expect(nav.getByRole('button', { name: 'Cierre de sesión' })).toBeVisible()
	await expect(nav.getByRole('link', { name: 'Resumen' })).toHaveAttribute('aria-current', 'page')
})
