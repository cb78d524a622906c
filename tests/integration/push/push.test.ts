// Phone pushes end to end against a stand-in push service: what each kind's request carries (URL,
// VAPID Authorization, aes128gcm body the device can decrypt, TTL, Urgency), the endpoint host
// allow-list, a 410 removing the device, and quiet hours holding a push until they end.
import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest'
import { prisma } from '#app/lib/db.server.ts'
import { deliverJobAlerts } from '#app/models/job-alerts/match.server.ts'
import { notify } from '#app/models/notifications/notify.server.ts'
import { queuePushes } from '#app/models/push/queue-push.server.ts'
import { savePushSubscription } from '#app/models/push/subscriptions.server.ts'
import { QUEUE_SCHEMA } from '#app/queue/queue.server.ts'
import { action, loader } from '#app/routes/api/push/subscriptions.ts'
import { createActiveCraftsman } from '#tests/factories/conversations.ts'
import { createJob, placeId } from '#tests/factories/jobs.ts'
import { makeDelayedJobsDue, runQueuedJobs } from '#tests/helpers/queue.ts'
import { call, jsonRequest, responseJson } from '#tests/helpers/requests.ts'
import { type FakePushService, startFakePushService } from '#tests/helpers/fake-push-service.ts'

const PUSH_PORT = 26117
const keys = await vi.hoisted(async () => {
	const webpush = (await import('web-push')).default
	const pair = webpush.generateVAPIDKeys()
	process.env.VAPID_PUBLIC_KEY = pair.publicKey
	process.env.VAPID_PRIVATE_KEY = pair.privateKey
	process.env.VAPID_SUBJECT = 'mailto:avisos@reformas.example'
	// the stand-in push service is the only push host this server may post to
	process.env.PUSH_ENDPOINT_HOSTS = '127.0.0.1:26117'
	return pair
})

let service: FakePushService
beforeAll(async () => {
	service = await startFakePushService(PUSH_PORT)
})
afterAll(() => service.close())
beforeEach(() => {
	service.received.length = 0
})

const subscribe = (token: string, body: unknown) =>
	call(action, jsonRequest('/api/push/subscriptions', 'POST', body, { token })).then(responseJson)

/** A craftsman with one fake phone subscribed through the API. */
async function craftsmanWithPhone() {
	const user = await createActiveCraftsman()
	const device = service.device()
	expect((await subscribe(user.token, device.subscription)).status).toBe(201)
	return { user, device }
}

/** The VAPID JWT's claims (the Authorization header is `vapid t=<jwt>, k=<public key>`). */
function vapidOf(header: string | undefined) {
	const match = /^vapid t=([^,]+), k=(.+)$/.exec(header ?? '')
	expect(match, header).not.toBeNull()
	const [, jwt, key] = match!
	const claims = JSON.parse(Buffer.from(jwt!.split('.')[1]!, 'base64url').toString('utf8'))
	return { key, claims }
}

function expectPush(
	push: { headers: Record<string, unknown>; body: Buffer } | undefined,
	device: { decrypt: (body: Buffer) => unknown },
	{ ttl, urgency }: { ttl: number; urgency: string },
) {
	expect(push).toBeDefined()
	expect(push!.headers['content-encoding']).toBe('aes128gcm')
	expect(push!.headers['ttl']).toBe(String(ttl))
	expect(push!.headers['urgency']).toBe(urgency)
	const { key, claims } = vapidOf(push!.headers['authorization'] as string)
	expect(key).toBe(keys.publicKey)
	expect(claims.aud).toBe(service.origin)
	expect(claims.sub).toBe('mailto:avisos@reformas.example')
	return device.decrypt(push!.body) as { title: string; body: string; url: string }
}

