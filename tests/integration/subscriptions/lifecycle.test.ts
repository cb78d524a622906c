import { describe, expect, test } from 'vitest'
import { readOutbox } from '#app/emails/outbox.server.ts'
import { runQueuedJobs } from '#tests/helpers/queue.ts'
import { prisma } from '#app/lib/db.server.ts'
import { getActiveSubscription } from '#app/models/subscriptions/active-subscription.server.ts'
import { orderPlan } from '#app/models/subscriptions/orders.server.ts'
import { PAYMENT_REFERENCE_PATTERN } from '#app/models/subscriptions/payment-reference.ts'
import { verifyPayment } from '#app/models/subscriptions/payments.server.ts'
import { getPlansScreen } from '#app/models/subscriptions/subscriptions.server.ts'
import { action as orderAction, loader as orderLoader } from '#app/routes/tablero/$role/gestiondesuscripcion/pedido.tsx'
import { loader as plansLoader } from '#app/routes/tablero/$role/gestiondesuscripcion.tsx'
import { loader as historyLoader } from '#app/routes/tablero/$role/configuracionesdepago.tsx'
import { loader as instructionsLoader } from '#app/routes/tablero/$role/configuracionesdepago/$paymentId.tsx'
import { createUser } from '#tests/factories/users.ts'
import { call, formRequest, getRequest, redirectLocation, sessionCookie, unwrap } from '#tests/helpers/requests.ts'

const DAY = 86_400_000
const craftsman = () => createUser({ role: 'oficial' })
const order = (user: Awaited<ReturnType<typeof craftsman>>, planId = 'plan-trimestral') =>
	orderPlan({ user, planId, method: 'bank_transfer' })
const admin = () => createUser({ role: 'admin' })

describe('ordering a plan', () => {
	test('creates a pending order with a short reference, emails the instructions and notifies', async () => {
		const user = await craftsman()
		const created = await order(user)
		expect(created).toMatchObject({
			status: 'pending',
			userId: user.id,
			plan: { id: 'plan-trimestral' },
			payment: { status: 'pending', amountCents: 7900, method: 'bank_transfer' },
		})
		expect(created.payment!.paymentId).toMatch(PAYMENT_REFERENCE_PATTERN)
		expect(created.payment!.paymentId.slice(3).replace('-', '')).toMatch(/^[^0O1IL5S2Z]{8}$/)
		await runQueuedJobs()
		const [email] = readOutbox(user.email)
		expect(email.subject).toBe('Instrucciones de pago de tu plan Trimestral')
		for (const text of [
			created.payment!.paymentId,
			'79,00',
			'Banco Santander',
			'ES91 2100 0418 4502 0005 1332',
			'BSCHESMMXXX',
		])
			expect(email.text).toContain(text)
		const notes = await prisma.notification.findMany({ where: { userId: user.id } })
		expect(notes).toEqual([
			expect.objectContaining({ link: `/tablero/oficial/configuracionesdepago/${created.payment!.paymentId}` }),
		])
		expect(notes[0].text).toContain('pendiente de pago')
	})

	test('unverified craftsmen and other roles are refused and nothing is created', async () => {
		const unverified = await createUser({ role: 'oficial', craftsmanStatus: 'unverified' })
		await expect(order(unverified)).rejects.toMatchObject({
			message: 'Tu perfil aún no está activado... Te avisaremos en cuanto lo verifiquemos.',
			status: 403,
		})
		const client = await createUser()
		await expect(order(client)).rejects.toMatchObject({ status: 403 })
		expect(await prisma.subscription.count({ where: { userId: { in: [unverified.id, client.id] } } })).toBe(0)
		await runQueuedJobs()
		expect(readOutbox(unverified.email)).toEqual([])
	})

	test('one pending order per plan: a second is refused with the existing reference', async () => {
		const user = await craftsman()
		const first = await order(user)
		await expect(order(user)).rejects.toMatchObject({ status: 409, details: { paymentId: first.payment!.paymentId } })
		// another plan is a separate order
		await order(user, 'plan-mensual')
		expect(await prisma.subscription.count({ where: { userId: user.id } })).toBe(2)
	})

	test('retired and unknown plans cannot be ordered', async () => {
		const user = await craftsman()
		await prisma.plan.create({
			data: { id: 'plan-viejo', name: 'Viejo', priceCents: 1000, durationInDays: 7, retiredAt: new Date() },
		})
		await expect(order(user, 'plan-viejo')).rejects.toMatchObject({
			message: 'Este plan ya no está disponible',
			status: 409,
		})
		await expect(order(user, 'no-existe')).rejects.toMatchObject({ message: 'Plan no encontrado', status: 404 })
		expect(await prisma.subscription.count({ where: { userId: user.id } })).toBe(0)
		expect((await getPlansScreen(user.id)).map((card) => card.plan.name)).toEqual(['Mensual', 'Trimestral', 'Anual'])
	})
})

