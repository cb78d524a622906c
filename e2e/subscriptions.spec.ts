import { readFileSync } from 'node:fs'
import { postJobAsNewClient } from './admin.helpers.ts'
import { expect, expectNoSeriousViolations, loginWithForm, readOutbox, test, waitForEmail } from './fixtures.ts'

// not oficial.sinplan: other specs need that account without a plan, and this one orders one
const CRAFTSMAN = 'pinturas.levante@demo.es'

// The subscription journey: the gate, the order, the instructions and their email, the admin's
// confirmation on the transfers page, then the offer the plan allows.
test('a craftsman without a plan hits the gate, orders one by transfer, an admin confirms it on the transfers page, and the offer goes out', async ({
	page,
	request,
	browser,
	baseURL,
}) => {
	test.setTimeout(150_000)
	const { jobId } = await postJobAsNewClient(request, { label: 'Pintar piso suscripción' })
	const emailsBefore = readOutbox(CRAFTSMAN).length
	await loginWithForm(page, CRAFTSMAN)

	// the gate: an offer needs a paid plan
	await page.goto(`/newjob/${jobId}`)
	await page.getByLabel('Precio de tu oferta (€)').fill('420')
	await page.getByRole('button', { name: 'Enviar oferta' }).click()
	const gate = page.getByRole('dialog', { name: 'Se requiere una suscripción pagada para esta característica' })
	await expect(gate).toBeVisible()
	// the modal embeds the plans screen (spec 000 §2): the order starts, and ends, on the job
	await expect(gate.getByRole('heading', { level: 2 })).toHaveText([
		'Se requiere una suscripción pagada para esta característica',
		'Mensual',
		'Trimestral',
		'Anual',
	])
	await expectNoSeriousViolations(page, 'plans in the subscription modal')

	// the payment modal: method, summary, confirm
	await gate.getByRole('link', { name: 'Pedir el plan Trimestral' }).click()
	const dialog = page.getByRole('dialog', { name: 'Pedir el plan Trimestral' })
	await expect(dialog.getByLabel('Transferencia Bancaria')).toBeChecked()
	await expectNoSeriousViolations(page, 'payment modal')
	await dialog.getByRole('button', { name: 'Siguiente' }).click()
	await expect(dialog.getByText('Resumen del pedido')).toBeVisible()
	await expect(dialog.getByText('79,00 € (IVA incluido)')).toBeVisible()
	await dialog.getByLabel('NIF o CIF de tu empresa').fill('B12345674')
	await dialog.getByRole('button', { name: 'Confirmar' }).click()

	await expect(page).toHaveURL(new RegExp(`/newjob/${jobId}#contactar$`))
	// both toasts, stacked (spec 000 §7, §9)
	await expect(page.getByRole('status').filter({ hasText: 'Suscripción creada con éxito' })).toBeVisible()
	await expect(
		page.getByRole('status').filter({ hasText: 'Hemos enviado un correo con las instrucciones de pago' }),
	).toBeVisible()

	// the instructions: from the plan card, while the transfer is on its way
	await page.goto('/tablero/oficial/gestiondesuscripcion')
	await expect(page.getByRole('heading', { level: 2 })).toHaveText(['Mensual', 'Trimestral', 'Anual'])
	await expectNoSeriousViolations(page, 'plans screen')
	await page.getByRole('link', { name: /Pendiente/ }).click()
	await expect(page).toHaveURL(/\/tablero\/oficial\/configuracionesdepago\/RF-[A-Z0-9]{4}-[A-Z0-9]{4}$/)
	const paymentId = (await page.getByTestId('payment-id').textContent())!.trim()
	await expect(page.getByText('ES91 2100 0418 4502 0005 1332')).toBeVisible()
	await expect(page.getByText('BSCHESMMXXX')).toBeVisible()
	// with JavaScript, «Copiar» beside the IBAN and the reference
	await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
	await page.getByRole('button', { name: 'Copiar el IBAN' }).click()
	await expect(page.getByRole('button', { name: 'el IBAN copiado' })).toBeVisible()
	expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('ES9121000418450200051332')
	await page.getByRole('button', { name: 'Copiar la referencia' }).click()
	expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(paymentId)
	await expectNoSeriousViolations(page, 'payment instructions')

	const email = await waitForEmail(CRAFTSMAN, emailsBefore + 1)
	expect(email.subject).toBe('Instrucciones de pago de tu plan Trimestral')
	expect(email.text).toContain(paymentId)
	expect(email.text).toContain('ES91 2100 0418 4502 0005 1332')

	await page.goto('/tablero/oficial/gestiondesuscripcion')
	// an admin, in a browser of their own, finds the reference on the transfers page and confirms it
	const adminContext = await browser.newContext({ baseURL, extraHTTPHeaders: { 'X-Forwarded-For': '198.18.250.7' } })
	const admin = await adminContext.newPage()
	await loginWithForm(admin, 'admin@demo.es')
	await admin.getByRole('link', { name: 'Transferencias' }).click()
	await expect(admin).toHaveURL('/tablero/admin/transferencias')
	await admin.getByLabel('Referencia de pago').fill(paymentId.toLowerCase())
	await admin.getByRole('button', { name: 'Buscar' }).click()
	const order = admin.getByRole('listitem').filter({ hasText: paymentId })
	await expect(order).toHaveCount(1)
	await expect(order).toContainText('Trimestral')
	await expect(order).toContainText('Pinturas Levante')
	await expect(order).toContainText(CRAFTSMAN)
	await expect(order.getByLabel('Importe recibido (€)')).toHaveValue('79')
	await order.getByRole('button', { name: `Confirmar pago ${paymentId}` }).click()
	await expect(
		admin.getByRole('status').filter({ hasText: 'Pago confirmado: la suscripción está activa' }),
	).toBeVisible()
	await expect(admin.getByRole('listitem').filter({ hasText: paymentId })).toContainText('Pagado')
	await adminContext.close()

	await page.reload()
	const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Trimestral' }) })
	await expect(card.getByText('Activo', { exact: true })).toBeVisible()
	await expect(card.getByTestId('days-remaining')).toHaveText('Quedan 90 días')

	await page.getByRole('link', { name: 'Pagos' }).click()
	await expect(page).toHaveURL('/tablero/oficial/configuracionesdepago')
	await expect(page.getByText(paymentId)).toBeVisible()
	await expectNoSeriousViolations(page, 'payment history')

	// The confirmed payment has its invoice, as a PDF on «Pagos» and attached to an email
	const invoiceLink = page.getByRole('link', { name: /^Descargar factura F\d{4}-\d{6} \(PDF\)$/ })
	const [download] = await Promise.all([page.waitForEvent('download'), invoiceLink.click()])
	expect(download.suggestedFilename()).toMatch(/^factura-F\d{4}-\d{6}\.pdf$/)
	const pdf = readFileSync((await download.path())!)
	expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')
	const confirmation = await waitForEmail(CRAFTSMAN, emailsBefore + 2)
	expect(confirmation.subject).toContain('Pago recibido')
	expect(confirmation.attachments?.[0]?.filename).toBe(download.suggestedFilename())

	// and now the offer goes out
	await page.goto(`/newjob/${jobId}`)
	await page.getByLabel('Precio de tu oferta (€)').fill('420')
	await page.getByRole('button', { name: 'Enviar oferta' }).click()
	await expect(page.getByText('Oferta enviada con éxito')).toBeVisible()
	await expect(page.getByTestId('oferta-enviada')).toContainText('420,00 €')
})
