// The admin's calls as the contract's admin clients make them, read as axios does (the body's own
// keys): the craftsman list's rows are craftsman records; PUT /api/user/craftman {status, user,
// message} decides a verification; GET /api/subscription?payment_status=pending lists every
// craftsman's orders; POST /api/subscription/verify-payment {subscriptionId} confirms one.
import { describe, expect, test } from 'vitest'
import { readOutbox } from '#app/emails/outbox.server.ts'
import { prisma } from '#app/lib/db.server.ts'
import { issueTokens } from '#app/models/auth/api-tokens.server.ts'
import { action as craftsmanAction } from '#app/routes/api/user/craftman.ts'
import { loader as listLoader } from '#app/routes/api/user/craftman/getcraftsman.ts'
import { action as subscriptionAction, loader as subscriptionLoader } from '#app/routes/api/subscription/index.ts'
import { action as verifyAction } from '#app/routes/api/subscription/verify-payment.ts'
import { createCraftsman } from '#tests/factories/craftsmen.ts'
import { createUser } from '#tests/factories/users.ts'
import { runQueuedJobs } from '#tests/helpers/queue.ts'
import { call, jsonRequest, responseJson } from '#tests/helpers/requests.ts'

const tokenOf = async (userId: string) => (await issueTokens(userId)).accessToken
const adminToken = async () => {
	const admin = await createUser({ role: 'admin' })
	return { admin, token: await tokenOf(admin.id) }
}
const send = async (handler: Parameters<typeof call>[0], path: string, method: string, body?: object, token?: string) =>
	responseJson(await call(handler, jsonRequest(path, method, body, { token })))

describe('GET /api/user/craftman/getcraftsman', () => {
	test('rows are craftsman records: company_name, status, documents, services, user, and the user’s name, email and place', async () => {
		const { token } = await adminToken()
		const { user, craftsman } = await createCraftsman({ status: 'unverified', company: 'Fichas SL', code: '28901' })
		await prisma.craftsmanDocument.create({
			data: { craftsmanId: craftsman.id, type: 'craft_card', url: '/imagenes/documentos/c-large.webp' },
		})
		const { status, body } = await send(
			listLoader,
			'/api/user/craftman/getcraftsman?status=all&pageSize=50',
			'GET',
			undefined,
			token,
		)
		expect(status).toBe(200)
		const row = body.data.find((item: { user: string }) => item.user === user.id)
		expect(row).toMatchObject({
			_id: craftsman.id,
			user: user.id,
			company_name: 'Fichas SL',
			status: 'unverified',
			services: ['Electricista'],
			documents: [{ document_type: 'craft_card', document_link: '/imagenes/documentos/c-large.webp' }],
			name: 'Luis',
			lastName: 'Prueba',
			email: user.email,
			Place_Name: 'Getafe',
			Postal_Code: '28901',
			address: { Place_Name: 'Getafe', Postal_Code: '28901' },
		})
		expect(row).not.toHaveProperty('craftsman')
	})
})