describe('verifying a transfer', () => {
	test('activates the order for its duration, notifies, and is idempotent', async () => {
		const [user, boss] = await Promise.all([craftsman(), admin()])
		const created = await order(user)
		const now = new Date('2026-11-23T10:00:00Z')
		const first = await verifyPayment({
			paymentId: created.payment!.paymentId.toLowerCase(),
			amountEuros: 79,
			adminId: boss.id,
			now,
		})
		expect(first.changed).toBe(true)
		expect(first.order).toMatchObject({
			status: 'active',
			startDate: now,
			endDate: new Date(now.getTime() + 90 * DAY),
			payment: { status: 'paid' },
		})
		const again = await verifyPayment({
			paymentId: created.payment!.paymentId,
			amountEuros: 79,
			adminId: boss.id,
			now: new Date(now.getTime() + DAY),
		})
		expect(again.changed).toBe(false)
		expect(again.order.endDate).toEqual(first.order.endDate)
		const notes = await prisma.notification.findMany({ where: { userId: user.id }, orderBy: { createdAt: 'asc' } })
		expect(notes.map((note) => note.text)).toEqual([
			expect.stringContaining('pendiente de pago'),
			expect.stringContaining('está activo hasta el'),
		])
	})

	test('a wrong amount or an unknown reference is refused and changes nothing', async () => {
		const [user, boss] = await Promise.all([craftsman(), admin()])
		const created = await order(user)
		await expect(
			verifyPayment({ paymentId: created.payment!.paymentId, amountEuros: 29, adminId: boss.id }),
		).rejects.toMatchObject({
			message: 'El importe no coincide con el del pedido',
			status: 400,
		})
		await expect(verifyPayment({ paymentId: 'RF-XXXX-XXXX', amountEuros: 79, adminId: boss.id })).rejects.toMatchObject(
			{ status: 404 },
		)
		expect(
			await prisma.subscription.findUniqueOrThrow({ where: { id: created.id }, include: { payment: true } }),
		).toMatchObject({
			status: 'pending',
			endDate: null,
			payment: { status: 'pending', confirmedAt: null },
		})
	})

	test('a renewal or upgrade while a plan is in force starts where it ends', async () => {
		const [user, boss] = await Promise.all([craftsman(), admin()])
		const now = new Date()
		const monthly = await order(user, 'plan-mensual')
		await verifyPayment({ paymentId: monthly.payment!.paymentId, amountEuros: 29, adminId: boss.id, now })
		const yearly = await order(user, 'plan-anual')
		const later = new Date(now.getTime() + 10 * DAY)
		const { order: upgraded } = await verifyPayment({
			paymentId: yearly.payment!.paymentId,
			amountEuros: 249,
			adminId: boss.id,
			now: later,
		})
		expect(upgraded.startDate).toEqual(new Date(now.getTime() + 30 * DAY))
		expect(upgraded.endDate).toEqual(new Date(now.getTime() + (30 + 365) * DAY))
		const screen = await getPlansScreen(user.id, now)
		expect(screen.map((card) => [card.plan.name, card.daysRemaining, card.label])).toEqual([
			['Mensual', 30, 'Mejorar'],
			['Trimestral', 0, 'Pedir'],
			['Anual', 395, 'Activo'],
		])
	})

	test('an end date that passes expires the plan, and the screen shows it', async () => {
		const [user, boss] = await Promise.all([craftsman(), admin()])
		const created = await order(user)
		await verifyPayment({ paymentId: created.payment!.paymentId, amountEuros: 79, adminId: boss.id })
		await prisma.subscription.update({ where: { id: created.id }, data: { endDate: new Date(Date.now() - 1000) } })
		const [trimestral] = (await getPlansScreen(user.id)).filter((card) => card.plan.id === 'plan-trimestral')
		expect(trimestral).toMatchObject({ daysRemaining: 0, label: 'Pedir', held: { status: 'expired' } })
		expect(await getActiveSubscription(user.id)).toBeNull()
		// and a new order of the same plan is possible again
		await expect(order(user)).resolves.toMatchObject({ status: 'pending' })
	})
})

