// Reading and marking one's notifications; every query is scoped by the owner.
import { prisma } from '#app/lib/db.server.ts'

export const NOTIFICATION_PAGE_SIZE = 10

export async function listNotifications(
	userId: string,
	{ page, pageSize = NOTIFICATION_PAGE_SIZE }: { page: number; pageSize?: number },
) {
	const [items, total, unread] = await prisma.$transaction([
		prisma.notification.findMany({
			where: { userId },
			orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
			skip: (page - 1) * pageSize,
			take: pageSize,
			select: { id: true, text: true, link: true, readAt: true, createdAt: true },
		}),
		prisma.notification.count({ where: { userId } }),
		prisma.notification.count({ where: { userId, readAt: null } }),
	])
	return { items, total, unread, totalPages: Math.ceil(total / pageSize) }
}

export function countUnreadNotifications(userId: string) {
	return prisma.notification.count({ where: { userId, readAt: null } })
}

/** Marks one of the user's notifications read, or all of them when `id` is empty; the count changed. */
export async function markNotificationsRead(userId: string, id?: string | null) {
	const { count } = await prisma.notification.updateMany({
		where: { userId, readAt: null, ...(id ? { id } : {}) },
		data: { readAt: new Date() },
	})
	return count
}

/** The user's own notification (or null), marked read: opening it is reading it. */
export async function openNotification(userId: string, id: string) {
	const notification = await prisma.notification.findFirst({
		where: { id, userId },
		select: { id: true, link: true, readAt: true },
	})
	if (notification && !notification.readAt) await markNotificationsRead(userId, id)
	return notification
}

export async function ownsNotification(userId: string, id: string) {
	return (await prisma.notification.count({ where: { id, userId } })) > 0
}

/** Opening what a notification points at (a conversation) reads it too. */
export async function markNotificationsReadByLink(userId: string, link: string) {
	const { count } = await prisma.notification.updateMany({
		where: { userId, link, readAt: null },
		data: { readAt: new Date() },
	})
	return count
}
