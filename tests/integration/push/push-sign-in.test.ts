// Issue 37 (M3, M4, L3): a device's pushes belong to the sign-in that subscribed it. Signing out
// (page or /api) ends them, the next person who turns pushes on there takes the device over, a
// known endpoint alone takes nothing, an admin acting as someone changes nothing (and a device
// bound to the acting session never hears of the user), keys must be a real P-256 point and a
// 16-byte secret, and a message push names the sender briefly and never carries the text.
import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest'
import { prisma } from '#app/lib/db.server.ts'
import { startActingAs, stopActing } from '#app/models/admin/act-as.server.ts'
import { endAllSessions, getSessionId } from '#app/models/auth/sessions.server.ts'
import { emailNewMessageIfOffline } from '#app/models/conversations/message-email.server.ts'
import { notify } from '#app/models/notifications/notify.server.ts'
import { DEVICE_TAKEN } from '#app/models/push/subscriptions.server.ts'
import { action as logout } from '#app/routes/api/auth/logout.ts'
import { action as apiPush } from '#app/routes/api/push/subscriptions.ts'
import { action as signOut } from '#app/routes/cerrar-sesion.tsx'
import { action as stopActingRoute } from '#app/routes/volver-a-mi-cuenta.tsx'
import { action as pushPage, loader as pushPageLoader } from '#app/routes/tablero/$role/avisos.tsx'
import { createActiveCraftsman, createClientWithToken } from '#tests/factories/conversations.ts'
import { createUser } from '#tests/factories/users.ts'
import { type FakeDevice, type FakePushService, startFakePushService } from '#tests/helpers/fake-push-service.ts'
import { runQueuedJobs } from '#tests/helpers/queue.ts'
import {
	call,
	formRequest,
	getRequest,
	jsonRequest,
	redirectLocation,
	responseJson,
	sessionCookie,
	unwrap,
} from '#tests/helpers/requests.ts'

const port = await vi.hoisted(async () => {
	const webpush = (await import('web-push')).default
	const pair = webpush.generateVAPIDKeys()
	process.env.VAPID_PUBLIC_KEY = pair.publicKey
	process.env.VAPID_PRIVATE_KEY = pair.privateKey
	process.env.VAPID_SUBJECT = 'mailto:avisos@reformas.example'
	const { freePort } = await import('#tests/helpers/free-port.ts')
	const free = await freePort()
	process.env.PUSH_ENDPOINT_HOSTS = `127.0.0.1:${free}`
	return free
})

let service: FakePushService
beforeAll(async () => {
	service = await startFakePushService(port)
})
afterAll(() => service.close())
beforeEach(() => {
	service.received.length = 0
})

const apiSubscribe = (token: string, subscription: unknown) =>
	call(apiPush, jsonRequest('/api/push/subscriptions', 'POST', subscription, { token })).then(responseJson)

const pagePost = (cookie: string, role: string, fields: Record<string, string>) =>
	call(pushPage, formRequest(`/tablero/${role}/avisos`, fields, { cookie }), { params: { role } })

const pageSubscribe = (cookie: string, role: string, device: FakeDevice) =>
	pagePost(cookie, role, { intent: 'subscribe', subscription: JSON.stringify(device.subscription) })

/** An offer decision pushed to `userId`; the pushes that reached `device` after running the queue. */
async function pushTo(userId: string, device: FakeDevice) {
	await notify(userId, { text: 'Aceptada', link: '/tablero' }, { push: { kind: 'offer', title: 'Oferta aceptada' } })
	await runQueuedJobs()
	return service.to(device.subscription.endpoint)
}

