// The published rules on a phone, with JavaScript.
import { expect, expectNoSeriousViolations, test } from './fixtures.ts'

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

test('«Cómo funciona» lists the rules; the response-time formula is published with its numbers', async ({ page }) => {
	await page.goto('/comofunciona')
	await expect(page.getByRole('heading', { name: 'Reglas claras para todos' })).toBeVisible()
	await expect(page.locator('#limite-ofertas')).toContainText('como máximo 5 ofertas')
	await page.goto('/ayuda/tiempo-de-respuesta')
	await expect(page.getByRole('heading', { name: 'Cómo calculamos el tiempo de respuesta' })).toBeVisible()
	await expect(page.getByText('últimos 90 días')).toBeVisible()
	await expect(page.getByText('5 esperas')).toBeVisible()
	await expectNoSeriousViolations(page, '/ayuda/tiempo-de-respuesta')
})
