import { type Browser, type Page } from '@playwright/test'
import { expect, loginWithForm, ownAddress } from './fixtures.ts'
import { insertUser } from './two-factor.helpers.ts'

const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0'

/**
 * «Sesiones abiertas», with or without JavaScript: `page` (Chrome) sees a second browser (Firefox,
 * another address), ends it, ends it again with «Cerrar las demás», then ends its own session.
 */
export async function endSessionsJourney(
	page: Page,
	browser: Browser,
	{ javaScriptEnabled }: { javaScriptEnabled: boolean },
) {
	const email = `sesiones.${Date.now()}@example.com`
	await insertUser(email, 'cliente')
	await loginWithForm(page, email)
	const other = await browser.newContext({ userAgent: FIREFOX, extraHTTPHeaders: ownAddress(), javaScriptEnabled })
	const otherPage = await other.newPage()
	try {
		await loginWithForm(otherPage, email)

		await page.goto('/tablero/cliente/cuenta')
		await page.getByRole('link', { name: 'Ver las sesiones abiertas' }).click()
		await expect(page).toHaveURL('/tablero/cliente/cuenta/sesiones')
		const cards = page.getByRole('list', { name: 'Sesiones' }).getByRole('listitem')
		await expect(cards).toHaveCount(2)
		await expect(cards.first()).toContainText('esta sesión')
		const firefox = cards.filter({ hasText: 'Firefox en Windows' })
		await expect(firefox).toContainText('conexión desde 198.19.')
		await firefox.getByRole('button', { name: /^Cerrar la sesión: Firefox en Windows/ }).click()
		await expect(page.getByText('Sesión cerrada.')).toBeVisible()
		await expect(cards).toHaveCount(1)
		await otherPage.goto('/tablero/cliente')
		await expect(otherPage).toHaveURL(/\/iniciar-sesion\?redirectTo=/)

		await loginWithForm(otherPage, email)
		await page.reload()
		await expect(cards).toHaveCount(2)
		await page.getByRole('button', { name: 'Cerrar las demás' }).click()
		await expect(page.getByText('Se han cerrado las demás sesiones.')).toBeVisible()
		await expect(cards).toHaveCount(1)
		await otherPage.goto('/tablero/cliente')
		await expect(otherPage).toHaveURL(/\/iniciar-sesion\?redirectTo=/)

		await page.getByRole('button', { name: /^Cerrar la sesión: Chrome/ }).click()
		await expect(page).toHaveURL('/iniciar-sesion')
		await page.goto('/tablero/cliente')
		await expect(page).toHaveURL(/\/iniciar-sesion\?redirectTo=/)
	} finally {
		await other.close()
	}
}
