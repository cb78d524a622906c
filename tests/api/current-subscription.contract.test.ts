// `craftsman.current_subscription {plan, status, end_date}` (spec 000 §3, 001 §3) and the
// craftsman block of GET /api/auth/login: a legacy or mobile client shows plan state.
import { describe, expect, test } from 'vitest'
import { prisma } from '#app/lib/db.server.ts'
import { issueTokens } from '#app/models/auth/api-tokens.server.ts'
import { action as loginAction, loader as meLoader } from '#app/routes/api/auth/login.ts'
import { loader as byIdLoader } from '#app/routes/api/user/craftman/$id.ts'
import { loader as listLoader } from '#app/routes/api/user/craftman/getcraftsman.ts'
import { loader as usersLoader } from '#app/routes/api/user/getuser.ts'
import { loader as userLoader } from '#app/routes/api/user/index.ts'
import { subscribe } from '#tests/factories/jobs.ts'
import { createUser, TEST_PASSWORD } from '#tests/factories/users.ts'
import { call, jsonRequest, responseJson } from '#tests/helpers/requests.ts'

const DAY = 86_400_000

const me = async (token: string) =>
	responseJson(await call(meLoader, jsonRequest('/api/auth/login', 'GET', undefined, { token })))

async function craftsmanWithReview() {
	const user = await createUser({ role: 'oficial' })
	const profile = await prisma.craftsmanProfile.findUniqueOrThrow({ where: { userId: user.id } })
	await prisma.craftsmanService.create({ data: { craftsmanId: profile.id, serviceId: 'electrician' } })
	await prisma.review.create({ data: { craftsmanId: profile.id, rating: 5, comment: 'Muy bien.' } })
	await prisma.review.create({
		data: { craftsmanId: profile.id, rating: 1, comment: 'Oculta', hiddenAt: new Date(), hiddenReason: 'spam' },
	})
	return { user, profile, token: (await issueTokens(user.id)).accessToken }
}

describe('GET /api/auth/login for a craftsman', () => {
	test('carries the craftsman block: status, company, services, reviews and current_subscription', async () => {
		const { user, profile, token } = await craftsmanWithReview()
		const { status, body } = await me(token)
		expect(status).toBe(200)
		expect(body).toMatchObject({ _id: user.id, role: 'oficial' })
		expect(body.craftsman).toEqual({
			_id: profile.id,
			status: 'verified',
			company_name: profile.companyName,
			company_slug: profile.companySlug,
			description: '',
			images: [],
			services: ['Electricista'],
			documents: [],
			reviews: [{ _id: expect.any(String), comment: 'Muy bien.', rating: 5 }],
			current_subscription: null,
		})
	})

	test('current_subscription: none while the order waits for its transfer, active in force, expired after', async () => {
		const { user, token } = await craftsmanWithReview()
		await prisma.subscription.create({ data: { userId: user.id, planId: 'plan-mensual', status: 'pending' } })
		expect((await me(token)).body.craftsman.current_subscription).toBeNull()

		const paid = await subscribe(user.id)
		expect((await me(token)).body.craftsman.current_subscription).toEqual({
			plan: { _id: 'plan-mensual', name: 'Mensual', price: expect.any(Number), duration_in_days: 30 },
			status: 'active',
			end_date: paid.endDate!.toISOString(),
		})

		// the end date passed: 'expired' at once, even before the sweep marks the row
		const ended = new Date(Date.now() - DAY)
		await prisma.subscription.update({ where: { id: paid.id }, data: { endDate: ended } })
		expect((await me(token)).body.craftsman.current_subscription).toMatchObject({
			status: 'expired',
			end_date: ended.toISOString(),
		})
	})

	test('POST /api/auth/login answers the same user; a client has no craftsman block', async () => {
		const { user } = await craftsmanWithReview()
		await subscribe(user.id)
		const login = await responseJson(
			await call(loginAction, jsonRequest('/api/auth/login', 'POST', { email: user.email, password: TEST_PASSWORD })),
		)
		expect(login.body.user.craftsman.current_subscription.status).toBe('active')

		const client = await createUser()
		const own = await me((await issueTokens(client.id)).accessToken)
		expect(own.body).toMatchObject({ _id: client.id, role: 'cliente', craftsman: null })
	})
})

describe('current_subscription in the other answers that carry a craftsman', () => {
	test('GET /api/user (own profile) and the admin calls', async () => {
		const { user, token } = await craftsmanWithReview()
		await subscribe(user.id)
		const own = await responseJson(
			await call(userLoader, jsonRequest(`/api/user?_id=${user.id}`, 'GET', undefined, { token })),
		)
		expect(own.body.craftsman.current_subscription.status).toBe('active')

		const admin = await createUser({ role: 'admin' })
		const adminToken = (await issueTokens(admin.id)).accessToken
		const get = async (loader: typeof listLoader, url: string, params = {}) =>
			(await responseJson(await call(loader, jsonRequest(url, 'GET', undefined, { token: adminToken }), { params })))
				.body
		const list = await get(listLoader, '/api/user/craftman/getcraftsman?status=all&pageSize=50')
		const listed = list.data.find((row: { user: string }) => row.user === user.id)
		expect(listed.current_subscription).toMatchObject({ status: 'active', plan: { name: 'Mensual' } })
		const one = await get(byIdLoader, `/api/user/craftman/${user.id}`, { id: user.id })
		expect(one.data.craftsman.current_subscription.status).toBe('active')
		const users = await get(usersLoader, '/api/user/getuser?role=oficial&pageSize=50')
		const row = users.data.find((item: { _id: string }) => item._id === user.id)
		expect(row.craftsman.current_subscription.status).toBe('active')
	})
})
