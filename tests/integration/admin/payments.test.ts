import { describe, expect, test } from 'vitest'
import { readOutbox } from '#app/emails/outbox.server.ts'
import { runQueuedJobs } from '#tests/helpers/queue.ts'
import { prisma } from '#app/lib/db.server.ts'
import { readToasts } from '#app/lib/toast.server.ts'
import { formatEuros } from '#app/models/subscriptions/plan-labels.ts'
import { orderPlan } from '#app/models/subscriptions/orders.server.ts'
import { verifyPayment } from '#app/models/subscriptions/payments.server.ts'
import { action as verifyApi } from '#app/routes/api/subscription/verify-payment.ts'
import {
	action as cancelAction,
	loader as cancelLoader,
} from '#app/routes/tablero/$role/transferencias/$paymentId/cancelar.tsx'
import { action as listAction, loader as listLoader } from '#app/routes/tablero/$role/transferencias.tsx'
import { createUser, TEST_PASSWORD } from '#tests/factories/users.ts'
import {
	call,
	cookiesOf,
	formRequest,
	getRequest,
	jsonRequest,
	redirectLocation,
	sessionCookie,
	unwrap,
} from '#tests/helpers/requests.ts'
import { action as loginApi } from '#app/routes/api/auth/login.ts'
import { expectAdminOnly } from './non-admins.ts'

const PATH = '/tablero/admin/transferencias'
const DAY = 86_400_000

async function setup(planId = 'plan-trimestral') {
	const [craftsman, admin] = await Promise.all([createUser({ role: 'oficial' }), createUser({ role: 'admin' })])
	const order = await orderPlan({ user: craftsman, planId, method: 'bank_transfer' })
	return { craftsman, admin, order, paymentId: order.payment!.paymentId, cookie: await sessionCookie(admin.id) }
}

const orderState = (id: string) =>
	prisma.subscription.findUniqueOrThrow({
		where: { id },
		select: {
			status: true,
			startDate: true,
			endDate: true,
			payment: { select: { status: true, confirmedAt: true, confirmedById: true } },
		},
	})

const audits = (action: string, targetId: string) =>
	prisma.auditLog.findMany({ where: { action, targetId }, select: { actorId: true, details: true } })

async function toastOf(response: unknown) {
	const { toasts } = await readToasts(getRequest('/', { cookie: cookiesOf((response as Response).headers) }))
	return toasts[0]?.text
}

