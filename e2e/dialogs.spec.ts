import { test as base } from '@playwright/test'
import { expect, loginWithForm, test } from './fixtures.ts'

test('job-alert unsubscription shows its dialog, and the query is cleared', async ({ page }) => {
	await page.goto('/?job_alert_unsubscription=true')
	const dialog = page.getByRole('dialog', { name: 'Éxito de Cancelación' })
	await expect(dialog).toBeVisible()
	await expect(dialog.getByRole('link', { name: 'Gestionar mis alertas' })).toHaveAttribute(
		'href',
		'/tablero/oficial/alertasdeempleo',
	)
	await expect(page).toHaveURL('/')
	await dialog.getByRole('link', { name: 'Cerrar' }).click()
	await expect(dialog).toBeHidden()
})

test('the three email-verification outcomes', async ({ page }) => {
	await page.goto('/?email_verification=failed')
	await expect(page.getByRole('dialog', { name: 'No hemos podido verificar tu correo' })).toBeVisible()
	await expect(page).toHaveURL('/')

	await page.goto('/?email_verification=already_verified')
	await expect(page.getByRole('dialog', { name: 'Este correo ya tiene cuenta: inicia sesión' })).toBeVisible()

	await loginWithForm(page, 'cliente@demo.es')
	await page.goto('/?email_verification=already_verified')
	const welcome = page.getByRole('dialog', { name: '¡Bienvenido de nuevo!' })
	await expect(welcome.getByRole('link', { name: 'Restablecer contraseña' })).toBeVisible()
	await expect(welcome.getByRole('link', { name: 'Ir al panel' })).toHaveAttribute('href', '/tablero/cliente')
	await expect(welcome.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible()
})

test('?from=messages puts a Back button where the logo was', async ({ page }) => {
	await page.goto('/?from=messages')
	await expect(page.getByRole('link', { name: '← Atrás' })).toBeVisible()
	await expect(page.getByRole('link', { name: 'Reformas, inicio' })).toBeHidden()
	await page.goto('/?from=otra-cosa')
	await expect(page.getByRole('link', { name: 'Reformas, inicio' })).toBeVisible()
})

base('no cookie banner: the site sets only the technical cookies its policy lists', async ({ page }) => {
	await page.goto('/')
	await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
	await expect(page.getByRole('region', { name: 'Aviso de cookies' })).toHaveCount(0)
	await page.goto('/pie/politica-de-cookies')
	const listed = await page.locator('.pages-table tbody tr td:first-child').allTextContents()
	const set = (await page.context().cookies()).map((cookie) => cookie.name)
	for (const name of set) expect(listed).toContain(name)
	expect(listed).not.toContain('userConsent')
})
