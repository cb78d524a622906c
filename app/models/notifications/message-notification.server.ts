import { prisma } from '#app/lib/db.server.ts'
import { conversationLink } from '#app/models/conversations/conversation-queries.server.ts'
import { hasUnreadNotificationFor, notify } from './notify.server.ts'

/**
 * Tells the receiver of a message about it, linking to the conversation. One unread notification
 * per conversation is enough: a burst of messages does not bury the other notifications.
 */
export async function notifyNewMessage({
	receiverId,
	senderName,
	conversationId,
}: {
	receiverId: string
	senderName: string
	conversationId: string
}) {
	const receiver = await prisma.user.findUnique({ where: { id: receiverId }, select: { role: true } })
	if (!receiver) return null
	const link = conversationLink(receiver.role, conversationId)
	if (await hasUnreadNotificationFor(receiverId, link)) return null
	return notify(receiverId, { text: `Nuevo mensaje de ${senderName}`, link })
}
