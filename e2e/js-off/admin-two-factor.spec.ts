import { generateTOTP } from '@epic-web/totp'
import { insertAdmin } from '../two-factor.helpers.ts'
import { DEMO_PASSWORD, expect, loginWithForm, submitLoginForm, test } from '../fixtures.ts'

const SHOTS = process.env.SHOTS_DIR

test('an admin enrols a second factor without JavaScript, then signs in with a code', async ({ page }) => {
	// two sign-ins, an enrolment and screenshots: more than one page's worth of time on a loaded machine
	test.slow()
	const email = `admin.2fa.${Date.now()}@example.com`
	await insertAdmin(email)
	await loginWithForm(page, email)

	await page.goto('/tablero/admin/cuenta')
	await page.getByRole('link', { name: 'Activar la verificación en dos pasos' }).click()
	// the password again: a stolen session alone cannot pick the factor
	await page.getByLabel('Tu contraseña').fill('otra-clave')
	await page.getByRole('button', { name: 'Activar la verificación en dos pasos' }).click()
	await expect(page.getByText('La contraseña actual no es correcta')).toBeVisible()
	await page.getByLabel('Tu contraseña').fill(DEMO_PASSWORD)
	await page.getByRole('button', { name: 'Activar la verificación en dos pasos' }).click()
	await expect(page.getByRole('img', { name: 'Código QR para tu aplicación de autenticación' })).toBeVisible()
	if (SHOTS) await page.screenshot({ path: `${SHOTS}/two-factor-qr.png`, fullPage: true })
	const secret = (await page.getByTestId('manual-key').innerText()).replace(/\s/g, '')
	const { otp } = await generateTOTP({ secret, period: 30, digits: 6, algorithm: 'SHA-1' })

	await page.getByLabel('Código de 6 cifras').fill('000000')
	await page.getByRole('button', { name: 'Confirmar y activar' }).click()
	await expect(page.getByText('El código no es correcto o ha caducado')).toBeVisible()
	await page.getByLabel('Código de 6 cifras').fill(otp)
	await page.getByRole('button', { name: 'Confirmar y activar' }).click()
	const codes = page.getByRole('list', { name: 'Códigos de recuperación' }).getByRole('listitem')
	await expect(codes).toHaveCount(10)
	if (SHOTS) await page.screenshot({ path: `${SHOTS}/two-factor-recovery-codes.png`, fullPage: true })
	const recovery = await codes.first().innerText()

	// a new browser: the password alone leads to the code step
	await page.context().clearCookies()
	await submitLoginForm(page, email)
	await expect(page).toHaveURL('/iniciar-sesion/codigo')
	await page.getByLabel('Código').fill('123456')
	await page.getByRole('button', { name: 'Verificar y entrar' }).click()
	await expect(page.getByText('El código no es correcto o ha caducado')).toBeVisible()
	if (SHOTS) await page.screenshot({ path: `${SHOTS}/two-factor-sign-in-error.png`, fullPage: true })
	// the code just used to confirm is spent; a recovery code does instead
	await page.getByLabel('Código').fill(recovery)
	await page.getByRole('button', { name: 'Verificar y entrar' }).click()
	await expect(page).toHaveURL('/tablero/admin')
	await page.goto('/tablero/admin/verificacion-en-dos-pasos')
	await expect(page.getByText('Te quedan 9 de 10 códigos de recuperación')).toBeVisible()
})
