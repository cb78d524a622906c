import { type Role } from '#app/generated/prisma/enums.ts'
import { paths } from '#app/lib/paths.ts'
import { unreadNotificationInsert } from './notify.server.ts'

/**
 * Tells the receiver of a message about it, linking to the conversation, as SQL for the message's
 * own statement (storeMessage). One unread notification per conversation is enough: a burst of
 * messages does not bury the other notifications. Placeholders from `$(offset + 1)`.
 */
export function messageNotificationInsert(
	{
		receiver,
		senderName,
		conversationId,
	}: { receiver: { id: string; role: Role }; senderName: string; conversationId: string },
	offset: number,
) {
	return unreadNotificationInsert(
		receiver.id,
		{ text: `Nuevo mensaje de ${senderName}`, link: paths.conversation(receiver.role, conversationId) },
		offset,
	)
}