describe('the transfers page', () => {
	test('lists pending orders first with plan, amount, craftsman and date; searches by reference in any status', async () => {
		const paid = await setup('plan-mensual')
		await verifyPayment({ paymentId: paid.paymentId, amountEuros: 29, adminId: paid.admin.id })
		const pending = await setup()
		const page = unwrap(await call(listLoader, getRequest(PATH, { cookie: pending.cookie }))).data
		const ids = page.payments.map((payment: { paymentId: string }) => payment.paymentId)
		expect(ids.indexOf(pending.paymentId)).toBeLessThan(ids.indexOf(paid.paymentId))
		expect(
			page.payments.find((payment: { paymentId: string }) => payment.paymentId === pending.paymentId),
		).toMatchObject({
			plan: 'Trimestral',
			amount: formatEuros(7900),
			amountInput: '79',
			status: 'pending',
			email: pending.craftsman.email,
			company: expect.stringMatching(/^Empresa /),
		})

		// a lower-case part of a paid order's reference finds it
		const search = unwrap(
			await call(
				listLoader,
				getRequest(`${PATH}?referencia=${paid.paymentId.slice(3).toLowerCase()}`, { cookie: pending.cookie }),
			),
		).data
		expect(
			search.payments.map((payment: { paymentId: string; status: string }) => [payment.paymentId, payment.status]),
		).toEqual([[paid.paymentId, 'paid']])
		const onlyPaid = unwrap(
			await call(listLoader, getRequest(`${PATH}?estado=pagado`, { cookie: pending.cookie })),
		).data
		expect(onlyPaid.payments.every((payment: { status: string }) => payment.status === 'paid')).toBe(true)
		expect(onlyPaid.payments.map((payment: { paymentId: string }) => payment.paymentId)).toContain(paid.paymentId)
	})

	test('confirming activates the subscription, is audited, and a second confirmation changes nothing', async () => {
		const { order, paymentId, cookie, admin, craftsman } = await setup()
		const before = Date.now()
		const result = await call(
			listAction,
			formRequest(`${PATH}?estado=pendiente`, { paymentId: paymentId.toLowerCase(), amount: '79,00' }, { cookie }),
		)
		expect(redirectLocation(result)).toBe(`${PATH}?estado=pendiente`)
		expect(await toastOf(result)).toBe('Pago confirmado: la suscripción está activa')
		const state = await orderState(order.id)
		expect(state).toMatchObject({ status: 'active', payment: { status: 'paid', confirmedById: admin.id } })
		expect(state.endDate!.getTime() - state.startDate!.getTime()).toBe(90 * DAY)
		expect(state.startDate!.getTime()).toBeGreaterThanOrEqual(before - 1000)
		expect(await audits('payment.confirm', paymentId)).toEqual([
			{
				actorId: admin.id,
				details: expect.objectContaining({ amountCents: 7900, planName: 'Trimestral', craftsmanId: craftsman.id }),
			},
		])

		expect(await toastOf(await call(listAction, formRequest(PATH, { paymentId, amount: '79' }, { cookie })))).toBe(
			'Este pago ya estaba confirmado: no se ha cambiado nada',
		)
		expect(await orderState(order.id)).toEqual(state)
		expect(await audits('payment.confirm', paymentId)).toHaveLength(1)
	})

	test('a wrong or invalid amount is refused with a Spanish message and changes nothing', async () => {
		const { order, paymentId, cookie } = await setup()
		const before = await orderState(order.id)
		const messages = []
		for (const amount of ['29', '', 'abc', '-79', '79,001']) {
			const result = await call(listAction, formRequest(PATH, { paymentId, amount }, { cookie }))
			expect(redirectLocation(result)).toBe(PATH)
			messages.push(await toastOf(result))
		}
		expect(messages[0]).toBe('El importe no coincide con el del pedido')
		expect(messages.slice(1)).toEqual([
			'Indica el importe recibido',
			'Escribe el importe como un número, por ejemplo 79,00',
			'El importe debe ser mayor que 0',
			'El importe admite como mucho dos decimales',
		])
		expect(await orderState(order.id)).toEqual(before)
		expect(await prisma.auditLog.count({ where: { targetId: paymentId } })).toBe(0)
	})

	test('a confirmation through POST /api/subscription/verify-payment is audited too', async () => {
		const { paymentId, admin } = await setup()
		const login = await call(
			loginApi,
			jsonRequest('/api/auth/login', 'POST', { email: admin.email, password: TEST_PASSWORD }),
		)
		const { accessToken } = await (login as Response).json()
		const response = (await call(
			verifyApi,
			jsonRequest('/api/subscription/verify-payment', 'POST', { paymentId, amount: 79 }, { token: accessToken }),
		)) as Response
		expect(response.status).toBe(200)
		await call(
			verifyApi,
			jsonRequest('/api/subscription/verify-payment', 'POST', { paymentId, amount: 79 }, { token: accessToken }),
		)
		expect(await audits('payment.confirm', paymentId)).toEqual([expect.objectContaining({ actorId: admin.id })])
	})
})

