// notify() stores a notification; this also pushes it to the user's open pages right after the
// row is committed, so their dropdown and page reload. Kept apart so notify's callers are unchanged.
import { prisma } from '#app/lib/db.server.ts'
import { publishToUser } from '#app/realtime/publish.server.ts'
import { notify } from './notify.server.ts'

/** Pushes an already-stored notification to its user ('notification', and the legacy 'getOffer'). */
export function pushNotification(userId: string, notification: { id: string; text: string; link?: string | null }) {
	const payload = { _id: notification.id, text: notification.text, link: notification.link ?? null }
	publishToUser(userId, 'notification', payload)
	publishToUser(userId, 'getOffer', payload)
}

/** notify() followed by the push. */
export async function notifyAndPush(userId: string, notification: { text: string; link?: string }) {
	const { id } = await notify(userId, notification)
	pushNotification(userId, { id, ...notification })
	return { id }
}

/** Whether the user still has an unread notification pointing at `link`. */
export async function hasUnreadNotificationFor(userId: string, link: string) {
	return (await prisma.notification.count({ where: { userId, link, readAt: null } })) > 0
}
