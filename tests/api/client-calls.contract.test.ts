// The calls two real clients of /api make beyond the §7 tables (issue 40), now ours and documented:
// each answer read as their axios code reads it.
import { describe, expect, test } from 'vitest'
import { prisma } from '#app/lib/db.server.ts'
import { issueTokens } from '#app/models/auth/api-tokens.server.ts'
import { verifyPassword } from '#app/models/auth/password.server.ts'
import { createVerificationToken } from '#app/models/auth/verification.server.ts'
import { action as loginAction, loader as meLoader } from '#app/routes/api/auth/login.ts'
import { action as resetAction } from '#app/routes/api/reset-password.ts'
import { createUser, TEST_PASSWORD } from '#tests/factories/users.ts'
import { axios, call, jsonRequest } from '#tests/helpers/requests.ts'
import { orderPlan } from '#app/models/subscriptions/orders.server.ts'
import { verifyPayment } from '#app/models/subscriptions/payments.server.ts'
import { loader as invoiceLoader } from '#app/routes/api/invoices/$number.ts'
import { loader as ordersLoader } from '#app/routes/api/subscription/index.ts'
import { loader as publicProfileLoader } from '#app/routes/api/oficial/$companyName.ts'
import { createCraftsman } from '#tests/factories/craftsmen.ts'
import { action as conversationsAction, loader as conversationsLoader } from '#app/routes/api/conversations/index.ts'

const token = async (userId: string) => (await issueTokens(userId)).accessToken
const NEW_PASSWORD = 'Nueva#Cl4ve'
const passwordIs = async (userId: string, password: string) =>
	verifyPassword(password, (await prisma.user.findUniqueOrThrow({ where: { id: userId } })).passwordHash)

describe('POST /api/reset-password {token, password} (a client’s reset page)', () => {
	test('sets the new password once, with the page’s rules; old tokens end; a used or made-up link is refused', async () => {
		const user = await createUser()
		const before = await token(user.id)
		const secret = await prisma.$transaction((tx) => createVerificationToken(tx, user.id, 'password_reset'))

		const weak = await axios(resetAction, '/api/reset-password', 'POST', { token: secret, password: 'corta' })
		expect(weak.status).toBe(400)
		const same = await axios(resetAction, '/api/reset-password', 'POST', { token: secret, password: TEST_PASSWORD })
		expect([same.status, same.data.message]).toEqual([400, 'La nueva contraseña debe ser distinta de la actual'])
		const mismatch = await axios(resetAction, '/api/reset-password', 'POST', {
			token: secret,
			newPassword: NEW_PASSWORD,
			confirmPassword: 'Nueva#Cl4vf',
		})
		expect(mismatch.status).toBe(400)
		expect(await passwordIs(user.id, TEST_PASSWORD)).toBe(true)

		const done = await axios(resetAction, '/api/reset-password', 'POST', { token: secret, password: NEW_PASSWORD })
		expect(done.status).toBe(200)
		expect(done.data.message).toBe('Contraseña actualizada correctamente. Ya puedes iniciar sesión.')
		expect(await passwordIs(user.id, NEW_PASSWORD)).toBe(true)
		const login = await axios(loginAction, '/api/auth/login', 'POST', { email: user.email, password: NEW_PASSWORD })
		expect(login.status).toBe(200)
		expect((await axios(meLoader, '/api/auth/login', 'GET', undefined, before)).status).toBe(401)

		for (const used of [secret, 'inventado']) {
			const again = await axios(resetAction, '/api/reset-password', 'POST', { token: used, password: 'Otra#Cl4ve' })
			expect([again.status, again.data.message]).toEqual([400, 'El enlace no es válido o ha caducado. Pide uno nuevo.'])
		}
		expect(await passwordIs(user.id, NEW_PASSWORD)).toBe(true)
	})
})

describe('GET /api/invoices/{number}: the invoice PDF', () => {
	test('its craftsman and admins download it (found from the order’s invoice_url); anyone else gets 404', async () => {
		const craftsman = await createUser({ role: 'oficial' })
		const admin = await createUser({ role: 'admin' })
		const order = await orderPlan({ user: craftsman, planId: 'plan-mensual', method: 'bank_transfer' })
		await verifyPayment({ paymentId: order.payment!.paymentId, amountEuros: 29, adminId: admin.id })
		const mine = await token(craftsman.id)
		const orders = await axios(ordersLoader, '/api/subscription', 'GET', undefined, mine)
		const { invoiceNumber, invoice_url } = orders.data.data[0]
		expect(invoiceNumber).toMatch(/^F\d{4}-\d{6}$/)
		expect(invoice_url).toBe(`/api/invoices/${invoiceNumber}`)

		const download = async (bearer?: string) =>
			(await call(invoiceLoader, jsonRequest(invoice_url, 'GET', undefined, { token: bearer }), {
				params: { number: invoiceNumber },
			})) as Response
		for (const bearer of [mine, await token(admin.id)]) {
			const pdf = await download(bearer)
			expect(pdf.status).toBe(200)
			expect(pdf.headers.get('Content-Type')).toBe('application/pdf')
			expect(pdf.headers.get('Content-Disposition')).toContain(`factura-${invoiceNumber}.pdf`)
			expect(
				Buffer.from(await pdf.arrayBuffer())
					.subarray(0, 5)
					.toString(),
			).toBe('%PDF-')
		}
		const other = await createUser({ role: 'oficial' })
		const refused = await download(await token(other.id))
		expect([refused.status, (await refused.json()).message]).toEqual([404, 'Factura no encontrada'])
		expect((await download(await token((await createUser()).id))).status).toBe(403)
		expect((await download()).status).toBe(401)
	})
})

