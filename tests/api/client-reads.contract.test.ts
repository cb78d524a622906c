// The /api answers read the way the contract's clients read them: with axios, `response.data` is
// the JSON body, and «response has X» means X is a key of that body (spec 000 §7). Each test reads
// only what such a client reads: the body's own keys, never our envelope.
import { apiUpload } from '#tests/helpers/uploads.ts'
import sharp from 'sharp'
import { describe, expect, test } from 'vitest'
import { readOutbox } from '#app/emails/outbox.server.ts'
import { prisma } from '#app/lib/db.server.ts'
import { getSessionUser } from '#app/models/auth/sessions.server.ts'
import { loader as verifyLoader } from '#app/routes/verificar-correo.tsx'
import { action as passwordAction } from '#app/routes/tablero/$role/contrasena.tsx'
import { action as registerAction } from '#app/routes/api/auth/register.ts'
import { issueTokens } from '#app/models/auth/api-tokens.server.ts'
import { action as loginAction, loader as meLoader } from '#app/routes/api/auth/login.ts'
import { action as conversationsAction, loader as conversationsLoader } from '#app/routes/api/conversations/index.ts'
import { action as alertAction, loader as alertLoader } from '#app/routes/api/jobalert/index.ts'
import { loader as plansLoader } from '#app/routes/api/plans.ts'
import { loader as placesLoader } from '#app/routes/api/postal_codes/index.ts'
import { loader as pendingLoader } from '#app/routes/api/subscription/get_pending_subs.ts'
import { action as orderAction, loader as ordersLoader } from '#app/routes/api/subscription/index.ts'
import { action as uploadAction } from '#app/routes/api/upload.ts'
import { action as userAction, loader as userLoader } from '#app/routes/api/user/index.ts'
import { createActiveCraftsman, createClientWithToken } from '#tests/factories/conversations.ts'
import { deliverJobAlerts } from '#app/models/job-alerts/match.server.ts'
import { createJob, subscribe } from '#tests/factories/jobs.ts'
import { createUser, TEST_PASSWORD } from '#tests/factories/users.ts'
import { runQueuedJobs } from '#tests/helpers/queue.ts'
import { axios, call, cookiesOf, formRequest, getRequest, redirectLocation } from '#tests/helpers/requests.ts'

const token = async (userId: string) => (await issueTokens(userId)).accessToken

async function craftsmanWithPlace() {
	const user = await createUser({ role: 'oficial' })
	const place = await prisma.postalCode.findFirstOrThrow({ where: { code: '28001' } })
	await prisma.user.update({
		where: { id: user.id },
		data: { postalCodeId: place.id, phone: '612345678', streetAddress: 'Calle Mayor 1' },
	})
	const profile = await prisma.craftsmanProfile.findUniqueOrThrow({ where: { userId: user.id } })
	await prisma.craftsmanService.create({ data: { craftsmanId: profile.id, serviceId: 'electrician' } })
	await prisma.review.create({ data: { craftsmanId: profile.id, rating: 4, comment: 'Bien.' } })
	await subscribe(user.id)
	return { user, place, profile, token: await token(user.id) }
}