describe('a device belongs to the sign-in that subscribed it', () => {
	test('signing out of the page ends the device: no row, no push', async () => {
		const craftsman = await createActiveCraftsman()
		const cookie = await sessionCookie(craftsman.id)
		const device = service.device()
		expect(unwrap(await pageSubscribe(cookie, 'oficial', device)).data).toEqual({ ok: true })
		expect(await pushTo(craftsman.id, device)).toHaveLength(1)

		service.received.length = 0
		await call(signOut, formRequest('/cerrar-sesion', {}, { cookie }))
		expect(await prisma.pushSubscription.count({ where: { userId: craftsman.id } })).toBe(0)
		expect(await pushTo(craftsman.id, device)).toEqual([])
	})

	test('POST /api/auth/logout ends the devices of that token family only', async () => {
		const craftsman = await createActiveCraftsman()
		const other = await prisma.apiToken.findFirstOrThrow({ where: { userId: craftsman.id } })
		const { issueTokens } = await import('#app/models/auth/api-tokens.server.ts')
		const second = await issueTokens(craftsman.id)
		const [phone, tablet] = [service.device(), service.device()]
		expect((await apiSubscribe(craftsman.token, phone.subscription)).status).toBe(201)
		expect((await apiSubscribe(second.accessToken, tablet.subscription)).status).toBe(201)

		expect(
			(await call(logout, jsonRequest('/api/auth/logout', 'POST', {}, { token: craftsman.token }))) as Response,
		).toMatchObject({ status: 200 })
		const left = await prisma.pushSubscription.findMany({ where: { userId: craftsman.id } })
		expect(left.map((row) => row.endpoint)).toEqual([tablet.subscription.endpoint])
		expect(left[0]!.tokenFamilyId).not.toBe(other.familyId)
		expect(await pushTo(craftsman.id, phone)).toEqual([])
		expect(service.to(tablet.subscription.endpoint)).toHaveLength(1)
	})

	test('a sign-in ended any other way (every session ended, a lapsed token) sends nothing and the row goes', async () => {
		const craftsman = await createActiveCraftsman()
		const cookie = await sessionCookie(craftsman.id)
		const [phone, laptop] = [service.device(), service.device()]
		expect((await apiSubscribe(craftsman.token, phone.subscription)).status).toBe(201)
		await pageSubscribe(cookie, 'oficial', laptop)
		// queued while both sign-ins worked, then the account signs out everywhere
		await notify(craftsman.id, { text: 'Aceptada' }, { push: { kind: 'offer', title: 'Oferta aceptada' } })
		await endAllSessions(craftsman.id)
		await runQueuedJobs()
		expect(service.received).toEqual([])
		expect(await prisma.pushSubscription.count({ where: { userId: craftsman.id } })).toBe(0)
	})

	test('the next person on the device takes it over with its own keys; the previous one hears nothing', async () => {
		const first = await createActiveCraftsman()
		const second = await createActiveCraftsman()
		const device = service.device()
		expect((await apiSubscribe(first.token, device.subscription)).status).toBe(201)
		// the same browser, another account: the browser hands the same subscription (same keys)
		expect((await apiSubscribe(second.token, device.subscription)).status).toBe(200)
		const row = await prisma.pushSubscription.findUniqueOrThrow({ where: { endpoint: device.subscription.endpoint } })
		expect(row.userId).toBe(second.id)
		expect(await pushTo(first.id, device)).toEqual([])
		expect(await pushTo(second.id, device)).toHaveLength(1)
	})

	test('a known endpoint with other keys takes nothing over (409, the row unchanged)', async () => {
		const victim = await createActiveCraftsman()
		const attacker = await createActiveCraftsman()
		const device = service.device()
		expect((await apiSubscribe(victim.token, device.subscription)).status).toBe(201)
		const own = service.device().subscription.keys
		const answer = await apiSubscribe(attacker.token, { ...device.subscription, keys: own })
		expect(answer.status).toBe(409)
		expect(answer.body.message).toBe(DEVICE_TAKEN)
		const row = await prisma.pushSubscription.findUniqueOrThrow({ where: { endpoint: device.subscription.endpoint } })
		expect(row).toMatchObject({ userId: victim.id, p256dh: device.subscription.keys.p256dh })
		// with the victim's public key but not the device's auth secret: still refused
		const half = await apiSubscribe(attacker.token, {
			...device.subscription,
			keys: { p256dh: device.subscription.keys.p256dh, auth: own.auth },
		})
		expect(half.status).toBe(409)
		expect(await pushTo(victim.id, device)).toHaveLength(1)
	})
})

describe('acting as a user (M4)', () => {
	async function adminActingAs(userId: string) {
		const admin = await createUser({ role: 'admin' })
		const cookie = await sessionCookie(admin.id)
		const sessionId = (await getSessionId(getRequest('/', { cookie })))!
		await startActingAs({ sessionId, adminId: admin.id, userId })
		return { admin, cookie, sessionId }
	}

	test('no push change while acting: subscribe, unsubscribe, remove a device and preferences are refused', async () => {
		const client = await createClientWithToken()
		const own = service.device()
		expect((await apiSubscribe(client.token, own.subscription)).status).toBe(201)
		const { cookie } = await adminActingAs(client.id)

		const page = unwrap(
			await call(pushPageLoader, getRequest('/tablero/cliente/avisos', { cookie }), {
				params: { role: 'cliente' },
			}),
		).data as { acting: boolean }
		expect(page.acting).toBe(true)

		const subscribed = unwrap(await pageSubscribe(cookie, 'cliente', service.device()))
		expect(subscribed.status).toBe(403)
		expect(subscribed.data).toEqual({ error: expect.stringContaining('actúas como otro usuario') })
		const unsubscribed = unwrap(
			await pagePost(cookie, 'cliente', { intent: 'unsubscribe', endpoint: own.subscription.endpoint }),
		)
		expect(unsubscribed.status).toBe(403)
		const row = await prisma.pushSubscription.findFirstOrThrow({ where: { userId: client.id } })
		// each refusal answers as its button is read: «Quitar» with an error toast, the preferences on their form
		const removed = await pagePost(cookie, 'cliente', { intent: 'remove-device', id: row.id })
		expect(redirectLocation(removed)).toBe('/tablero/cliente/avisos')
		expect((removed as Response).headers.get('Set-Cookie')).toMatch(/toast/i)
		const preferences = unwrap(
			await pagePost(cookie, 'cliente', { intent: 'preferences', quietStart: '22:00', quietEnd: '08:00' }),
		)
		expect(preferences.status).toBe(403)
		expect(preferences.data.result.error['']).toEqual([expect.stringContaining('actúas como otro usuario')])

		expect(
			await prisma.pushSubscription.findMany({ where: { userId: client.id }, select: { endpoint: true } }),
		).toEqual([{ endpoint: own.subscription.endpoint }])
		expect(await prisma.user.findUniqueOrThrow({ where: { id: client.id } })).toMatchObject({
			quietStartMinute: null,
			pushOptOut: [],
		})
	})

	test('a device bound to an acting session never hears of the user, and goes when acting ends', async () => {
		const client = await createClientWithToken()
		const { cookie, sessionId } = await adminActingAs(client.id)
		// as one stored before this fix: the client's pushes on the admin's session
		const device = service.device()
		await prisma.pushSubscription.create({
			data: {
				userId: client.id,
				sessionId,
				endpoint: device.subscription.endpoint,
				p256dh: device.subscription.keys.p256dh,
				auth: device.subscription.keys.auth,
			},
		})
		expect(await pushTo(client.id, device)).toEqual([])
		await prisma.pushSubscription.create({
			data: {
				userId: client.id,
				sessionId,
				endpoint: `${device.subscription.endpoint}-otro`,
				p256dh: device.subscription.keys.p256dh,
				auth: device.subscription.keys.auth,
			},
		})
		await call(stopActingRoute, formRequest('/volver-a-mi-cuenta', {}, { cookie }))
		expect(await stopActing(sessionId)).toBe(false)
		expect(await prisma.pushSubscription.count({ where: { userId: client.id } })).toBe(0)
	})
})