describe('cancelling an order', () => {
	test('a pending order is cancelled with its reason: audited, notified and emailed', async () => {
		const { order, paymentId, cookie, admin, craftsman } = await setup()
		const page = unwrap(
			await call(cancelLoader, getRequest(`${PATH}/${paymentId}/cancelar`, { cookie }), { params: { paymentId } }),
		).data
		expect(page).toMatchObject({ paymentId, plan: 'Trimestral', amount: formatEuros(7900), email: craftsman.email })

		const missing = await call(
			cancelAction,
			formRequest(`${PATH}/${paymentId}/cancelar`, { reason: '  ' }, { cookie }),
			{ params: { paymentId } },
		)
		expect(unwrap(missing)).toMatchObject({
			status: 400,
			data: { result: { error: { reason: ['Indica el motivo'] } } },
		})
		expect((await orderState(order.id)).status).toBe('pending')

		const result = await call(
			cancelAction,
			formRequest(`${PATH}/${paymentId}/cancelar`, { reason: 'Pedido duplicado' }, { cookie }),
			{ params: { paymentId } },
		)
		expect(redirectLocation(result)).toBe(`${PATH}?referencia=${paymentId}`)
		expect(await orderState(order.id)).toMatchObject({
			status: 'cancelled',
			endDate: null,
			payment: { status: 'cancelled', confirmedAt: null },
		})
		expect(await audits('payment.cancel', paymentId)).toEqual([
			{ actorId: admin.id, details: expect.objectContaining({ reason: 'Pedido duplicado', amountCents: 7900 }) },
		])
		const notes = await prisma.notification.findMany({ where: { userId: craftsman.id }, orderBy: { createdAt: 'asc' } })
		expect(notes.at(-1)!.text).toBe(
			`Hemos cancelado tu pedido del plan Trimestral (referencia ${paymentId}). Motivo: Pedido duplicado`,
		)
		await runQueuedJobs()
		const email = readOutbox(craftsman.email).find(
			(mail) => mail.subject === 'Hemos cancelado tu pedido del plan Trimestral',
		)!
		expect(email.text).toContain('Pedido duplicado')

		// a cancelled order can be neither confirmed nor cancelled again
		await expect(verifyPayment({ paymentId, amountEuros: 79, adminId: admin.id })).rejects.toMatchObject({
			status: 409,
		})
		const again = await call(
			cancelAction,
			formRequest(`${PATH}/${paymentId}/cancelar`, { reason: 'Otra vez' }, { cookie }),
			{ params: { paymentId } },
		)
		expect(redirectLocation(again)).toBe(`${PATH}?referencia=${paymentId}`)
		expect(await audits('payment.cancel', paymentId)).toHaveLength(1)
	})

	test('a paid order cannot be cancelled: refused in Spanish, nothing changes', async () => {
		const { order, paymentId, cookie, admin, craftsman } = await setup()
		await verifyPayment({ paymentId, amountEuros: 79, adminId: admin.id })
		const before = await orderState(order.id)
		const notesBefore = await prisma.notification.count({ where: { userId: craftsman.id } })
		const shown = await call(cancelLoader, getRequest(`${PATH}/${paymentId}/cancelar`, { cookie }), {
			params: { paymentId },
		})
		expect(redirectLocation(shown)).toBe(`${PATH}?referencia=${paymentId}`)
		expect(await toastOf(shown)).toBe('Este pedido ya está pagado: no se puede cancelar')
		const result = await call(
			cancelAction,
			formRequest(`${PATH}/${paymentId}/cancelar`, { reason: 'Error' }, { cookie }),
			{ params: { paymentId } },
		)
		expect(redirectLocation(result)).toBe(`${PATH}?referencia=${paymentId}`)
		expect(await toastOf(result)).toBe('Este pedido ya está pagado: no se puede cancelar')
		expect(await orderState(order.id)).toEqual(before)
		expect(await audits('payment.cancel', paymentId)).toEqual([])
		expect(await prisma.notification.count({ where: { userId: craftsman.id } })).toBe(notesBefore)
		await expect(
			import('#app/models/subscriptions/payments-admin.server.ts').then(({ cancelOrder }) =>
				cancelOrder({ paymentId, reason: 'x', adminId: admin.id }),
			),
		).rejects.toMatchObject({
			message: 'Este pedido ya está pagado: no se puede cancelar',
			status: 409,
		})
	})
})

describe('only admins', () => {
	test('every loader and action redirects anonymous, clients and craftsmen away, and changes nothing', async () => {
		const { order, paymentId } = await setup()
		const before = await orderState(order.id)
		const params = { paymentId }
		await expectAdminOnly(listLoader, (cookie) => getRequest(PATH, { cookie }))
		await expectAdminOnly(listAction, (cookie) => formRequest(PATH, { paymentId, amount: '79' }, { cookie }))
		await expectAdminOnly(cancelLoader, (cookie) => getRequest(`${PATH}/${paymentId}/cancelar`, { cookie }), params)
		await expectAdminOnly(
			cancelAction,
			(cookie) => formRequest(`${PATH}/${paymentId}/cancelar`, { reason: 'Intruso' }, { cookie }),
			params,
		)
		expect(await orderState(order.id)).toEqual(before)
		expect(await prisma.auditLog.count({ where: { targetId: paymentId } })).toBe(0)
	})
})