describe('subscriptions (/api/push/subscriptions)', () => {
	test('one row per device: the same endpoint again updates it; DELETE removes it', async () => {
		const { user, device } = await craftsmanWithPhone()
		const again = await subscribe(user.token, {
			...device.subscription,
			keys: { ...device.subscription.keys, auth: 'bmV3LWF1dGgtc2VjcmV0MQ' },
		})
		expect(again.status).toBe(200)
		const rows = await prisma.pushSubscription.findMany({ where: { userId: user.id } })
		expect(rows.map((row) => row.auth)).toEqual(['bmV3LWF1dGgtc2VjcmV0MQ'])

		const listed = await responseJson(
			await call(loader, jsonRequest('/api/push/subscriptions', 'GET', undefined, user)),
		)
		expect(listed.body.publicKey).toBe(keys.publicKey)
		expect(listed.body.data).toHaveLength(1)

		const removed = await call(
			action,
			jsonRequest('/api/push/subscriptions', 'DELETE', { endpoint: device.subscription.endpoint }, user),
		).then(responseJson)
		expect(removed.status).toBe(200)
		expect(await prisma.pushSubscription.count({ where: { userId: user.id } })).toBe(0)
	})

	test('a foreign push host, or plain http outside the list, is refused and nothing is stored', async () => {
		const user = await createActiveCraftsman()
		const device = service.device()
		for (const endpoint of [
			'http://127.0.0.1:9/push/x', // the list names the port
			'https://internal.example.com/push/x',
			'http://169.254.169.254/latest/meta-data',
			'https://user:pw@127.0.0.1:26117/push/x',
		]) {
			const answer = await subscribe(user.token, { ...device.subscription, endpoint })
			expect(answer.status, endpoint).toBe(400)
			expect(answer.body.message).toMatch(/servicio de avisos no está admitido|no es válida/)
		}
		expect(await prisma.pushSubscription.count({ where: { userId: user.id } })).toBe(0)
	})

	test('the known push services are the default list, https only', async () => {
		const { isAllowedPushEndpoint } = await import('#app/models/push/endpoint-hosts.server.ts')
		expect(isAllowedPushEndpoint('https://fcm.googleapis.com/fcm/send/abc', [])).toBe(true)
		expect(isAllowedPushEndpoint('https://updates.push.services.mozilla.com/wpush/v2/x', [])).toBe(true)
		expect(isAllowedPushEndpoint('https://web.push.apple.com/QGx', [])).toBe(true)
		expect(isAllowedPushEndpoint('http://fcm.googleapis.com/fcm/send/abc', [])).toBe(false)
		expect(isAllowedPushEndpoint('https://fcm.googleapis.com.evil.example/x', [])).toBe(false)
		expect(isAllowedPushEndpoint('https://127.0.0.1:26117/push/x', [])).toBe(false)
	})

	test('at most 10 devices per user', async () => {
		const user = await createActiveCraftsman()
		for (let i = 0; i < 10; i++) expect((await subscribe(user.token, service.device().subscription)).status).toBe(201)
		const eleventh = await subscribe(user.token, service.device().subscription)
		expect(eleventh.status).toBe(409)
		expect(eleventh.body.message).toContain('10 dispositivos')
		expect(await prisma.pushSubscription.count({ where: { userId: user.id } })).toBe(10)
	})

	test('without a token: 401', async () => {
		const answer = await call(action, jsonRequest('/api/push/subscriptions', 'POST', service.device().subscription))
		expect((answer as Response).status).toBe(401)
	})
})

