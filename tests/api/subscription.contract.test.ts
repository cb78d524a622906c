import { describe, expect, test } from 'vitest'
import { prisma } from '#app/lib/db.server.ts'
import { issueTokens } from '#app/models/auth/api-tokens.server.ts'
import { loader as plansLoader } from '#app/routes/api/plans.ts'
import { loader as pendingLoader } from '#app/routes/api/subscription/get_pending_subs.ts'
import { action as subscriptionAction, loader as subscriptionLoader } from '#app/routes/api/subscription/index.ts'
import { action as verifyAction, loader as verifyLoader } from '#app/routes/api/subscription/verify-payment.ts'
import { createUser } from '#tests/factories/users.ts'
import { call, jsonRequest, responseJson } from '#tests/helpers/requests.ts'

const tokenFor = async (role: 'oficial' | 'cliente' | 'admin', extra: object = {}) => {
	const user = await createUser({ role, ...extra })
	return { user, token: (await issueTokens(user.id)).accessToken }
}
const create = async (token: string | undefined, body: object) =>
	responseJson(await call(subscriptionAction, jsonRequest('/api/subscription', 'POST', body, { token })))
const list = async (token: string | undefined, query = '') =>
	responseJson(await call(subscriptionLoader, jsonRequest(`/api/subscription${query}`, 'GET', undefined, { token })))
const pending = async (token: string | undefined) =>
	responseJson(
		await call(pendingLoader, jsonRequest('/api/subscription/get_pending_subs', 'GET', undefined, { token })),
	)
const verify = async (token: string | undefined, body: object) =>
	responseJson(await call(verifyAction, jsonRequest('/api/subscription/verify-payment', 'POST', body, { token })))
const bankTransfer = (planId: string) => ({ planId, payment_details: { payment_method: 'bank_transfer' } })

describe('GET /api/plans', () => {
	test('requestType=all lists the plans shortest first, prices in euros', async () => {
		const { status, body } = await responseJson(
			await call(plansLoader, jsonRequest('/api/plans?requestType=all', 'GET')),
		)
		expect(status).toBe(200)
		expect(body).toMatchObject([
			{ _id: 'plan-mensual', name: 'Mensual', price: 29, duration_in_days: 30 },
			{ _id: 'plan-trimestral', name: 'Trimestral', price: 79, duration_in_days: 90 },
			{ _id: 'plan-anual', name: 'Anual', price: 249, duration_in_days: 365 },
		])
	})
	test('pageSize=1 pages', async () => {
		const { body } = await responseJson(
			await call(plansLoader, jsonRequest('/api/plans?pageSize=1&pageNumber=2', 'GET')),
		)
		expect(body).toMatchObject([{ _id: 'plan-trimestral' }])
	})
})

describe('POST /api/subscription', () => {
	test('creates a pending bank-transfer order and answers its paymentId', async () => {
		const { user, token } = await tokenFor('oficial')
		const { status, body } = await create(token, bankTransfer('plan-mensual'))
		expect(status).toBe(201)
		expect(body).toMatchObject({
			success: true,
			message: 'Suscripción creada con éxito',
			info: 'Hemos enviado un correo con las instrucciones de pago',
			paymentId: expect.stringMatching(/^RF-/),
			data: {
				status: 'pending',
				payment_status: 'pending',
				userId: user.id,
				plan: { _id: 'plan-mensual', price: 29, duration_in_days: 30 },
				amount: 29,
			},
		})
		expect(body.data.paymentId).toBe(body.paymentId)
	})

	test('refuses other methods, unknown plans, a second pending order, unverified craftsmen; 401 and 403', async () => {
		const { user, token } = await tokenFor('oficial')
		expect(
			await create(token, { planId: 'plan-mensual', payment_details: { payment_method: 'paypal' } }),
		).toMatchObject({
			status: 400,
			body: { success: false, message: 'Método de pago no admitido: solo transferencia bancaria' },
		})
		expect((await create(token, { planId: 'plan-mensual' })).status).toBe(400)
		expect(await create(token, bankTransfer('nada'))).toMatchObject({
			status: 404,
			body: { message: 'Plan no encontrado' },
		})
		const first = await create(token, bankTransfer('plan-anual'))
		expect(await create(token, bankTransfer('plan-anual'))).toMatchObject({
			status: 409,
			body: { success: false, paymentId: first.body.paymentId },
		})
		const unverified = await tokenFor('oficial', { craftsmanStatus: 'unverified' })
		expect(await create(unverified.token, bankTransfer('plan-anual'))).toMatchObject({
			status: 403,
			body: { message: 'Tu perfil aún no está activado... Te avisaremos en cuanto lo verifiquemos.' },
		})
		expect(await create(undefined, bankTransfer('plan-anual'))).toEqual({
			status: 401,
			body: { success: false, message: 'Sesión caducada. Vuelve a iniciar sesión.' },
		})
		const client = await tokenFor('cliente')
		expect(await create(client.token, bankTransfer('plan-anual'))).toEqual({
			status: 403,
			body: { success: false, message: 'No tienes permiso para acceder a este recurso' },
		})
		expect(
			await prisma.subscription.count({ where: { userId: { in: [user.id, unverified.user.id, client.user.id] } } }),
		).toBe(1)
	})
})

