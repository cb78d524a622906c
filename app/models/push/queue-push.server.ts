// Queues the pushes a write causes, in the write's own transaction (one `push` job per device):
// a device whose user turned the kind off, or whose sign-in has ended, gets none, and quiet hours
// set the job's start.
import { enqueueManyAt, type Executor } from '#app/queue/queue.server.ts'
import { type PushKind, type PushMessage } from './push-kinds.ts'
import { pushAllowedAt } from './quiet-hours.ts'
import { LIVE_SIGN_IN } from './subscriptions.server.ts'

type Device = { id: string; userId: string; quietStartMinute: number | null; quietEndMinute: number | null }

/** One push per device of each user who wants `kind`; returns how many were queued. */
export async function queuePushes(
	tx: Executor,
	kind: PushKind,
	items: Array<{ userId: string; message: PushMessage }>,
	now = new Date(),
) {
	if (!items.length) return 0
	const messages = new Map(items.map((item) => [item.userId, item.message]))
	const devices = await tx.$queryRaw<Device[]>`
		SELECT s."id", s."userId", u."quietStartMinute", u."quietEndMinute"
		FROM "PushSubscription" s JOIN "User" u ON u."id" = s."userId"
		WHERE s."userId" = ANY(${[...messages.keys()]}::text[])
		  AND NOT (${kind} = ANY(u."pushOptOut")) AND u."blockedAt" IS NULL AND u."deletedAt" IS NULL
		  AND ${LIVE_SIGN_IN}`
	await enqueueManyAt(
		tx,
		'push',
		devices.map((device) => {
			const at = pushAllowedAt(now, { start: device.quietStartMinute, end: device.quietEndMinute })
			return {
				data: { subscriptionId: device.id, kind, ...messages.get(device.userId)! },
				startAfter: at > now ? at : undefined,
			}
		}),
	)
	return devices.length
}