describe('what each kind pushes', () => {
	test('a job matching the alert: a high-urgency push for a day, no client contact details', async () => {
		const { user, device } = await craftsmanWithPhone()
		const other = await craftsmanWithPhone() // an alert elsewhere: nothing for them
		await prisma.jobAlert.create({
			data: { userId: user.id, postalCodeId: await placeId('28001'), radiusKm: 30, categories: [], frequency: 'daily' },
		})
		await prisma.jobAlert.create({
			data: { userId: other.user.id, postalCodeId: await placeId('35001'), radiusKm: 30, categories: [] },
		})
		const job = await createJob({ postalCode: '28901', title: 'Cambiar el cuadro eléctrico' })
		await deliverJobAlerts(job.id)
		await runQueuedJobs()
		expect(service.to(other.device.subscription.endpoint)).toEqual([])
		const pushes = service.to(device.subscription.endpoint)
		expect(pushes).toHaveLength(1)
		const payload = expectPush(pushes[0], device, { ttl: 86_400, urgency: 'high' })
		expect(payload.url).toBe(`/newjob/${job.id}`)
		expect(payload.title).toContain('Nuevo trabajo')
		const owner = await prisma.job.findUniqueOrThrow({
			where: { id: job.id },
			select: { owner: true, contactEmail: true, contactPhone: true },
		})
		const text = JSON.stringify(payload)
		for (const secret of [owner.contactEmail, owner.contactPhone, owner.owner?.email, owner.owner?.phone].filter(
			Boolean,
		))
			expect(text).not.toContain(secret)
	})

	test('an accepted offer (normal, 3 days), a payment (normal, 3 days), a document (low, a week)', async () => {
		const { user, device } = await craftsmanWithPhone()
		await notify(
			user.id,
			{ text: 'Tu oferta para «Pintar» ha sido aceptada', link: '/tablero/oficial/pedidos' },
			{
				push: { kind: 'offer', title: 'Oferta aceptada' },
			},
		)
		await notify(
			user.id,
			{ text: 'Hemos recibido tu pago', link: '/tablero/oficial/gestiondesuscripcion' },
			{
				push: { kind: 'payment', title: 'Pago confirmado' },
			},
		)
		await notify(
			user.id,
			{ text: 'Tu seguro caduca en 7 días', link: '/tablero/oficial/editarperfil' },
			{
				push: { kind: 'document', title: 'Un documento va a caducar' },
			},
		)
		await runQueuedJobs()
		const payloads = service.to(device.subscription.endpoint).map((push) => {
			const title = (device.decrypt(push.body) as { title: string }).title
			const policy = {
				'Oferta aceptada': { ttl: 259_200, urgency: 'normal' },
				'Pago confirmado': { ttl: 259_200, urgency: 'normal' },
				'Un documento va a caducar': { ttl: 604_800, urgency: 'low' },
			}[title]!
			return expectPush(push, device, policy)
		})
		expect(payloads.map((payload) => payload.url).sort()).toEqual([
			'/tablero/oficial/editarperfil',
			'/tablero/oficial/gestiondesuscripcion',
			'/tablero/oficial/pedidos',
		])
	})

	test('a kind turned off sends nothing; the others still go', async () => {
		const { user, device } = await craftsmanWithPhone()
		await prisma.user.update({ where: { id: user.id }, data: { pushOptOut: ['payment'] } })
		await notify(user.id, { text: 'Hemos recibido tu pago' }, { push: { kind: 'payment', title: 'Pago confirmado' } })
		await notify(user.id, { text: 'Aceptada' }, { push: { kind: 'offer', title: 'Oferta aceptada' } })
		await runQueuedJobs()
		const titles = service
			.to(device.subscription.endpoint)
			.map((push) => (device.decrypt(push.body) as { title: string }).title)
		expect(titles).toEqual(['Oferta aceptada'])
	})
})

describe('push service answers', () => {
	test('a 410 removes the device; a 500 is retried and the device stays', async () => {
		const gone = await craftsmanWithPhone()
		const failing = await craftsmanWithPhone()
		service.answer(gone.device.subscription.endpoint, 410)
		service.answer(failing.device.subscription.endpoint, 500)
		for (const { user } of [gone, failing])
			await notify(user.id, { text: 'Aceptada' }, { push: { kind: 'offer', title: 'Oferta aceptada' } })
		await runQueuedJobs()
		expect(service.to(gone.device.subscription.endpoint)).toHaveLength(1)
		expect(await prisma.pushSubscription.count({ where: { userId: gone.user.id } })).toBe(0)
		expect(await prisma.pushSubscription.count({ where: { userId: failing.user.id } })).toBe(1)
		const [retry] = await prisma.$queryRawUnsafe<Array<{ state: string }>>(
			`SELECT state::text FROM ${QUEUE_SCHEMA}.job WHERE name = 'push' AND data->>'subscriptionId' = $1`,
			(await prisma.pushSubscription.findFirstOrThrow({ where: { userId: failing.user.id } })).id,
		)
		expect(retry?.state).toBe('retry')
		// the service recovers: the retry delivers
		service.answer(failing.device.subscription.endpoint, 201)
		await makeDelayedJobsDue()
		await runQueuedJobs()
		expect(service.to(failing.device.subscription.endpoint)).toHaveLength(2)
	})

	test('a device whose host left the operator list is never posted to', async () => {
		const user = await createActiveCraftsman()
		const { familyId: tokenFamilyId } = await prisma.apiToken.findFirstOrThrow({ where: { userId: user.id } })
		const row = await prisma.pushSubscription.create({
			data: { userId: user.id, tokenFamilyId, endpoint: 'https://internal.example.com/push/1', p256dh: 'x', auth: 'y' },
		})
		await notify(user.id, { text: 'Aceptada' }, { push: { kind: 'offer', title: 'Oferta aceptada' } })
		await runQueuedJobs()
		const [job] = await prisma.$queryRawUnsafe<Array<{ output: { outcome: string } }>>(
			`SELECT output FROM ${QUEUE_SCHEMA}.job WHERE name = 'push' AND data->>'subscriptionId' = $1`,
			row.id,
		)
		expect(job?.output.outcome).toBe('refused')
	})
})