describe('GET /api/subscription and get_pending_subs', () => {
	test("lists only the caller's orders, 10 per page, with filters", async () => {
		const { user, token } = await tokenFor('oficial')
		const other = await tokenFor('oficial')
		await create(other.token, bankTransfer('plan-mensual'))
		const plan = await prisma.plan.findUniqueOrThrow({ where: { id: 'plan-mensual' } })
		for (let i = 0; i < 11; i++) {
			await prisma.subscription.create({
				data: {
					userId: user.id,
					planId: plan.id,
					status: 'expired',
					payment: { create: { paymentId: `RF-OLD${i}-AAAA`, amountCents: 2900, status: 'paid' } },
				},
			})
		}
		const created = await create(token, bankTransfer('plan-anual'))
		const first = await list(token)
		expect(first).toMatchObject({ status: 200, body: { success: true, currentPage: 1, totalPages: 2 } })
		expect(first.body.data).toHaveLength(10)
		expect(first.body.data.every((row: any) => row.userId === user.id)).toBe(true)
		expect((await list(token, '?pageNumber=2')).body.data).toHaveLength(2)
		expect((await list(token, '?status=pending')).body.data).toEqual([
			expect.objectContaining({ paymentId: created.body.paymentId, status: 'pending' }),
		])
		expect((await list(token, '?payment_status=paid')).body.data).toHaveLength(10)
		expect((await list(token, `?paymentId=${created.body.paymentId.toLowerCase()}`)).body.data).toHaveLength(1)
		expect((await list(token, '?status=raro')).status).toBe(400)

		const pend = await pending(token)
		expect(pend).toMatchObject({
			status: 200,
			body: { plan: { _id: 'plan-anual' }, payment_status: 'pending', paymentId: created.body.paymentId },
		})
	})

	test('401 without a token and 403 for other roles', async () => {
		expect((await list(undefined)).status).toBe(401)
		expect((await pending(undefined)).body.message).toBe('Sesión caducada. Vuelve a iniciar sesión.')
		const client = await tokenFor('cliente')
		expect(await list(client.token)).toEqual({
			status: 403,
			body: { success: false, message: 'No tienes permiso para acceder a este recurso' },
		})
		// an admin lists every craftsman's orders (tests/api/admin-legacy.contract.test.ts), but has none pending
		const admin = await tokenFor('admin')
		expect((await pending(admin.token)).status).toBe(403)
	})
})

describe('POST /api/subscription/verify-payment', () => {
	test('an admin confirms; twice is the same success; a wrong amount is refused', async () => {
		const craftsman = await tokenFor('oficial')
		const admin = await tokenFor('admin')
		const { body: created } = await create(craftsman.token, bankTransfer('plan-trimestral'))
		expect(await verify(admin.token, { paymentId: created.paymentId, amount: 80 })).toMatchObject({
			status: 400,
			body: { message: 'El importe no coincide con el del pedido' },
		})
		expect((await pending(craftsman.token)).body).toMatchObject({ paymentId: created.paymentId })

		const first = await verify(admin.token, { paymentId: created.paymentId, amount: 79 })
		expect(first).toMatchObject({
			status: 200,
			body: {
				success: true,
				message: 'Pago verificado correctamente',
				userId: craftsman.user.id,
				data: { status: 'active', payment_status: 'paid', paymentId: created.paymentId },
			},
		})
		const second = await verify(admin.token, { paymentId: created.paymentId, amount: '79.00' })
		expect(second).toMatchObject({
			status: 200,
			body: { message: 'Pago verificado correctamente', userId: craftsman.user.id, alreadyVerified: true },
		})
		expect(second.body.data.end_date).toBe(first.body.data.end_date)
		expect((await pending(craftsman.token)).body).toBeNull()
		expect(await verify(admin.token, { paymentId: 'RF-NADA-NADA', amount: 79 })).toMatchObject({
			status: 404,
			body: { message: 'Pago no encontrado' },
		})
		expect((await verify(admin.token, { amount: 79 })).body.message).toBe(
			'Se requiere el pedido (subscriptionId) o la referencia del pago (paymentId)',
		)
	})

	test('401 without a token, 403 for craftsmen and clients, and nothing changes', async () => {
		const craftsman = await tokenFor('oficial')
		const { body: created } = await create(craftsman.token, bankTransfer('plan-mensual'))
		expect(await verify(undefined, { paymentId: created.paymentId, amount: 29 })).toMatchObject({ status: 401 })
		expect(await verify(craftsman.token, { paymentId: created.paymentId, amount: 29 })).toEqual({
			status: 403,
			body: { success: false, message: 'No tienes permiso para acceder a este recurso' },
		})
		expect((await verify((await tokenFor('cliente')).token, { paymentId: created.paymentId, amount: 29 })).status).toBe(
			403,
		)
		expect((await pending(craftsman.token)).body).toMatchObject({ paymentId: created.paymentId })
		const response = (await call(verifyAction, jsonRequest('/api/subscription/verify-payment', 'PUT', {}))) as Response
		expect(response.status).toBe(405)
		expect(
			((await call(verifyLoader, jsonRequest('/api/subscription/verify-payment', 'GET'))) as Response).status,
		).toBe(405)
	})
})