describe('the current user (GET /api/auth/login)', () => {
	test('the body is the user, with the address and the craftsman block at the top level', async () => {
		const { user, place, profile, token: bearer } = await craftsmanWithPlace()
		const { status, data } = await axios(meLoader, '/api/auth/login', 'GET', undefined, bearer)
		expect(status).toBe(200)
		expect(data).toMatchObject({
			_id: user.id,
			name: user.name,
			lastName: user.lastName,
			email: user.email,
			phone: '612345678',
			role: 'oficial',
			profile_photo: null,
			streetAddress: 'Calle Mayor 1',
			address: {
				_id: String(place.id),
				Place_Name: place.placeName,
				Postal_Code: '28001',
				Latitude: place.latitude,
				Longitude: place.longitude,
			},
			craftsman: {
				status: 'verified',
				company_name: profile.companyName,
				services: ['Electricista'],
				documents: [],
				images: [],
				description: '',
				reviews: [{ _id: expect.any(String), comment: 'Bien.', rating: 4 }],
				current_subscription: { plan: { name: 'Mensual' }, status: 'active', end_date: expect.any(String) },
			},
		})
	})

	test('POST /api/auth/login: status 200 and the body has accessToken and refreshToken', async () => {
		const user = await createUser()
		const { status, data } = await axios(loginAction, '/api/auth/login', 'POST', {
			email: user.email,
			password: TEST_PASSWORD,
		})
		expect(status).toBe(200)
		expect(data).toMatchObject({ accessToken: expect.any(String), refreshToken: expect.any(String) })
		const me = await axios(meLoader, '/api/auth/login', 'GET', undefined, data.accessToken)
		expect(me.data).toMatchObject({ _id: user.id, role: 'cliente', craftsman: null })
	})
})

describe('a user by email or id (GET /api/user)', () => {
	test('the owner reads the user as the body; an empty or «undefined» parameter gives way to the other', async () => {
		const { user, token: bearer } = await craftsmanWithPlace()
		for (const query of [
			`_id=${user.id}`,
			`email=${user.email}`,
			`_id=undefined&email=${user.email}`,
			`_id=${user.id}&email=undefined`,
			`_id=${user.id}&email=`,
			`_id=null&email=${user.email}`,
			`_id=&email=${user.email}`,
			`_id=${user.id}&email=null`,
		]) {
			const { status, data } = await axios(userLoader, `/api/user?${query}`, 'GET', undefined, bearer)
			expect({ query, status }).toEqual({ query, status: 200 })
			expect(data).toMatchObject({ _id: user.id, email: user.email, craftsman: { status: 'verified' } })
		}
	})

	test('a stranger learns only the role, at the top level, never the phone, email or address', async () => {
		const { user } = await craftsmanWithPlace()
		const stranger = await createUser()
		for (const bearer of [undefined, await token(stranger.id)]) {
			const { status, data } = await axios(userLoader, `/api/user?email=${user.email}`, 'GET', undefined, bearer)
			expect(status).toBe(200)
			expect(data.role).toBe('oficial')
			expect(JSON.stringify(data)).not.toMatch(/612345678|Calle Mayor|28001|@example\.com/)
			expect(Object.keys(data).sort()).toEqual(['role', 'success'])
		}
	})
})

describe('plans and places', () => {
	test('GET /api/plans: the body is the array of plans', async () => {
		const { status, data } = await axios(plansLoader, '/api/plans?requestType=all')
		expect(status).toBe(200)
		expect(Array.isArray(data)).toBe(true)
		expect(data[0]).toEqual(
			expect.objectContaining({
				_id: expect.any(String),
				name: expect.any(String),
				price: expect.any(Number),
				duration_in_days: expect.any(Number),
			}),
		)
		const one = await axios(plansLoader, '/api/plans?pageSize=1')
		expect(one.data).toHaveLength(1)
	})

	test('GET /api/postal_codes?search=: the body is the array of places', async () => {
		const { status, data } = await axios(placesLoader, '/api/postal_codes?search=28001')
		expect(status).toBe(200)
		expect(data[0]).toEqual(
			expect.objectContaining({
				_id: expect.any(String),
				Postal_Code: '28001',
				Place_Name: 'Madrid',
				Latitude: expect.any(Number),
				Longitude: expect.any(Number),
			}),
		)
	})
})

