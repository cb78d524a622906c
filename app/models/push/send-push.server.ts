// The `push` job: one encrypted push to one device. The library encrypts the payload (aes128gcm,
// RFC 8291) and signs the request (VAPID); a 404 or 410 means the browser dropped the
// subscription, so the row goes; any other failure (a 5xx, a 429, a timeout) throws, and the
// queue retries.
import webpush from 'web-push'
import { prisma } from '#app/lib/db.server.ts'
import { getEnv } from '#app/lib/env.server.ts'
import { enqueue } from '#app/queue/queue.server.ts'
import { isAllowedPushEndpoint } from './endpoint-hosts.server.ts'
import { PUSH_KIND_POLICY, type PushJob } from './push-kinds.ts'
import { pushAllowedAt } from './quiet-hours.ts'
import { LIVE_SIGN_IN } from './subscriptions.server.ts'
import { getVapidKeys } from './vapid.server.ts'

export type PushOutcome = 'sent' | 'gone' | 'opted-out' | 'held' | 'refused' | 'expired'

const SEND_TIMEOUT_MS = 10_000

export async function sendPush(job: PushJob, now = new Date()): Promise<PushOutcome> {
	const device = await prisma.pushSubscription.findUnique({
		where: { id: job.subscriptionId },
		select: {
			endpoint: true,
			p256dh: true,
			auth: true,
			user: { select: { pushOptOut: true, quietStartMinute: true, quietEndMinute: true, blockedAt: true } },
		},
	})
	if (!device || device.user.blockedAt) return 'gone'
	// the device's sign-in may have ended since the job was queued (signed out, token revoked)
	const [live] = await prisma.$queryRaw<Array<{ live: boolean }>>`
		SELECT ${LIVE_SIGN_IN} AS "live" FROM "PushSubscription" s WHERE s."id" = ${job.subscriptionId}`
	if (!live?.live) {
		await prisma.pushSubscription.deleteMany({ where: { id: job.subscriptionId } })
		return 'gone'
	}
	// preferences may have changed since the job was queued
	if (device.user.pushOptOut.includes(job.kind)) return 'opted-out'
	const at = pushAllowedAt(now, { start: device.user.quietStartMinute, end: device.user.quietEndMinute })
	if (at > now) {
		await enqueue(prisma, 'push', job, { startAfter: at })
		return 'held'
	}
	// the operator's list may have shrunk since the device subscribed: never post to a foreign host
	if (!isAllowedPushEndpoint(device.endpoint)) return 'refused'
	const { publicKey, privateKey } = getVapidKeys()
	const policy = PUSH_KIND_POLICY[job.kind]
	// the library encrypts and signs; the request itself is ours: web-push only speaks https, and a
	// redirect must never lead the server to another address
	const request = webpush.generateRequestDetails(
		{ endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
		JSON.stringify({ title: job.title, body: job.body, url: job.url }),
		{
			vapidDetails: { subject: getEnv().VAPID_SUBJECT, publicKey, privateKey },
			TTL: policy.ttlSeconds,
			urgency: policy.urgency,
			contentEncoding: 'aes128gcm',
		},
	)
	const response = await fetch(request.endpoint, {
		method: request.method,
		headers: request.headers as Record<string, string>,
		body: new Uint8Array(request.body),
		redirect: 'manual',
		signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
	})
	await response.body?.cancel()
	if (response.status === 404 || response.status === 410) {
		await prisma.pushSubscription.deleteMany({ where: { id: job.subscriptionId } })
		return 'expired'
	}
	if (response.status < 200 || response.status > 299)
		throw new Error(`El servicio de avisos respondió ${response.status}`)
	return 'sent'
}
