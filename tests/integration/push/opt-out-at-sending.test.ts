// A push queued before its user turned that kind off must not reach the phone: the `push` job
// reads the preferences again when it runs (send-push.server.ts), not only when it was queued.
import { afterAll, beforeAll, expect, test, vi } from 'vitest'
import { prisma } from '#app/lib/db.server.ts'
import { notify } from '#app/models/notifications/notify.server.ts'
import { savePushPreferences } from '#app/models/push/subscriptions.server.ts'
import { QUEUE_SCHEMA } from '#app/queue/queue.server.ts'
import { action } from '#app/routes/api/push/subscriptions.ts'
import { createActiveCraftsman } from '#tests/factories/conversations.ts'
import { type FakePushService, startFakePushService } from '#tests/helpers/fake-push-service.ts'
import { runQueuedJobs } from '#tests/helpers/queue.ts'
import { call, jsonRequest } from '#tests/helpers/requests.ts'

const PUSH_PORT = 26127
await vi.hoisted(async () => {
	const webpush = (await import('web-push')).default
	const pair = webpush.generateVAPIDKeys()
	process.env.VAPID_PUBLIC_KEY = pair.publicKey
	process.env.VAPID_PRIVATE_KEY = pair.privateKey
	process.env.PUSH_ENDPOINT_HOSTS = '127.0.0.1:26127'
})

let service: FakePushService
beforeAll(async () => {
	service = await startFakePushService(PUSH_PORT)
})
afterAll(() => service.close())

async function outcomesOf(userId: string) {
	const rows = await prisma.$queryRawUnsafe<Array<{ kind: string; outcome: string }>>(
		`SELECT data->>'kind' AS kind, output->>'outcome' AS outcome FROM ${QUEUE_SCHEMA}.job
		 WHERE name = 'push' AND data->>'subscriptionId' IN (SELECT id FROM "PushSubscription" WHERE "userId" = $1)
		 ORDER BY data->>'kind'`,
		userId,
	)
	return rows
}

test('a kind turned off after its push was queued is not sent; another kind still is', async () => {
	const user = await createActiveCraftsman()
	const device = service.device()
	const subscribed = (await call(
		action,
		jsonRequest('/api/push/subscriptions', 'POST', device.subscription, { token: user.token }),
	)) as Response
	expect(subscribed.status).toBe(201)

	// both queued while every kind is on
	await notify(user.id, { text: 'Oferta aceptada' }, { push: { kind: 'offer', title: 'Oferta aceptada' } })
	await notify(user.id, { text: 'Pago confirmado' }, { push: { kind: 'payment', title: 'Pago confirmado' } })
	// then, before any worker runs, «Ofertas aceptadas» is switched off on «Avisos»
	const { familyId } = await prisma.apiToken.findFirstOrThrow({ where: { userId: user.id } })
	await savePushPreferences(
		{ userId: user.id, tokenFamilyId: familyId },
		{ optOut: ['offer'], quietStart: null, quietEnd: null },
	)
	await runQueuedJobs()

	expect(await outcomesOf(user.id)).toEqual([
		{ kind: 'offer', outcome: 'opted-out' },
		{ kind: 'payment', outcome: 'sent' },
	])
	const titles = service
		.to(device.subscription.endpoint)
		.map((push) => (device.decrypt(push.body) as { title: string }).title)
	expect(titles).toEqual(['Pago confirmado'])
})
