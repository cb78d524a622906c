import { DEMO_PASSWORD, expect, expectNoSeriousViolations, loginWithForm, readOutbox, test, waitForEmail } from './fixtures.ts'

// not oficial.sinplan: other specs need that account without a plan, and this one orders one
const CRAFTSMAN = 'pinturas.levante@demo.es'

test('a craftsman orders a plan by bank transfer, an admin confirms it, and the plan is active', async ({ page, request }) => {
	const emailsBefore = readOutbox(CRAFTSMAN).length
	await loginWithForm(page, CRAFTSMAN)
	await page.getByRole('link', { name: 'Suscripción' }).click()
	await expect(page).toHaveURL('/tablero/oficial/gestiondesuscripcion')
	await expect(page.getByRole('heading', { level: 2 })).toHaveText(['Mensual', 'Trimestral', 'Anual'])
	await expectNoSeriousViolations(page, 'plans screen')

	// the payment modal: method, summary, confirm
	await page.getByRole('link', { name: 'Pedir el plan Trimestral' }).click()
	const dialog = page.getByRole('dialog', { name: 'Pedir el plan Trimestral' })
	await expect(dialog.getByLabel('Transferencia Bancaria')).toBeChecked()
	await expectNoSeriousViolations(page, 'payment modal')
	await dialog.getByRole('button', { name: 'Siguiente' }).click()
	await expect(dialog.getByText('Resumen del pedido')).toBeVisible()
	await expect(dialog.getByText('79,00 €')).toBeVisible()
	await dialog.getByRole('button', { name: 'Confirmar' }).click()

	await expect(page).toHaveURL(/\/tablero\/oficial\/configuracionesdepago\/RF-[A-Z0-9]{4}-[A-Z0-9]{4}$/)
	await expect(page.getByRole('status').filter({ hasText: 'Hemos enviado un correo con las instrucciones de pago' })).toBeVisible()
	const paymentId = (await page.getByTestId('payment-id').textContent())!.trim()
	await expect(page.getByText('ES91 2100 0418 4502 0005 1332')).toBeVisible()
	await expect(page.getByText('BSCHESMMXXX')).toBeVisible()
	await expectNoSeriousViolations(page, 'payment instructions')

	const email = await waitForEmail(CRAFTSMAN, emailsBefore + 1)
	expect(email.subject).toBe('Instrucciones de pago de tu plan Trimestral')
	expect(email.text).toContain(paymentId)
	expect(email.text).toContain('ES91 2100 0418 4502 0005 1332')

	// while the transfer is on its way the card says so
	await page.goto('/tablero/oficial/gestiondesuscripcion')
	await expect(page.getByRole('link', { name: /Pendiente/ })).toBeVisible()

	// an admin confirms the transfer through the API
	const login = await request.post('/api/auth/login', { data: { email: 'admin@demo.es', password: DEMO_PASSWORD } })
	const { accessToken } = await login.json()
	const headers = { Authorization: `Bearer ${accessToken}` }
	const verified = await request.post('/api/subscription/verify-payment', { headers, data: { paymentId, amount: 79 } })
	expect(verified.status()).toBe(200)
	expect(await verified.json()).toMatchObject({ success: true, message: 'Pago verificado correctamente' })

	await page.reload()
	const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Trimestral' }) })
	await expect(card.getByText('Activo', { exact: true })).toBeVisible()
	await expect(card.getByTestId('days-remaining')).toHaveText('Quedan 90 días')

	await page.getByRole('link', { name: 'Pagos' }).click()
	await expect(page).toHaveURL('/tablero/oficial/configuracionesdepago')
	await expect(page.getByText(paymentId)).toBeVisible()
	await expectNoSeriousViolations(page, 'payment history')
})
