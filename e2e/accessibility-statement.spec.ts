// On a phone, with JavaScript: the statement, its form, and axe.
import { expect, expectNoSeriousViolations, test } from './fixtures.ts'

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

test('the accessibility statement names its target and takes a report; axe finds nothing serious', async ({ page }) => {
	await page.goto('/')
	await page.getByRole('contentinfo').getByRole('link', { name: 'Accesibilidad' }).click()
	await expect(page).toHaveURL(/\/pie\/accesibilidad$/)
	await expect(page.getByRole('heading', { name: 'Declaración de accesibilidad' })).toBeVisible()
	await expect(page.getByText('WCAG) 2.2 en su nivel AA')).toBeVisible()
	await expect(page.getByText('Ley 11/2023', { exact: false })).toBeVisible()
	await page.getByRole('button', { name: 'Enviar aviso' }).click()
	await expect(page.getByText('Escribe tu correo electrónico')).toBeVisible()
	await expectNoSeriousViolations(page, 'accesibilidad con errores')
	await page.getByLabel('Tu correo electrónico').fill('movil@example.com')
	await page.getByLabel('¿Qué ha pasado?').fill('El menú del teléfono no se cierra con Escape.')
	await page.getByRole('button', { name: 'Enviar aviso' }).click()
	await expect(page.getByRole('status').filter({ hasText: 'Hemos recibido tu mensaje' })).toBeVisible()
	await page.screenshot({ path: 'test-results/accessibility-phone.png', fullPage: true })
})
