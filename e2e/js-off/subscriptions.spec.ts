import { postJobAsNewClient } from '../admin.helpers.ts'
import { expect, loginWithForm, readOutbox, test, waitForEmail } from '../fixtures.ts'

// a verified craftsman without a plan, other than the one the JavaScript journey activates
const CRAFTSMAN = 'albanileria.ebro@demo.es'

test('without JavaScript a craftsman orders a plan in two steps and finds the instructions again', async ({ page }) => {
	const emailsBefore = readOutbox(CRAFTSMAN).length
	await loginWithForm(page, CRAFTSMAN)
	await page.goto('/tablero/oficial/gestiondesuscripcion')
	await page.getByRole('link', { name: 'Pedir el plan Anual' }).click()
	await expect(page).toHaveURL(/\/gestiondesuscripcion\/pedido\?plan=plan-anual$/)
	await expect(page.getByText('Paso 1 de 2')).toBeVisible()
	await page.getByRole('button', { name: 'Siguiente' }).click()
	await expect(page.getByText('Paso 2 de 2')).toBeVisible()
	await expect(page.getByText('249,00 € (IVA incluido)')).toBeVisible()
	// the first order asks for the company's NIF/CIF, for the invoice; a wrong check letter is refused
	await page.getByRole('button', { name: 'Confirmar' }).click()
	await expect(page.getByText('Escribe el NIF o CIF de tu empresa: va en tu factura')).toBeVisible()
	await page.getByLabel('NIF o CIF de tu empresa').fill('B12345678')
	await page.getByRole('button', { name: 'Confirmar' }).click()
	await expect(page.getByText(/Escribe un NIF, NIE o CIF válido/)).toBeVisible()
	await page.getByLabel('NIF o CIF de tu empresa').fill('b-1234567 4')
	await page.getByRole('button', { name: 'Confirmar' }).click()

	await expect(page).toHaveURL(/\/tablero\/oficial\/configuracionesdepago\/RF-/)
	await expect(
		page.getByRole('status').filter({ hasText: 'Hemos enviado un correo con las instrucciones de pago' }),
	).toBeVisible()
	const paymentId = (await page.getByTestId('payment-id').textContent())!.trim()
	expect((await waitForEmail(CRAFTSMAN, emailsBefore + 1)).text).toContain(paymentId)
	// without JavaScript no dead «Copiar» button: the IBAN and the reference are plain text to select
	await expect(page.getByRole('button', { name: /Copiar/ })).toHaveCount(0)
	await expect(page.getByText('ES91 2100 0418 4502 0005 1332')).toBeVisible()

	// the NIF/CIF is kept: the next order shows it filled in
	await page.goto('/tablero/oficial/gestiondesuscripcion/pedido?plan=plan-mensual&metodo=bank_transfer')
	await expect(page.getByLabel('NIF o CIF de tu empresa')).toHaveValue('B12345674')

	// the plan is pending; ordering it again shows the same instructions
	await page.goto('/tablero/oficial/gestiondesuscripcion/pedido?plan=plan-anual&metodo=bank_transfer')
	await page.getByRole('button', { name: 'Confirmar' }).click()
	await expect(page).toHaveURL(new RegExp(`/configuracionesdepago/${paymentId}$`))
	await expect(page.getByText('Ya tienes un pedido pendiente de este plan')).toBeVisible()

	await page.goto('/tablero/oficial/configuracionesdepago')
	await expect(page.getByText('Pendiente de pago')).toBeVisible()
	await page.getByRole('link', { name: `Ver instrucciones de pago de ${paymentId}` }).click()
	await expect(page.getByTestId('payment-id')).toHaveText(paymentId)
})

test('without JavaScript an unverified craftsman is told why the plan cannot be ordered yet', async ({ page }) => {
	await loginWithForm(page, 'oficial.nuevo@demo.es')
	await page.goto('/tablero/oficial/gestiondesuscripcion')
	await expect(page.getByRole('alert')).toHaveText(/^Tu perfil aún no está activado\.\.\./)
	await page.getByRole('link', { name: 'Pedir el plan Mensual' }).click()
	await expect(page.getByRole('alert')).toHaveText(/^Tu perfil aún no está activado\.\.\./)
	await expect(page.getByRole('button', { name: 'Siguiente' })).toBeHidden()
})

test('without JavaScript the subscription notice on a job shows the plans, and an order placed there comes back to the job', async ({
	page,
	request,
}) => {
	await page.setViewportSize({ width: 390, height: 844 })
	const { jobId } = await postJobAsNewClient(request, { label: 'Alicatar baño sin JavaScript' })
	await loginWithForm(page, CRAFTSMAN)
	await page.goto(`/newjob/${jobId}`)
	await page.getByLabel('Precio de tu oferta (€)').fill('300')
	await page.getByRole('button', { name: 'Enviar oferta' }).click()
	await expect(
		page.getByRole('heading', { name: 'Se requiere una suscripción pagada para esta característica' }),
	).toBeVisible()
	await page.locator('.gate-notice').screenshot({ path: 'test-results/screens/gate-plans-phone-js-off.png' })
	await page.getByRole('link', { name: 'Pedir el plan Mensual' }).click()
	await expect(page).toHaveURL(/\/gestiondesuscripcion\/pedido\?plan=plan-mensual&volver=%2Fnewjob%2F/)
	await page.getByRole('button', { name: 'Siguiente' }).click()
	await expect(page.getByText('Paso 2 de 2')).toBeVisible()
	await expect(page.getByRole('link', { name: 'Volver al trabajo' })).toHaveAttribute('href', `/newjob/${jobId}`)
	await page.getByRole('button', { name: 'Confirmar' }).click()

	await expect(page).toHaveURL(new RegExp(`/newjob/${jobId}#contactar$`))
	await expect(page.getByRole('status').filter({ hasText: 'Suscripción creada con éxito' })).toBeVisible()
	await expect(
		page.getByRole('status').filter({ hasText: 'Hemos enviado un correo con las instrucciones de pago' }),
	).toBeVisible()
	await page.screenshot({ path: 'test-results/screens/order-toasts-phone-js-off.png' })
})