describe('PUT /api/user/craftman {status, user, message} from an admin', () => {
	test('unverified refuses with the message as the reason; verified verifies and mails the message; audited', async () => {
		const { admin, token } = await adminToken()
		const { user, craftsman } = await createCraftsman({ status: 'unverified', company: 'Decidida SL' })
		const put = (body: object) => send(craftsmanAction, '/api/user/craftman', 'PUT', body, token)

		expect(await put({ status: 'unverified', user: user.id })).toMatchObject({
			status: 400,
			body: { success: false, message: 'Indica el motivo' },
		})
		const refused = await put({ status: 'unverified', user: user.id, message: 'Falta el carné de instalador' })
		expect(refused).toMatchObject({
			status: 200,
			body: {
				success: true,
				data: {
					_id: craftsman.id,
					user: user.id,
					status: 'unverified',
					refused_reason: 'Falta el carné de instalador',
				},
			},
		})
		const verified = await put({ status: 'verified', user: user.id, message: 'Todo en orden, ¡bienvenido!' })
		expect(verified).toMatchObject({
			status: 200,
			body: {
				success: true,
				data: { _id: craftsman.id, user: user.id, status: 'verified', company_name: 'Decidida SL' },
			},
		})
		expect(await put({ status: 'verified', user: user.id })).toMatchObject({
			status: 409,
			body: { message: 'Este oficial ya está verificado' },
		})
		expect(await put({ status: 'verified', user: 'no-existe' })).toMatchObject({ status: 404 })
		expect(
			(await prisma.auditLog.findMany({ where: { actorId: admin.id }, orderBy: { createdAt: 'asc' } })).map((row) => [
				row.action,
				row.targetId,
			]),
		).toEqual([
			['craftsman.refuse', user.id],
			['craftsman.verify', user.id],
		])
		await runQueuedJobs()
		const emails = readOutbox(user.email)
		const welcome = emails.find((email) => email.subject === 'Tu perfil de oficial está verificado')
		expect(welcome?.text).toContain('Todo en orden, ¡bienvenido!')
		expect(emails.some((email) => email.text.includes('Falta el carné de instalador'))).toBe(true)
	})

	test('a client is refused; a craftsman still edits only his own profile', async () => {
		const { user } = await createCraftsman({ status: 'unverified' })
		const client = await createUser()
		expect(
			(
				await send(
					craftsmanAction,
					'/api/user/craftman',
					'PUT',
					{ status: 'verified', user: user.id },
					await tokenOf(client.id),
				)
			).status,
		).toBe(403)
		const other = await createUser({ role: 'oficial', craftsmanStatus: 'unverified' })
		const own = await send(
			craftsmanAction,
			'/api/user/craftman',
			'PUT',
			{ status: 'verified', user: user.id, description: 'Mi descripción nueva' },
			await tokenOf(other.id),
		)
		expect(own.status).toBe(200)
		expect((await prisma.craftsmanProfile.findUniqueOrThrow({ where: { userId: user.id } })).status).toBe('unverified')
		expect((await prisma.craftsmanProfile.findUniqueOrThrow({ where: { userId: other.id } })).status).toBe('unverified')
	})
})

describe('an admin and the bank-transfer orders', () => {
	test('GET /api/subscription?payment_status=pending lists every craftsman’s; verify-payment {subscriptionId} confirms, answering userId', async () => {
		const { token } = await adminToken()
		const first = await createUser({ role: 'oficial' })
		const second = await createUser({ role: 'oficial' })
		const order = async (userId: string) =>
			(
				await send(
					subscriptionAction,
					'/api/subscription',
					'POST',
					{ planId: 'plan-mensual', payment_details: { payment_method: 'bank_transfer' } },
					await tokenOf(userId),
				)
			).body.data
		const firstOrder = await order(first.id)
		const secondOrder = await order(second.id)

		const pending = await send(
			subscriptionLoader,
			'/api/subscription?payment_status=pending&pageSize=50',
			'GET',
			undefined,
			token,
		)
		expect(pending.status).toBe(200)
		const rows = pending.body.data.filter((row: { userId: string }) => [first.id, second.id].includes(row.userId))
		expect(rows.map((row: { _id: string }) => row._id).sort()).toEqual([firstOrder._id, secondOrder._id].sort())
		expect(rows.every((row: { payment_status: string }) => row.payment_status === 'pending')).toBe(true)

		const verified = await send(
			verifyAction,
			'/api/subscription/verify-payment',
			'POST',
			{ subscriptionId: firstOrder._id },
			token,
		)
		expect(verified).toMatchObject({
			status: 200,
			body: {
				success: true,
				userId: first.id,
				data: { _id: firstOrder._id, status: 'active', payment_status: 'paid' },
			},
		})
		const still = await send(
			subscriptionLoader,
			'/api/subscription?payment_status=pending&pageSize=50',
			'GET',
			undefined,
			token,
		)
		expect(still.body.data.map((row: { _id: string }) => row._id)).not.toContain(firstOrder._id)
		// the old body stays accepted: a reference and the amount received, which must match
		expect(
			await send(
				verifyAction,
				'/api/subscription/verify-payment',
				'POST',
				{ paymentId: secondOrder.paymentId, amount: 1 },
				token,
			),
		).toMatchObject({ status: 400, body: { message: 'El importe no coincide con el del pedido' } })
		expect(await send(verifyAction, '/api/subscription/verify-payment', 'POST', {}, token)).toMatchObject({
			status: 400,
			body: { message: 'Se requiere el pedido (subscriptionId) o la referencia del pago (paymentId)' },
		})
		// a craftsman still sees only his own orders
		const own = await send(
			subscriptionLoader,
			'/api/subscription?pageSize=50',
			'GET',
			undefined,
			await tokenOf(second.id),
		)
		expect(own.body.data.map((row: { _id: string }) => row._id)).toEqual([secondOrder._id])
	})
})
