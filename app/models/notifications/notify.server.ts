import { prisma } from '#app/lib/db.server.ts'

/**
 * The one way to tell a user something happened: a stored notification (read later in the
 * dropdown). Realtime push and email are added here, so callers never change.
 */
export async function notify(userId: string, notification: { text: string; link?: string }) {
	return prisma.notification.create({ data: { userId, text: notification.text, link: notification.link ?? null }, select: { id: true } })
}
