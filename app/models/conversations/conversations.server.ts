import { prisma } from '#app/lib/db.server.ts'
import { enqueueMessageEmails } from '#app/models/notifications/message-email.server.ts'

/**
 * Sends `text` from `senderId` to `receiverId`, in their conversation about `jobId` (created the
 * first time). The message is stored, and seen by its sender, before anything is pushed.
 * Callers check who may write first (craftsman gate, participants).
 */
export async function sendMessageTo({
	senderId,
	receiverId,
	jobId,
	text,
}: {
	senderId: string
	receiverId: string
	jobId: string | null
	text: string
}) {
	return prisma.$transaction(async (tx) => {
		const existing = await tx.conversation.findFirst({
			where: {
				jobId,
				AND: [{ participants: { some: { userId: senderId } } }, { participants: { some: { userId: receiverId } } }],
			},
			select: { id: true },
		})
		const conversation =
			existing ??
			(await tx.conversation.create({
				data: { jobId, participants: { create: [{ userId: senderId }, { userId: receiverId }] } },
				select: { id: true },
			}))
		const message = await tx.message.create({
			data: { conversationId: conversation.id, senderId, text, seenBy: { create: { userId: senderId } } },
			select: { id: true, text: true, createdAt: true },
		})
		await tx.conversation.update({ where: { id: conversation.id }, data: { updatedAt: new Date() } })
		await enqueueMessageEmails(tx, {
			conversationId: conversation.id,
			messageId: message.id,
			receiverIds: [receiverId],
		})
		return { conversationId: conversation.id, created: !existing, message }
	})
}
