import { describe, expect, test } from 'vitest'
import { prisma } from '#app/lib/db.server.ts'
import { BAD_LEGAL_NAME, BAD_TAX_ID } from '#app/lib/tax-id.ts'
import { loadPlanCards } from '#app/models/subscriptions/plan-cards.server.ts'
import { verifyPayment } from '#app/models/subscriptions/payments.server.ts'
import { TAX_ID_REQUIRED } from '#app/models/subscriptions/subscriptions.schema.ts'
import { action, loader } from '#app/routes/tablero/$role/gestiondesuscripcion/pedido.tsx'
import { createUser } from '#tests/factories/users.ts'
import { call, formRequest, getRequest, redirectLocation, sessionCookie, unwrap } from '#tests/helpers/requests.ts'

const PATH = '/tablero/oficial/gestiondesuscripcion/pedido?plan=plan-mensual&metodo=bank_transfer'
const params = { role: 'oficial' }
const order = async (userId: string, fields: Record<string, string>) =>
	call(
		action,
		formRequest(
			PATH,
			{ planId: 'plan-mensual', paymentMethod: 'bank_transfer', ...fields },
			{
				cookie: await sessionCookie(userId),
			},
		),
		{ params },
	)

describe('the buyer’s NIF/CIF in the order and on the invoice; plan prices say IVA is included', () => {
	test('the first order asks for the NIF/CIF and checks its control character; it reaches the invoice', async () => {
		const craftsman = await createUser({ role: 'oficial' })
		const orders = () => prisma.subscription.count({ where: { userId: craftsman.id } })

		const missing = unwrap(await order(craftsman.id, {}))
		expect(missing.status).toBe(400)
		expect(missing.data.result.error.taxId).toEqual([TAX_ID_REQUIRED])
		const typo = unwrap(await order(craftsman.id, { taxId: 'B12345678' }))
		expect(typo.data.result.error.taxId).toEqual([BAD_TAX_ID])
		expect(await orders()).toBe(0)

		expect(redirectLocation(await order(craftsman.id, { taxId: 'b-1234567 4' }))).toMatch(
			/^\/tablero\/oficial\/configuracionesdepago\//,
		)
		const profile = await prisma.craftsmanProfile.findUniqueOrThrow({ where: { userId: craftsman.id } })
		expect(profile.taxId).toBe('B12345674')

		// the next order finds it prefilled
		const shown = unwrap(
			await call(loader, getRequest(PATH, { cookie: await sessionCookie(craftsman.id) }), { params }),
		).data
		expect(shown.plan).toMatchObject({ price: '29,00\u00a0€ (IVA incluido)', buyerTaxId: 'B12345674' })

		const admin = await createUser({ role: 'admin' })
		const payment = await prisma.payment.findFirstOrThrow({ where: { subscription: { userId: craftsman.id } } })
		await verifyPayment({ paymentId: payment.paymentId, amountEuros: 29, adminId: admin.id })
		const invoice = await prisma.invoice.findFirstOrThrow({ where: { paymentId: payment.id } })
		expect(invoice.buyerTaxId).toBe('B12345674')
	})

	test('the invoice names the buyer by the legal name of the NIF/CIF, never by the trade name', async () => {
		const craftsman = await createUser({ role: 'oficial' })
		const profile = await prisma.craftsmanProfile.findUniqueOrThrow({ where: { userId: craftsman.id } })
		const admin = await createUser({ role: 'admin' })
		const invoiceOfOrder = async (planId: string, amountEuros: number) => {
			const payment = await prisma.payment.findFirstOrThrow({
				where: { subscription: { userId: craftsman.id, planId } },
				orderBy: { createdAt: 'desc' },
			})
			await verifyPayment({ paymentId: payment.paymentId, amountEuros, adminId: admin.id })
			return prisma.invoice.findFirstOrThrow({ where: { paymentId: payment.id } })
		}

		// none given yet: the order form shows, and the invoice names, the account's name and surnames
		const shown = unwrap(
			await call(loader, getRequest(PATH, { cookie: await sessionCookie(craftsman.id) }), { params }),
		).data
		const ownName = `${craftsman.name} ${craftsman.lastName}`.trim()
		expect(shown.plan).toMatchObject({ buyerLegalName: ownName })
		expect(redirectLocation(await order(craftsman.id, { taxId: 'B12345674' }))).toMatch(/configuracionesdepago/)
		const first = await invoiceOfOrder('plan-mensual', 29)
		expect(first.buyerName).toBe(ownName)
		expect(first.buyerName).not.toBe(profile.companyName)

		// the razón social typed in the order: kept on the profile, and the next invoice's buyer
		const tooLong = unwrap(await order(craftsman.id, { taxId: 'B12345674', legalName: 'x'.repeat(151) }))
		expect(tooLong.data.result.error.legalName).toEqual([BAD_LEGAL_NAME])
		await prisma.subscription.updateMany({ where: { userId: craftsman.id }, data: { status: 'expired' } })
		expect(
			redirectLocation(
				await order(craftsman.id, { taxId: 'B12345674', legalName: '  Pinturas Levante  Hermanos, S.L. ' }),
			),
		).toMatch(/configuracionesdepago/)
		expect((await prisma.craftsmanProfile.findUniqueOrThrow({ where: { userId: craftsman.id } })).legalName).toBe(
			'Pinturas Levante Hermanos, S.L.',
		)
		const second = await invoiceOfOrder('plan-mensual', 29)
		expect(second).toMatchObject({ buyerName: 'Pinturas Levante Hermanos, S.L.', buyerTaxId: 'B12345674' })
	})

	test('every plan card shows its price with «(IVA incluido)»', async () => {
		const craftsman = await createUser({ role: 'oficial' })
		const cards = await loadPlanCards(craftsman.id)
		expect(cards.length).toBeGreaterThan(0)
		for (const card of cards) expect(card.plan.price).toMatch(/^\d[\d.]*,\d\d\s€ \(IVA incluido\)$/)
		expect(cards.find((card) => card.plan.id === 'plan-mensual')?.plan.price).toBe('29,00\u00a0€ (IVA incluido)')
	})
})