describe('GET /api/oficial/{companyName}: the public profile, anonymous', () => {
	test('by company name or slug, public fields only; a blocked or unknown one is 404', async () => {
		const { user, craftsman: profile } = await createCraftsman({ company: 'Fontanería Ñandú & Hijos', ratings: [5, 4] })
		await prisma.user.update({ where: { id: user.id }, data: { phone: '698765432', streetAddress: 'Calle Secreta 9' } })
		const read = (name: string) =>
			call(publicProfileLoader, jsonRequest(`/api/oficial/${encodeURIComponent(name)}`, 'GET'), {
				params: { companyName: name },
			}) as Promise<Response>
		for (const name of ['Fontanería Ñandú & Hijos', profile.companySlug]) {
			const response = await read(name)
			expect(response.status).toBe(200)
			const data = await response.json()
			expect(data).toMatchObject({
				name: user.name,
				address: { Postal_Code: '28001' },
				avgRating: 4.5,
				reviewCount: 2,
				craftsman: { company_name: 'Fontanería Ñandú & Hijos', company_slug: profile.companySlug, status: 'verified' },
			})
			expect(JSON.stringify(data)).not.toMatch(/698765432|Calle Secreta|@example\.com/)
		}
		expect((await read('nadie-con-este-nombre')).status).toBe(404)
		await prisma.user.update({ where: { id: user.id }, data: { blockedAt: new Date() } })
		expect((await read(profile.companySlug)).status).toBe(404)
	})
})

describe('admin ↔ craftsman conversations through /api (the verification card)', () => {
	test('an admin starts one with an unverified craftsman, who answers without a plan; the admin reads it', async () => {
		const admin = await createUser({ role: 'admin' })
		const craftsman = await createUser({ role: 'oficial', craftsmanStatus: 'unverified' })
		const [adminToken, craftsmanToken] = [await token(admin.id), await token(craftsman.id)]

		const started = await axios(
			conversationsAction,
			'/api/conversations',
			'POST',
			{
				receiver: craftsman.id,
				message: 'Hola: la foto de tu DNI no se lee, ¿puedes subirla otra vez?',
			},
			adminToken,
		)
		expect(started.status).toBe(201)
		expect(started.data).toMatchObject({ success: true, message: 'Mensaje enviado con éxito', receiver: craftsman.id })
		const convId = started.data.convId as string
		const notice = await prisma.notification.findFirstOrThrow({ where: { userId: craftsman.id } })
		expect(notice.link).toBe(`/tablero/oficial/mensajes/${convId}`)

		// the craftsman has neither verification nor plan, and still answers the platform
		const answer = await axios(
			conversationsAction,
			'/api/conversations',
			'PUT',
			{
				convId,
				message: 'Ya la he subido de nuevo',
			},
			craftsmanToken,
		)
		expect([answer.status, answer.data.convId]).toEqual([200, convId])
		const again = await axios(
			conversationsAction,
			'/api/conversations',
			'POST',
			{
				receiver: admin.id,
				message: { text: 'Gracias' },
			},
			craftsmanToken,
		)
		expect([again.status, again.data.convId]).toEqual([200, convId])

		const list = await axios(conversationsLoader, '/api/conversations', 'GET', undefined, adminToken)
		const mine = list.data.response.find((c: { _id: string }) => c._id === convId)
		expect(mine.messages.map((m: { text: string }) => m.text)).toEqual([
			'Hola: la foto de tu DNI no se lee, ¿puedes subirla otra vez?',
			'Ya la he subido de nuevo',
			'Gracias',
		])
	})

	test('an admin writes to craftsmen only, about no job; and a craftsman’s gate still holds with clients', async () => {
		const admin = await createUser({ role: 'admin' })
		const client = await createUser({ role: 'cliente' })
		const otherAdmin = await createUser({ role: 'admin' })
		const craftsman = await createUser({ role: 'oficial', craftsmanStatus: 'unverified' })
		const adminToken = await token(admin.id)
		for (const receiver of [client.id, otherAdmin.id]) {
			const refused = await axios(
				conversationsAction,
				'/api/conversations',
				'POST',
				{ receiver, message: 'Hola' },
				adminToken,
			)
			expect([refused.status, refused.data.message]).toEqual([
				403,
				'Como administrador solo puedes iniciar conversaciones con profesionales',
			])
		}
		const job = await axios(
			conversationsAction,
			'/api/conversations',
			'POST',
			{
				receiver: craftsman.id,
				message: 'Hola',
				job: 'cualquiera',
			},
			adminToken,
		)
		expect([job.status, job.data.message]).toEqual([
			400,
			'Una conversación de administración no va sobre un trabajo: quita «job»',
		])
		expect(await prisma.message.count({ where: { senderId: admin.id } })).toBe(0)
		// the unverified craftsman may answer an admin, not start with a client
		const toClient = await axios(
			conversationsAction,
			'/api/conversations',
			'POST',
			{
				receiver: client.id,
				message: 'Hola',
			},
			await token(craftsman.id),
		)
		expect(toClient.status).toBe(403)
		expect(await prisma.message.count({ where: { senderId: craftsman.id } })).toBe(0)
	})
})
