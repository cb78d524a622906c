import { describe, expect, test } from 'vitest'
import { prisma } from '#app/lib/db.server.ts'
import { BAD_TAX_ID } from '#app/lib/tax-id.ts'
import { loadPlanCards } from '#app/models/subscriptions/plan-cards.server.ts'
import { verifyPayment } from '#app/models/subscriptions/payments.server.ts'
import { TAX_ID_REQUIRED } from '#app/models/subscriptions/subscriptions.schema.ts'
import { action, loader } from '#app/routes/tablero+/$role+/_oficial+/gestiondesuscripcion_.pedido.tsx'
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

	test('every plan card shows its price with «(IVA incluido)»', async () => {
		const craftsman = await createUser({ role: 'oficial' })
		const cards = await loadPlanCards(craftsman.id)
		expect(cards.length).toBeGreaterThan(0)
		for (const card of cards) expect(card.plan.price).toMatch(/^\d[\d.]*,\d\d\s€ \(IVA incluido\)$/)
		expect(cards.find((card) => card.plan.id === 'plan-mensual')?.plan.price).toBe('29,00\u00a0€ (IVA incluido)')
	})
})
