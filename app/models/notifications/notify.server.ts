import { createId } from '@paralleldrive/cuid2'
import { prisma } from '#app/lib/db.server.ts'
import { publishToUser } from '#app/realtime/publish.server.ts'

/**
 * The one way to tell a user something happened: a stored notification (read later in the
 * dropdown), then pushed to the user's open pages once the row is committed, so their lists
 * reload ('notification', and the legacy 'getOffer').
 */
export async function notify(userId: string, notification: { text: string; link?: string }) {
	const stored = await prisma.notification.create({
		data: { userId, text: notification.text, link: notification.link ?? null },
		select: { id: true },
	})
	pushNotification({ id: stored.id, userId, text: notification.text, link: notification.link ?? null })
	return stored
}

/** Pushes a notification row to its user's open pages; call it once the row is committed. */
export function pushNotification(row: { id: string; userId: string; text: string; link: string | null }) {
	const payload = { _id: row.id, text: row.text, link: row.link }
	publishToUser(row.userId, 'notification', payload)
	publishToUser(row.userId, 'getOffer', payload)
}

/**
 * `notify`, unless the user still has an unread notification pointing at `link`: one conditional
 * INSERT (a chat message asks this on every message, issue 18). The new row, or null.
 */
export async function notifyUnlessUnread(userId: string, notification: { text: string; link: string }) {
	const [stored] = await prisma.$queryRaw<Array<{ id: string }>>`
		INSERT INTO "Notification" ("id", "userId", "text", "link", "createdAt")
		SELECT ${createId()}, ${userId}, ${notification.text}, ${notification.link}, ${new Date()}::timestamp(3)
		WHERE NOT EXISTS (
			SELECT 1 FROM "Notification"
			WHERE "userId" = ${userId} AND "link" = ${notification.link} AND "readAt" IS NULL
		)
		RETURNING "id"`
	if (!stored) return null
	pushNotification({ id: stored.id, userId, text: notification.text, link: notification.link })
	return stored
}