describe('keys are checked on subscribing (L3)', () => {
	test('a p256dh off the curve, of the wrong length or compressed, or an auth not 16 bytes: 400, nothing stored', async () => {
		const craftsman = await createActiveCraftsman()
		const device = service.device()
		const point = Buffer.from(device.subscription.keys.p256dh, 'base64url')
		const offCurve = Buffer.from(point)
		offCurve[64] = offCurve[64]! ^ 1
		const bad = [
			{ p256dh: offCurve.toString('base64url'), auth: device.subscription.keys.auth },
			{ p256dh: point.subarray(0, 33).toString('base64url'), auth: device.subscription.keys.auth },
			{ p256dh: Buffer.alloc(65, 4).toString('base64url'), auth: device.subscription.keys.auth },
			{ p256dh: device.subscription.keys.p256dh, auth: Buffer.alloc(15, 1).toString('base64url') },
			{ p256dh: device.subscription.keys.p256dh, auth: Buffer.alloc(17, 1).toString('base64url') },
			{ p256dh: device.subscription.keys.p256dh, auth: `${device.subscription.keys.auth.slice(0, 21)}+` },
		]
		for (const keys of bad) {
			const answer = await apiSubscribe(craftsman.token, { ...device.subscription, keys })
			expect(answer.status, JSON.stringify(keys)).toBe(400)
			expect(answer.body.message).toBe('Las claves de la suscripción del navegador faltan o no son válidas')
		}
		expect(await prisma.pushSubscription.count({ where: { userId: craftsman.id } })).toBe(0)
		// padded base64url, as some browsers give it, is fine
		const padded = { ...device.subscription.keys, auth: `${device.subscription.keys.auth}==` }
		expect((await apiSubscribe(craftsman.token, { ...device.subscription, keys: padded })).status).toBe(201)
	})
})

test('a message push names the sender briefly and carries no text (M3)', async () => {
	const client = await createClientWithToken({ name: 'Javier' })
	await prisma.user.update({ where: { id: client.id }, data: { lastName: 'Martínez Soler' } })
	const craftsman = await createActiveCraftsman()
	const device = service.device()
	expect((await apiSubscribe(craftsman.token, device.subscription)).status).toBe(201)
	const conversation = await prisma.conversation.create({
		data: { participants: { create: [{ userId: client.id }, { userId: craftsman.id }] } },
	})
	const text = 'Llámame al 612 345 678, estoy en Calle Mayor 5, 3ºB'
	const message = await prisma.message.create({ data: { conversationId: conversation.id, senderId: client.id, text } })
	await emailNewMessageIfOffline({ receiverId: craftsman.id, conversationId: conversation.id, messageId: message.id })
	await runQueuedJobs()
	const [push] = service.to(device.subscription.endpoint)
	const payload = device.decrypt(push!.body) as { title: string; body: string; url: string }
	expect(payload).toEqual({
		title: 'Nuevo mensaje de Javier M.',
		body: 'Ábrelo en Reformas para leerlo',
		url: `/tablero/oficial/mensajes/${conversation.id}`,
	})
	for (const secret of ['612', 'Mayor', 'Martínez', 'Soler']) expect(JSON.stringify(payload)).not.toContain(secret)
})