describe('orders (GET /api/subscription/get_pending_subs, GET /api/subscription)', () => {
	test('the pending order is the body, null when there is none; the rows carry the price', async () => {
		const craftsman = await createUser({ role: 'oficial' })
		const bearer = await token(craftsman.id)
		const none = await axios(pendingLoader, '/api/subscription/get_pending_subs', 'GET', undefined, bearer)
		expect(none).toEqual({ status: 200, data: null })

		const ordered = await axios(
			orderAction,
			'/api/subscription',
			'POST',
			{ planId: 'plan-anual', payment_details: { payment_method: 'bank_transfer' } },
			bearer,
		)
		expect(ordered.status).toBe(201)
		const { data } = await axios(pendingLoader, '/api/subscription/get_pending_subs', 'GET', undefined, bearer)
		expect(data).toMatchObject({
			plan: { _id: 'plan-anual', name: expect.any(String) },
			payment_status: 'pending',
			paymentId: ordered.data.paymentId,
			price: expect.any(Number),
		})

		const rows = await axios(ordersLoader, '/api/subscription?pageSize=10&pageNumber=1', 'GET', undefined, bearer)
		expect(rows.data.data[0]).toMatchObject({
			plan: { name: data.plan.name },
			price: data.price,
			payment_status: 'pending',
			createdAt: expect.any(String),
		})
	})
})

describe('conversations (GET /api/conversations)', () => {
	test('the list is under `response` (and `data`), each with participants and their photo, messages, updatedAt', async () => {
		const craftsman = await createActiveCraftsman()
		const client = await createClientWithToken()
		await prisma.user.update({ where: { id: client.id }, data: { profilePhoto: '/imagenes/subidas/cara.webp' } })
		const sent = await axios(
			conversationsAction,
			'/api/conversations',
			'POST',
			{ receiver: client.id, message: 'Hola, ¿cuándo te viene bien?' },
			craftsman.token,
		)
		expect(sent.status).toBe(201)

		const { status, data } = await axios(conversationsLoader, '/api/conversations', 'GET', undefined, client.token)
		expect(status).toBe(200)
		expect(data.data).toEqual(data.response)
		expect(data.response).toHaveLength(1)
		const [conversation] = data.response
		expect(conversation).toMatchObject({
			_id: sent.data.convId,
			updatedAt: expect.any(String),
			messages: [
				{
					text: 'Hola, ¿cuándo te viene bien?',
					sender: craftsman.id,
					seenBy: [craftsman.id],
					createdAt: expect.any(String),
				},
			],
		})
		expect(conversation.participants).toEqual(
			expect.arrayContaining([
				expect.objectContaining({
					_id: client.id,
					name: expect.any(String),
					profile_photo: '/imagenes/subidas/cara.webp',
				}),
				expect.objectContaining({ _id: craftsman.id, name: expect.any(String), profile_photo: null }),
			]),
		)
	})
})

