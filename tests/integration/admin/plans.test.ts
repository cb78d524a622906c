import { describe, expect, test } from 'vitest'
import { prisma } from '#app/lib/db.server.ts'
import { checkCraftsmanGate } from '#app/models/subscriptions/craftsman-gate.server.ts'
import { orderPlan } from '#app/models/subscriptions/orders.server.ts'
import { verifyPayment } from '#app/models/subscriptions/payments.server.ts'
import { getPlansScreen } from '#app/models/subscriptions/subscriptions.server.ts'
import { loader as apiPlans } from '#app/routes/api/plans.ts'
import { action as editAction, loader as editLoader } from '#app/routes/tablero/$role/planes/$planId.tsx'
import { action as listAction, loader as listLoader } from '#app/routes/tablero/$role/planes.tsx'
import { createUser } from '#tests/factories/users.ts'
import {
	call,
	formRequest,
	getRequest,
	jsonRequest,
	redirectLocation,
	sessionCookie,
	unwrap,
} from '#tests/helpers/requests.ts'
import { expectAdminOnly } from './non-admins.ts'

const PATH = '/tablero/admin/planes'

// tests in a file share one database: each works on a plan of its own
let planCount = 0
const ownPlan = (priceCents = 4900, durationInDays = 60) =>
	prisma.plan.create({
		data: { id: `plan-test-${++planCount}`, name: `Prueba ${planCount}`, priceCents, durationInDays },
	})
const planAudits = () => prisma.auditLog.count({ where: { targetType: 'plan' } })

async function admin() {
	const user = await createUser({ role: 'admin' })
	return { user, cookie: await sessionCookie(user.id) }
}

const create = (cookie: string, fields: Record<string, string>) =>
	call(listAction, formRequest(PATH, { intent: 'crear', ...fields }, { cookie }))
const planRows = () => prisma.plan.findMany({ orderBy: { id: 'asc' } })
const apiPlanNames = async () =>
	(
		(await ((await call(apiPlans, jsonRequest('/api/plans?requestType=all', 'GET'))) as Response).json()) as Array<{
			name: string
		}>
	).map((plan) => plan.name)

