import { newRowId } from '#app/lib/ids.server.ts'
import { prisma } from '#app/lib/db.server.ts'
import { clip, type PushKind } from '#app/models/push/push-kinds.ts'
import { queuePushes } from '#app/models/push/queue-push.server.ts'
import { publishToUser } from '#app/realtime/publish.server.ts'

/**
 * Tells a user something happened: a stored notification (read later in the dropdown), then
 * pushed to the user's open pages once the row is committed, so their lists reload
 * ('notification', and the legacy 'getOffer'). A caller that stores the row in its own
 * transaction or statement pushes it with `pushNotification` after the commit; ESLint refuses any
 * other push of these events.
 */
export async function notify(
	userId: string,
	notification: { text: string; link?: string },
	/** also a phone push of this kind (queued with the row: both or neither) */
	options: { push?: { kind: PushKind; title: string } } = {},
) {
	const data = { userId, text: notification.text, link: notification.link ?? null }
	const { push } = options
	const stored = push
		? await prisma.$transaction(async (tx) => {
				const row = await tx.notification.create({ data, select: { id: true } })
				const message = { title: push.title, body: clip(notification.text, 200), url: notification.link ?? '/tablero' }
				await queuePushes(tx, push.kind, [{ userId, message }])
				return row
			})
		: await prisma.notification.create({ data, select: { id: true } })
	pushNotification({ id: stored.id, userId, text: notification.text, link: notification.link ?? null })
	return stored
}

/** A stored notification, as `pushNotification` sends it (and a statement returns it). */
export type NotificationRow = { id: string; userId: string; text: string; link: string | null }

/** Pushes a notification row to its user's open pages; call it once the row is committed. */
export function pushNotification(row: NotificationRow) {
	const payload = { _id: row.id, text: row.text, link: row.link }
	publishToUser(row.userId, 'notification', payload)
	publishToUser(row.userId, 'getOffer', payload)
}

/**
 * `notify`'s row, unless the user still has an unread notification pointing at `link`: one
 * conditional INSERT, as SQL for the caller's own statement (a chat message's, stored
 * with the message, so nothing is left to write after the push). Placeholders from `$(offset + 1)`;
 * it returns the new row, or none. Push what it returns once the statement has committed.
 */
export function unreadNotificationInsert(userId: string, notification: { text: string; link: string }, offset: number) {
	const $ = (index: number) => `$${offset + index}`
	return {
		text: `INSERT INTO "Notification" ("id", "userId", "text", "link", "createdAt")
			SELECT ${$(1)}, ${$(2)}, ${$(3)}, ${$(4)}, ${$(5)}::timestamp(3)
			WHERE NOT EXISTS (
				SELECT 1 FROM "Notification" WHERE "userId" = ${$(2)} AND "link" = ${$(4)} AND "readAt" IS NULL
			)
			RETURNING "id", "userId", "text", "link"`,
		values: [newRowId(), userId, notification.text, notification.link, new Date()],
	}
}
