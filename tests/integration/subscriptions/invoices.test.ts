import { describe, expect, test } from 'vitest'
import { readOutbox } from '#app/emails/outbox.server.ts'
import { prisma } from '#app/lib/db.server.ts'
import { issueInvoice } from '#app/models/invoices/issue-invoice.server.ts'
import { invoiceSeries, splitVat } from '#app/models/invoices/invoice-rules.ts'
import { orderPlan } from '#app/models/subscriptions/orders.server.ts'
import { verifyPayment } from '#app/models/subscriptions/payments.server.ts'
import { loader as invoiceLoader } from '#app/routes/tablero/$role/configuracionesdepago/factura/$number.tsx'
import { loader as paymentsLoader } from '#app/routes/tablero/$role/configuracionesdepago.tsx'
import { createUser } from '#tests/factories/users.ts'
import { runQueuedJobs } from '#tests/helpers/queue.ts'
import { call, getRequest, redirectLocation, sessionCookie, unwrap } from '#tests/helpers/requests.ts'

async function orderedBy(planId = 'plan-mensual') {
	const craftsman = await createUser({ role: 'oficial' })
	const order = await orderPlan({ user: craftsman, planId, method: 'bank_transfer' })
	return { craftsman, order, paymentId: order.payment!.paymentId }
}

const lastSequence = async () =>
	(await prisma.invoiceSeries.findUnique({ where: { series: invoiceSeries(new Date()) } }))?.lastNumber ?? 0

const invoiceOf = (reference: string) =>
	prisma.invoice.findFirstOrThrow({ where: { payment: { paymentId: reference } } })

const download = async (number: string, userId?: string) =>
	(await call(
		invoiceLoader,
		getRequest(`/tablero/oficial/configuracionesdepago/factura/${number}`, {
			cookie: userId ? await sessionCookie(userId) : undefined,
		}),
		{ params: { role: 'oficial', number } },
	)) as Response

describe('invoices of confirmed payments', () => {
	test('two confirmations at once get consecutive numbers, without gaps or repeats', async () => {
		const admin = await createUser({ role: 'admin' })
		const [a, b] = await Promise.all([orderedBy(), orderedBy()])
		const before = await lastSequence()
		await Promise.all([a, b].map(({ paymentId }) => verifyPayment({ paymentId, amountEuros: 29, adminId: admin.id })))
		const invoices = await Promise.all([invoiceOf(a.paymentId), invoiceOf(b.paymentId)])
		expect(invoices.map((invoice) => invoice.sequence).sort()).toEqual([before + 1, before + 2])
		for (const invoice of invoices)
			expect(invoice.number).toBe(`${invoice.series}-${String(invoice.sequence).padStart(6, '0')}`)
		expect(invoices[0]!.number).toMatch(/^F\d{4}-\d{6}$/)
	})

	test('a refused or rolled-back confirmation uses no number; a repeated one issues no second invoice', async () => {
		const admin = await createUser({ role: 'admin' })
		const { paymentId } = await orderedBy('plan-trimestral')
		const before = await lastSequence()
		await expect(verifyPayment({ paymentId, amountEuros: 1, adminId: admin.id })).rejects.toThrow()
		const payment = await prisma.payment.findUniqueOrThrow({ where: { paymentId } })
		await expect(
			prisma.$transaction(async (tx) => {
				await issueInvoice(tx, payment.id, new Date())
				throw new Error('the confirmation failed after the invoice')
			}),
		).rejects.toThrow('failed after')
		expect(await lastSequence()).toBe(before)

		await verifyPayment({ paymentId, amountEuros: 79, adminId: admin.id })
		await verifyPayment({ paymentId, amountEuros: 79, adminId: admin.id })
		expect(await prisma.invoice.count({ where: { paymentId: payment.id } })).toBe(1)
		expect((await invoiceOf(paymentId)).sequence).toBe(before + 1)
	})

	test('parties and amounts: both NIFs, base, IVA 21 % and total; the email carries the PDF', async () => {
		const admin = await createUser({ role: 'admin' })
		const { craftsman, paymentId } = await orderedBy('plan-trimestral')
		await prisma.craftsmanProfile.update({ where: { userId: craftsman.id }, data: { taxId: 'B11223344' } })
		await verifyPayment({ paymentId, amountEuros: 79, adminId: admin.id })
		const invoice = await invoiceOf(paymentId)
		expect(invoice).toMatchObject({
			buyerTaxId: 'B11223344',
			buyerEmail: craftsman.email,
			sellerTaxId: expect.stringContaining('B00000000'),
			vatPercent: 21,
			baseCents: 6529,
			vatCents: 1371,
			totalCents: 7900,
		})

		await runQueuedJobs()
		const email = readOutbox(craftsman.email).find((mail) => mail.subject.includes(invoice.number))!
		expect(email.subject).toContain('Pago recibido')
		expect(email.text).toMatch(/79,00\s€/)
		expect(email.attachments).toHaveLength(1)
		expect(email.attachments![0]!.filename).toBe(`factura-${invoice.number}.pdf`)
		expect(Buffer.from(email.attachments![0]!.content, 'base64').subarray(0, 5).toString()).toBe('%PDF-')
	})

	test('the split always adds up to the amount paid', () => {
		for (const total of [1, 99, 2900, 7900, 145000, 15050]) {
			const { baseCents, vatCents } = splitVat(total)
			expect(baseCents + vatCents).toBe(total)
			expect(Math.abs(vatCents - baseCents * 0.21)).toBeLessThanOrEqual(1)
		}
	})

	test('the PDF is served to its craftsman and to admins only', async () => {
		const [admin, other, client] = await Promise.all([
			createUser({ role: 'admin' }),
			createUser({ role: 'oficial' }),
			createUser({ role: 'cliente' }),
		])
		const { craftsman, paymentId } = await orderedBy()
		await verifyPayment({ paymentId, amountEuros: 29, adminId: admin.id })
		const { number } = await invoiceOf(paymentId)

		for (const viewer of [craftsman, admin]) {
			const response = await download(number, viewer.id)
			expect(response.status).toBe(200)
			expect(response.headers.get('Content-Type')).toBe('application/pdf')
			expect(response.headers.get('Content-Disposition')).toContain(`factura-${number}.pdf`)
			expect(
				Buffer.from(await response.arrayBuffer())
					.subarray(0, 5)
					.toString(),
			).toBe('%PDF-')
		}
		// another craftsman: the same 404 as a number that does not exist
		expect((await download(number, other.id)).status).toBe(404)
		expect((await download('F2026-999999', craftsman.id)).status).toBe(404)
		expect((await download(number, client.id)).status).toBeGreaterThanOrEqual(300)
		expect((await download(number, client.id)).status).not.toBe(200)
		expect(redirectLocation(await download(number))).toMatch(/^\/iniciar-sesion/)

		// «Pagos» links to it
		const page = unwrap(
			await call(
				paymentsLoader,
				getRequest('/tablero/oficial/configuracionesdepago', { cookie: await sessionCookie(craftsman.id) }),
				{
					params: { role: 'oficial' },
				},
			),
		).data as { orders: Array<{ invoice: string | null }> }
		expect(page.orders.map((order) => order.invoice)).toEqual([number])
	})
})