describe('the plans page', () => {
	test('creates a plan (price in euros, whole days) and audits it', async () => {
		const { user, cookie } = await admin()
		const result = await create(cookie, { name: ' Semanal ', price: '9,50', durationInDays: '7' })
		expect(redirectLocation(result)).toBe(PATH)
		const plan = await prisma.plan.findFirstOrThrow({ where: { name: 'Semanal' } })
		expect(plan).toMatchObject({ priceCents: 950, durationInDays: 7, retiredAt: null })
		expect(
			await prisma.auditLog.findMany({
				where: { targetId: plan.id },
				select: { action: true, actorId: true, details: true },
			}),
		).toEqual([
			{ action: 'plan.create', actorId: user.id, details: { name: 'Semanal', priceCents: 950, durationInDays: 7 } },
		])
		const page = unwrap(await call(listLoader, getRequest(PATH, { cookie }))).data
		expect(page.plans.map((row: { name: string }) => row.name).slice(0, 4)).toEqual([
			'Semanal',
			'Mensual',
			'Trimestral',
			'Anual',
		])
		expect(await apiPlanNames()).toContain('Semanal')
	})

	test('bad input gets Spanish messages and creates nothing', async () => {
		const { cookie } = await admin()
		const before = await planRows()
		const audits = await planAudits()
		const cases: Array<[Record<string, string>, Record<string, string[]>]> = [
			[{ name: '', price: '10', durationInDays: '7' }, { name: ['Indica el nombre del plan'] }],
			[{ name: 'X', price: '0', durationInDays: '7' }, { price: ['El precio debe ser mayor que 0'] }],
			[{ name: 'X', price: '-5', durationInDays: '7' }, { price: ['El precio debe ser mayor que 0'] }],
			[{ name: 'X', price: '9,999', durationInDays: '7' }, { price: ['El importe admite como mucho dos decimales'] }],
			[
				{ name: 'X', price: 'gratis', durationInDays: '7' },
				{ price: ['Escribe el importe como un número, por ejemplo 79,00'] },
			],
			[
				{ name: 'X', price: '10', durationInDays: '0' },
				{ durationInDays: ['La duración debe ser un número entero de días, como mínimo 1'] },
			],
			[
				{ name: 'X', price: '10', durationInDays: '1.5' },
				{ durationInDays: ['La duración debe ser un número entero de días, como mínimo 1'] },
			],
		]
		for (const [fields, errors] of cases) {
			const result = unwrap(await create(cookie, fields))
			expect(result.status).toBe(400)
			expect(result.data.result.error).toEqual(errors)
		}
		expect(await planRows()).toEqual(before)
		expect(await planAudits()).toBe(audits)
	})

	test('editing changes the plan, not the orders already placed; audited with before and after', async () => {
		const { user, cookie } = await admin()
		const craftsman = await createUser({ role: 'oficial' })
		const { id } = await ownPlan(2900, 30)
		const order = await orderPlan({ user: craftsman, planId: id, method: 'bank_transfer' })
		const shown = unwrap(
			await call(editLoader, getRequest(`${PATH}/${id}`, { cookie }), { params: { planId: id } }),
		).data
		expect(shown.plan).toMatchObject({ name: `Prueba ${planCount}`, price: '29', durationInDays: '30' })

		const invalid = unwrap(
			await call(
				editAction,
				formRequest(`${PATH}/${id}`, { name: 'Mensual', price: '0', durationInDays: '30' }, { cookie }),
				{ params: { planId: id } },
			),
		)
		expect(invalid.status).toBe(400)
		expect((await prisma.plan.findUniqueOrThrow({ where: { id } })).priceCents).toBe(2900)

		const saved = await call(
			editAction,
			formRequest(`${PATH}/${id}`, { name: 'Mensual plus', price: '35,00', durationInDays: '31' }, { cookie }),
			{ params: { planId: id } },
		)
		expect(redirectLocation(saved)).toBe(PATH)
		expect(await prisma.plan.findUniqueOrThrow({ where: { id } })).toMatchObject({
			name: 'Mensual plus',
			priceCents: 3500,
			durationInDays: 31,
		})
		expect(
			(await prisma.payment.findUniqueOrThrow({ where: { paymentId: order.payment!.paymentId } })).amountCents,
		).toBe(2900)
		// the order is confirmed at the amount it was placed with
		await expect(
			verifyPayment({ paymentId: order.payment!.paymentId, amountEuros: 35, adminId: user.id }),
		).rejects.toMatchObject({ status: 400 })
		await verifyPayment({ paymentId: order.payment!.paymentId, amountEuros: 29, adminId: user.id })
		const [audit] = await prisma.auditLog.findMany({ where: { targetId: id, action: 'plan.update' } })
		expect(audit!.details).toEqual({
			before: { name: expect.stringMatching(/^Prueba /), priceCents: 2900, durationInDays: 30 },
			after: { name: 'Mensual plus', priceCents: 3500, durationInDays: 31 },
		})

		const unknown = await call(
			editAction,
			formRequest(`${PATH}/nope`, { name: 'A', price: '1', durationInDays: '1' }, { cookie }),
			{ params: { planId: 'nope' } },
		)
		expect(redirectLocation(unknown)).toBe(PATH)
		expect(await prisma.plan.count({ where: { id: 'nope' } })).toBe(0)
	})

	test('a retired plan cannot be ordered or seen, its subscription keeps counting, and it can come back', async () => {
		const { user, cookie } = await admin()
		const craftsman = await createUser({ role: 'oficial' })
		const { id, name } = await ownPlan(7900, 90)
		const order = await orderPlan({ user: craftsman, planId: id, method: 'bank_transfer' })
		await verifyPayment({ paymentId: order.payment!.paymentId, amountEuros: 79, adminId: user.id })

		expect(
			redirectLocation(await call(listAction, formRequest(PATH, { intent: 'retirar', planId: id }, { cookie }))),
		).toBe(PATH)
		expect((await prisma.plan.findUniqueOrThrow({ where: { id: id } })).retiredAt).not.toBeNull()
		const other = await createUser({ role: 'oficial' })
		await expect(orderPlan({ user: other, planId: id, method: 'bank_transfer' })).rejects.toMatchObject({
			message: 'Este plan ya no está disponible',
			status: 409,
		})
		expect((await getPlansScreen(other.id)).map((card) => card.plan.name)).not.toContain(name)
		expect(await apiPlanNames()).not.toContain(name)
		// the craftsman who holds it keeps sending offers until its end date
		expect(await checkCraftsmanGate({ id: craftsman.id, role: 'oficial' }, 'offer')).toMatchObject({ allowed: true })
		const page = unwrap(await call(listLoader, getRequest(PATH, { cookie }))).data
		expect(page.plans.find((plan: { id: string }) => plan.id === id)).toMatchObject({
			activeCount: 1,
			pendingCount: 0,
			retiredAt: expect.any(String),
		})
		expect(page.plans.at(-1).id).toBe(id)

		// retiring twice is refused and changes nothing
		const retiredAt = (await prisma.plan.findUniqueOrThrow({ where: { id: id } })).retiredAt
		await call(listAction, formRequest(PATH, { intent: 'retirar', planId: id }, { cookie }))
		expect((await prisma.plan.findUniqueOrThrow({ where: { id: id } })).retiredAt).toEqual(retiredAt)

		await call(listAction, formRequest(PATH, { intent: 'recuperar', planId: id }, { cookie }))
		expect((await prisma.plan.findUniqueOrThrow({ where: { id: id } })).retiredAt).toBeNull()
		expect(await apiPlanNames()).toContain(name)
		expect((await getPlansScreen(other.id)).map((card) => card.plan.name)).toContain(name)
		const actions = await prisma.auditLog.findMany({
			where: { targetId: id },
			orderBy: { createdAt: 'asc' },
			select: { action: true },
		})
		expect(actions.map((row) => row.action)).toEqual(['plan.retire', 'plan.restore'])
	})
})

describe('only admins', () => {
	test('every loader and action redirects anonymous, clients and craftsmen away, and changes nothing', async () => {
		const before = await planRows()
		const audits = await planAudits()
		const params = { planId: 'plan-mensual' }
		await expectAdminOnly(listLoader, (cookie) => getRequest(PATH, { cookie }))
		await expectAdminOnly(listAction, (cookie) =>
			formRequest(PATH, { intent: 'crear', name: 'Pirata', price: '1', durationInDays: '1' }, { cookie }),
		)
		await expectAdminOnly(listAction, (cookie) =>
			formRequest(PATH, { intent: 'retirar', planId: 'plan-mensual' }, { cookie }),
		)
		await expectAdminOnly(editLoader, (cookie) => getRequest(`${PATH}/plan-mensual`, { cookie }), params)
		await expectAdminOnly(
			editAction,
			(cookie) => formRequest(`${PATH}/plan-mensual`, { name: 'Pirata', price: '1', durationInDays: '1' }, { cookie }),
			params,
		)
		expect(await planRows()).toEqual(before)
		expect(await planAudits()).toBe(audits)
	})
})
