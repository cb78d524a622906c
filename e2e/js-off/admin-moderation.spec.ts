import { postJobAsNewClient } from '../admin.helpers.ts'
import { DEMO_PASSWORD, expect, loginWithForm, readOutbox, test } from '../fixtures.ts'

// Moderation without JavaScript: plain forms, and the delete confirmation is a page.
// axe needs JavaScript: e2e/admin-pages.spec.ts checks these pages with it on.
test('an admin hides a job with a reason, shows it again, then deletes it after confirming, all without JavaScript', async ({
	page,
	request,
}) => {
	const { jobId, title, tag } = await postJobAsNewClient(request, { zip: '28001', label: 'Moderación sin JS' })
	const feed = async () =>
		((await (await request.get('/api/get_jobs?pageSize=50')).json()) as { data: Array<{ _id: string }> }).data.map(
			(job) => job._id,
		)
	expect(await feed()).toContain(jobId)

	await loginWithForm(page, 'admin@demo.es')
	await page.getByRole('link', { name: 'Moderación' }).click()
	await expect(page).toHaveURL('/tablero/admin/moderacion')
	await page.getByLabel('Referencia o texto del trabajo').fill(tag)
	await page.getByRole('button', { name: 'Buscar' }).click()
	const item = page.getByRole('listitem').filter({ hasText: title })
	await expect(item).toHaveCount(1)

	await item.getByLabel('Motivo para ocultar').fill('Datos de contacto en la descripción')
	await item.getByRole('button', { name: /^Ocultar/ }).click()
	await expect(page.getByText('Trabajo ocultado')).toBeVisible()
	await expect(item).toContainText('Oculto')
	await expect(item).toContainText('Motivo: Datos de contacto en la descripción')
	expect(await feed()).not.toContain(jobId)

	await item.getByRole('button', { name: /^Volver a mostrar/ }).click()
	await expect(page.getByText('Trabajo visible de nuevo')).toBeVisible()
	expect(await feed()).toContain(jobId)

	// delete: a confirmation page; the reason is required (checked by the server too)
	await item.getByRole('link', { name: /^Eliminar/ }).click()
	await expect(page.getByRole('heading', { name: 'Eliminar trabajo' })).toBeVisible()
	await page.getByLabel('Motivo (se envía al autor)').evaluate((field) => field.removeAttribute('required'))
	await page.getByRole('button', { name: 'Sí, eliminar' }).click()
	await expect(page.getByText('Indica el motivo')).toBeVisible()
	await page.getByLabel('Motivo (se envía al autor)').fill('Publicado dos veces')
	await page.getByRole('button', { name: 'Sí, eliminar' }).click()
	await expect(page).toHaveURL('/tablero/admin/moderacion?ver=trabajos')
	await expect(page.getByText('Trabajo eliminado')).toBeVisible()
	expect(await feed()).not.toContain(jobId)
})

// electricidad.sur has a plan in force; a cancelled extra order leaves its plans screen as it was
const CRAFTSMAN = 'electricidad.sur@demo.es'

test('without JavaScript an admin cancels a pending order with a reason on its confirmation page', async ({
	page,
	request,
}) => {
	const login = await request.post('/api/auth/login', { data: { email: CRAFTSMAN, password: DEMO_PASSWORD } })
	const { accessToken } = (await login.json()) as { accessToken: string }
	const ordered = await request.post('/api/subscription', {
		data: { planId: 'plan-anual', payment_details: { payment_method: 'bank_transfer' } },
		headers: { Authorization: `Bearer ${accessToken}` },
	})
	const { paymentId } = (await ordered.json()) as { paymentId: string }
	expect(paymentId).toMatch(/^RF-/)

	await loginWithForm(page, 'admin@demo.es')
	await page.goto(`/tablero/admin/transferencias?referencia=${paymentId}`)
	const order = page.getByRole('listitem').filter({ hasText: paymentId })
	await expect(order).toContainText('Pendiente de pago')
	await order.getByRole('link', { name: `Cancelar pedido ${paymentId}` }).click()
	await expect(page.getByRole('heading', { name: 'Cancelar pedido' })).toBeVisible()
	await page.getByLabel('Motivo (se envía al profesional)').evaluate((field) => field.removeAttribute('required'))
	await page.getByRole('button', { name: 'Sí, cancelar el pedido' }).click()
	await expect(page.getByText('Indica el motivo')).toBeVisible()
	await page.getByLabel('Motivo (se envía al profesional)').fill('Pedido duplicado por error')
	await page.getByRole('button', { name: 'Sí, cancelar el pedido' }).click()
	await expect(page).toHaveURL(`/tablero/admin/transferencias?referencia=${paymentId}`)
	await expect(page.getByText('Pedido cancelado')).toBeVisible()
	await expect(page.getByRole('listitem').filter({ hasText: paymentId })).toContainText('Cancelado')
	await expect(page.getByRole('link', { name: `Cancelar pedido ${paymentId}` })).toHaveCount(0)

	// the email is sent by the queue's worker, a moment after the answer
	const cancelledEmail = () =>
		readOutbox(CRAFTSMAN).find((mail) => mail.subject === 'Hemos cancelado tu pedido del plan Anual')
	await expect.poll(() => cancelledEmail()?.text ?? '').toContain('Pedido duplicado por error')
})