/** POST /api/upload as the clients send it; its secure_url. */
async function uploadImage(background = '#fff') {
	const png = await sharp({ create: { width: 40, height: 40, channels: 3, background } })
		.png()
		.toBuffer()
	const form = new FormData()
	form.set('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'cara.png')
	const response = (await call(
		uploadAction,
		new Request('http://localhost:3000/api/upload', { method: 'POST', body: form }),
	)) as Response
	expect(response.status).toBe(201)
	return ((await response.json()) as { secure_url: string }).secure_url
}

describe('the profile form (PUT /api/user)', () => {
	test('stores every field it sends, the photo included, and answers the updated user beside message', async () => {
		const client = await createUser()
		const bearer = await token(client.id)
		const place = await prisma.postalCode.findFirstOrThrow({ where: { code: '41001' } })
		const uploaded = await uploadImage()
		// kept as the path on our origin, as photos set through our pages are
		const photo = new URL(uploaded).pathname
		const { status, data } = await axios(
			userAction,
			'/api/user',
			'PUT',
			{
				name: 'Lola',
				lastName: 'Gil',
				phone: '622334455',
				email: client.email,
				zipCode: '41001',
				address: String(place.id),
				streetAddress: 'Calle Sierpes 3',
				profile_photo: uploaded,
			},
			bearer,
		)
		expect(status).toBe(200)
		expect(data).toMatchObject({
			message: 'Perfil actualizado',
			user: {
				_id: client.id,
				name: 'Lola',
				lastName: 'Gil',
				phone: '622334455',
				streetAddress: 'Calle Sierpes 3',
				address: { _id: String(place.id), Postal_Code: '41001' },
				profile_photo: photo,
			},
		})
		const me = await axios(meLoader, '/api/auth/login', 'GET', undefined, bearer)
		expect(me.data).toMatchObject({ streetAddress: 'Calle Sierpes 3', profile_photo: photo })

		// the address as the client holds it (the object it read), without a zipCode: the place decides
		const madrid = await prisma.postalCode.findFirstOrThrow({ where: { code: '28001' } })
		const moved = await axios(
			userAction,
			'/api/user',
			'PUT',
			{ address: { _id: String(madrid.id), Place_Name: 'Madrid', Postal_Code: '28001' } },
			bearer,
		)
		expect(moved.data.user).toMatchObject({ address: { Postal_Code: '28001' }, name: 'Lola', profile_photo: photo })

		// null takes the photo away
		expect((await axios(userAction, '/api/user', 'PUT', { profile_photo: null }, bearer)).data.user).toMatchObject({
			profile_photo: null,
			name: 'Lola',
		})
	})

	test('a photo that is not an image this product stored is refused, and nothing changes', async () => {
		const client = await createUser()
		const bearer = await token(client.id)
		for (const url of [
			'https://elsewhere.example/imagenes/subidas/0123456789abcdef0123456789abcdef-large.webp',
			'http://localhost:3000/imagenes/subidas/0123456789abcdef0123456789abcdef-large.webp',
			'javascript:alert(1)',
		]) {
			const refused = await axios(userAction, '/api/user', 'PUT', { profile_photo: url }, bearer)
			expect({ url, status: refused.status }).toEqual({ url, status: 400 })
			expect(refused.data.message).toBe('Imagen no válida')
		}
		expect((await prisma.user.findUniqueOrThrow({ where: { id: client.id } })).profilePhoto).toBeNull()
	})
})

describe('registration without a password (POST /api/auth/register)', () => {
	test('creates the account; the emailed link verifies the email and then lets him choose a password', async () => {
		const place = await prisma.postalCode.findFirstOrThrow({ where: { code: '41001' } })
		const document = await apiUpload()
		const { status, data } = await axios(registerAction, '/api/auth/register', 'POST', {
			name: 'Manuel',
			lastName: 'Ruiz',
			phone: '655443322',
			email: 'sin.clave@example.com',
			zipCode: '41001',
			role: 'oficial',
			address: place.id,
			streetAddress: 'Calle Sierpes 3',
			craftmanDetails: {
				services: ['Electricista'],
				documents: [{ document_type: 'craft_card', document_link: document.url }],
				company_name: 'Sin Clave Electricidad',
			},
		})
		expect(status).toBe(201)
		expect(data).toMatchObject({
			info: expect.any(String),
			accessToken: expect.any(String),
			refreshToken: expect.any(String),
			user_details: { email: 'sin.clave@example.com', role: 'oficial' },
		})
		const user = await prisma.user.findUniqueOrThrow({ where: { email: 'sin.clave@example.com' } })
		expect(user.passwordHash).toBeNull()

		await runQueuedJobs()
		const [email] = readOutbox('sin.clave@example.com')
		expect(email!.text).toMatch(/contraseña/)
		const link = new URL(email!.text.match(/https?:\/\/\S+\/verificar-correo\?token=[\w-]+/)![0])
		const verified = (await call(verifyLoader, getRequest(`${link.pathname}${link.search}`))) as Response
		expect(redirectLocation(verified)).toBe('/tablero/oficial/contrasena?email_verification=success')
		const cookie = cookiesOf(verified.headers)
		expect((await getSessionUser(getRequest('/', { cookie })))?.id).toBe(user.id)

		// the password page takes a first password without a current one
		await call(
			passwordAction,
			formRequest(
				'/tablero/oficial/contrasena',
				{ newPassword: 'Sevill4#Sol', confirmPassword: 'Sevill4#Sol' },
				{ cookie },
			),
			{ params: { role: 'oficial' } },
		)
		const login = await axios(loginAction, '/api/auth/login', 'POST', {
			email: 'sin.clave@example.com',
			password: 'Sevill4#Sol',
		})
		expect(login.status).toBe(200)
	})
})

describe("the craftsman's job alert (GET and PUT /api/jobalert)", () => {
	test('the body is the alert; PUT takes any subset of status, keywords, location, radius and keeps the rest', async () => {
		const craftsman = await createActiveCraftsman()
		const get = async () => (await axios(alertLoader, '/api/jobalert', 'GET', undefined, craftsman.token)).data
		const put = (body: object) => axios(alertAction, '/api/jobalert', 'PUT', body, craftsman.token)

		expect(await get()).toMatchObject({ status: 'inactive', keywords: [], location: [], radius: null })

		const madrid = await prisma.postalCode.findFirstOrThrow({ where: { code: '28001' } })
		const sevilla = await prisma.postalCode.findFirstOrThrow({ where: { code: '41001' } })
		const saved = await put({ status: 'active', keywords: ['Electricista'], location: [madrid.id], radius: 25 })
		expect(saved.status).toBe(200)
		expect(saved.data).toMatchObject({
			status: 'active',
			keywords: ['electrician'],
			location: [{ _id: String(madrid.id), Postal_Code: '28001', Place_Name: 'Madrid' }],
			radius: 25,
		})
		const { status: on, keywords, location, radius } = saved.data
		expect(await get()).toMatchObject({ status: on, keywords, location, radius })

		// one field at a time; the places as the client read them (objects) are fine too
		await put({ radius: 40 })
		await put({ location: [saved.data.location[0], { _id: String(sevilla.id) }] })
		await put({ keywords: ['electricista', 'fontaneria'] })
		expect(await get()).toMatchObject({
			status: 'active',
			keywords: ['electrician', 'plumbing'],
			location: [{ Postal_Code: '28001' }, { Postal_Code: '41001' }],
			radius: 40,
		})

		// switched off: kept, but nothing is sent; switched on again with everything it had
		await put({ status: 'inactive' })
		expect(await get()).toMatchObject({ status: 'inactive', radius: 40, keywords: ['electrician', 'plumbing'] })
		expect(await prisma.jobAlert.count({ where: { userId: craftsman.id, pausedAt: null } })).toBe(0)
		await put({ status: 'active' })
		expect((await get()).status).toBe('active')
		expect(await prisma.jobAlert.count({ where: { userId: craftsman.id, pausedAt: null } })).toBe(2)

		expect((await put({ radius: 0 })).status).toBe(400)
		expect((await put({ keywords: ['nada'] })).status).toBe(400)
		expect((await get()).radius).toBe(40)
	})
})

test('a paused alert sends nothing; switched on again it does', async () => {
	const craftsman = await createActiveCraftsman()
	const madrid = await prisma.postalCode.findFirstOrThrow({ where: { code: '28001' } })
	const put = (body: object) => axios(alertAction, '/api/jobalert', 'PUT', body, craftsman.token)
	await put({ status: 'inactive', location: [madrid.id], radius: 30 })
	const quiet = await createJob({ postalCode: '28001', title: 'Pintar el salón' })
	await deliverJobAlerts(quiet.id)
	expect(await prisma.jobAlertDelivery.count({ where: { userId: craftsman.id } })).toBe(0)
	await put({ status: 'active' })
	const heard = await createJob({ postalCode: '28001', title: 'Pintar la cocina' })
	await deliverJobAlerts(heard.id)
	expect(await prisma.jobAlertDelivery.findMany({ where: { userId: craftsman.id }, select: { jobId: true } })).toEqual([
		{ jobId: heard.id },
	])
})