describe('the pages', () => {
	test('the plans screen lists the plans with their labels, for craftsmen only', async () => {
		const user = await craftsman()
		await order(user, 'plan-mensual')
		const { data } = unwrap(
			await call(
				plansLoader,
				getRequest('/tablero/oficial/gestiondesuscripcion', { cookie: await sessionCookie(user.id) }),
			),
		)
		expect(data.refusal).toBeNull()
		expect(data.cards.map((card: any) => [card.plan.name, card.plan.duration, card.daysRemaining, card.label])).toEqual(
			[
				['Mensual', '30 días', 0, 'Pendiente'],
				['Trimestral', '90 días', 0, 'Pedir'],
				['Anual', '365 días', 0, 'Pedir'],
			],
		)
		const client = await createUser()
		expect(
			redirectLocation(
				await call(
					plansLoader,
					getRequest('/tablero/oficial/gestiondesuscripcion', { cookie: await sessionCookie(client.id) }),
				),
			),
		).toBe('/tablero/cliente')
		expect(redirectLocation(await call(plansLoader, getRequest('/tablero/oficial/gestiondesuscripcion')))).toMatch(
			/^\/iniciar-sesion/,
		)
	})

	test('the order form posts, redirects to the instructions with a toast; a second post shows the same order', async () => {
		const user = await craftsman()
		const cookie = await sessionCookie(user.id)
		const step2 = unwrap(
			await call(
				orderLoader,
				getRequest('/tablero/oficial/gestiondesuscripcion/pedido?plan=plan-anual&metodo=bank_transfer', { cookie }),
			),
		)
		expect(step2.data).toMatchObject({ step: 2, refusal: null, plan: { name: 'Anual', duration: '365 días' } })
		const post = () =>
			call(
				orderAction,
				formRequest(
					'/tablero/oficial/gestiondesuscripcion/pedido',
					{ planId: 'plan-anual', paymentMethod: 'bank_transfer', taxId: 'B12345674' },
					{ cookie },
				),
			)
		const first = (await post()) as Response
		const { payment } = await prisma.subscription.findFirstOrThrow({
			where: { userId: user.id },
			include: { payment: true },
		})
		expect(redirectLocation(first)).toBe(`/tablero/oficial/configuracionesdepago/${payment!.paymentId}`)
		expect(first.headers.get('Set-Cookie')).toBeTruthy()
		expect(redirectLocation(await post())).toBe(`/tablero/oficial/configuracionesdepago/${payment!.paymentId}`)
		expect(await prisma.subscription.count({ where: { userId: user.id } })).toBe(1)

		const instructions = unwrap(
			await call(instructionsLoader, getRequest(`/x/${payment!.paymentId}`, { cookie }), {
				params: { paymentId: payment!.paymentId },
			}),
		)
		expect(instructions.data).toMatchObject({
			status: 'pending',
			instructions: { paymentId: payment!.paymentId, bankName: 'Banco Santander', bic: 'BSCHESMMXXX' },
		})
		expect(instructions.data.instructions.amount.replace(/\s/g, ' ')).toBe('249,00 € (IVA incluido)')
		// someone else's reference is not found
		const other = await craftsman()
		const foreign = await call(
			instructionsLoader,
			getRequest(`/x/${payment!.paymentId}`, { cookie: await sessionCookie(other.id) }),
			{ params: { paymentId: payment!.paymentId } },
		)
		expect((foreign as Response).status).toBe(404)

		const history = unwrap(await call(historyLoader, getRequest('/tablero/oficial/configuracionesdepago', { cookie })))
		expect(history.data.orders).toEqual([
			expect.objectContaining({
				plan: 'Anual',
				paymentId: payment!.paymentId,
				status: 'Pendiente de pago',
				pending: true,
			}),
		])
	})

	test("ordered from a job's subscription modal: back to the job with both toasts; only a job path is a way back", async () => {
		const user = await craftsman()
		const cookie = await sessionCookie(user.id)
		const page = unwrap(
			await call(
				orderLoader,
				getRequest('/tablero/oficial/gestiondesuscripcion/pedido?plan=plan-mensual&volver=%2Fnewjob%2Fabc123', {
					cookie,
				}),
			),
		)
		expect(page.data.returnTo).toBe('/newjob/abc123')
		const elsewhere = unwrap(
			await call(
				orderLoader,
				getRequest('/tablero/oficial/gestiondesuscripcion/pedido?plan=plan-mensual&volver=https%3A%2F%2Fevil.example', {
					cookie,
				}),
			),
		)
		expect(elsewhere.data.returnTo).toBeNull()

		const post = (returnTo: string) =>
			call(
				orderAction,
				formRequest(
					'/tablero/oficial/gestiondesuscripcion/pedido',
					{ planId: 'plan-mensual', paymentMethod: 'bank_transfer', returnTo, taxId: 'B12345674' },
					{ cookie },
				),
			)
		const refused = unwrap(await post('//evil.example/newjob/x'))
		expect(refused.status).toBe(400)
		expect(await prisma.subscription.count({ where: { userId: user.id } })).toBe(0)

		const done = (await post('/newjob/abc123')) as Response
		expect(redirectLocation(done)).toBe('/newjob/abc123#contactar')
		const { readToasts } = await import('#app/lib/toast.server.ts')
		const toastCookie = done.headers
			.getSetCookie()
			.map((value) => value.split(';')[0])
			.join('; ')
		expect((await readToasts(new Request('http://localhost/', { headers: { Cookie: toastCookie } }))).toasts).toEqual([
			{ type: 'success', text: 'Suscripción creada con éxito' },
			{ type: 'info', text: 'Hemos enviado un correo con las instrucciones de pago' },
		])
		expect(await prisma.subscription.count({ where: { userId: user.id, status: 'pending' } })).toBe(1)
	})

	test('an unverified craftsman sees the refusal and a post changes nothing; bad input is a form error', async () => {
		const user = await createUser({ role: 'oficial', craftsmanStatus: 'unverified' })
		const cookie = await sessionCookie(user.id)
		const plans = unwrap(await call(plansLoader, getRequest('/tablero/oficial/gestiondesuscripcion', { cookie })))
		expect(plans.data.refusal).toBe('Tu perfil aún no está activado... Te avisaremos en cuanto lo verifiquemos.')
		const page = unwrap(
			await call(orderLoader, getRequest('/tablero/oficial/gestiondesuscripcion/pedido?plan=plan-anual', { cookie })),
		)
		expect(page.data.refusal).toBe('Tu perfil aún no está activado... Te avisaremos en cuanto lo verifiquemos.')
		const refused = unwrap(
			await call(
				orderAction,
				formRequest('/x', { planId: 'plan-anual', paymentMethod: 'bank_transfer', taxId: 'B12345674' }, { cookie }),
			),
		)
		expect(refused.status).toBe(403)
		expect(refused.data.result.error['']).toEqual([
			'Tu perfil aún no está activado... Te avisaremos en cuanto lo verifiquemos.',
		])
		const verified = await craftsman()
		const badMethod = unwrap(
			await call(
				orderAction,
				formRequest(
					'/x',
					{ planId: 'plan-anual', paymentMethod: 'paypal', taxId: 'B12345674' },
					{ cookie: await sessionCookie(verified.id) },
				),
			),
		)
		expect(badMethod.status).toBe(400)
		expect(badMethod.data.result.error.paymentMethod).toEqual([
			'Método de pago no admitido: solo transferencia bancaria',
		])
		expect(await prisma.subscription.count({ where: { userId: { in: [user.id, verified.id] } } })).toBe(0)
	})
})