describe('quiet hours', () => {
	test('a push due inside them waits for their end, then goes', async () => {
		const { user, device } = await craftsmanWithPhone()
		// 22:00–08:00 Madrid; 23:30 Madrid on a winter night is 22:30 UTC
		await prisma.user.update({ where: { id: user.id }, data: { quietStartMinute: 22 * 60, quietEndMinute: 8 * 60 } })
		const night = new Date('2026-12-10T22:30:00Z')
		await prisma.$transaction((tx) =>
			queuePushes(
				tx,
				'offer',
				[{ userId: user.id, message: { title: 'Oferta aceptada', body: 'x', url: '/tablero' } }],
				night,
			),
		)
		const [held] = await prisma.$queryRawUnsafe<Array<{ start_after: Date }>>(
			`SELECT start_after FROM ${QUEUE_SCHEMA}.job WHERE name = 'push' AND data->>'subscriptionId' IN (SELECT id FROM "PushSubscription" WHERE "userId" = $1)`,
			user.id,
		)
		expect(held!.start_after.toISOString()).toBe('2026-12-11T07:00:00.000Z') // 08:00 Madrid
		// it is not due yet: nothing reaches the phone
		await prisma.$executeRawUnsafe(
			`UPDATE ${QUEUE_SCHEMA}.job SET start_after = now() + interval '1 hour' WHERE name = 'push' AND state = 'created'`,
		)
		await runQueuedJobs()
		expect(service.to(device.subscription.endpoint)).toEqual([])
		// quiet hours over (turned off here): the held push goes
		await prisma.user.update({ where: { id: user.id }, data: { quietStartMinute: null, quietEndMinute: null } })
		await makeDelayedJobsDue()
		await runQueuedJobs()
		expect(service.to(device.subscription.endpoint)).toHaveLength(1)
	})

	test('a push that falls due while quiet hours were set since is held again by the worker', async () => {
		const { user, device } = await craftsmanWithPhone()
		await notify(user.id, { text: 'Aceptada' }, { push: { kind: 'offer', title: 'Oferta aceptada' } })
		// every minute of the day quiet: any moment is inside (start 00:00, end 23:59)
		await prisma.user.update({ where: { id: user.id }, data: { quietStartMinute: 0, quietEndMinute: 23 * 60 + 59 } })
		const { sendPush } = await import('#app/models/push/send-push.server.ts')
		const row = await prisma.pushSubscription.findFirstOrThrow({ where: { userId: user.id } })
		const outcome = await sendPush(
			{ subscriptionId: row.id, kind: 'offer', title: 'Oferta aceptada', body: 'x', url: '/tablero' },
			new Date('2026-12-10T11:00:00Z'),
		)
		expect(outcome).toBe('held')
		expect(service.to(device.subscription.endpoint)).toEqual([])
	})
})

const tokenActor = async (userId: string) => ({
	userId,
	tokenFamilyId: (await prisma.apiToken.findFirstOrThrow({ where: { userId } })).familyId,
})

test('savePushSubscription refuses what the schema would let through from a page form', async () => {
	const user = await createActiveCraftsman()
	await expect(
		savePushSubscription(await tokenActor(user.id), {
			endpoint: 'https://evil.example.com/x',
			expirationTime: null,
			keys: { p256dh: 'a', auth: 'b' },
		}),
	).rejects.toMatchObject({ code: 'bad_request', field: 'endpoint' })
})
