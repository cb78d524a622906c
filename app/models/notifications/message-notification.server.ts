import { type Role } from '#app/generated/prisma/enums.ts'
import { prisma } from '#app/lib/db.server.ts'
import { paths } from '#app/lib/paths.ts'
import { notifyUnlessUnread } from './notify.server.ts'

/**
 * Tells the receiver of a message about it, linking to the conversation. One unread notification
 * per conversation is enough: a burst of messages does not bury the other notifications.
 */
export async function notifyNewMessage({
	receiverId,
	receiverRole,
	senderName,
	conversationId,
}: {
	receiverId: string
	/** known to the caller (the message's participants), so it is not read again */
	receiverRole?: Role
	senderName: string
	conversationId: string
}) {
	const role =
		receiverRole ?? (await prisma.user.findUnique({ where: { id: receiverId }, select: { role: true } }))?.role
	if (!role) return null
	return notifyUnlessUnread(receiverId, {
		text: `Nuevo mensaje de ${senderName}`,
		link: paths.conversation(role, conversationId),
	})
}
