import { dashboardPath } from '#app/models/auth/roles.ts'
import { listNotifications } from './notifications.server.ts'
import { formatRelativeTime } from './relative-time.ts'

/** One page of the viewer's notifications, ready to show (times relative to now, in Spanish). */
export async function loadNotificationPage(userId: string, role: string, page: number) {
	const list = await listNotifications(userId, { page })
	const now = new Date()
	const base = `${dashboardPath(role)}/notificaciones`
	return {
		base,
		page,
		totalPages: list.totalPages,
		unread: list.unread,
		items: list.items.map((n) => ({
			id: n.id,
			text: n.text,
			// opening goes through the page that marks it read, then on to its link
			href: n.link ? `${base}/${n.id}` : null,
			read: n.readAt !== null,
			ago: formatRelativeTime(n.createdAt, now),
			dateTime: n.createdAt.toISOString(),
		})),
	}
}

export type NotificationPage = Awaited<ReturnType<typeof loadNotificationPage>>
