// Writing in conversations, from the pages and the /api alike. A message is stored (and seen by
// its sender) before anything is pushed; pushes and notifications follow the commit.
import { type Role } from '#app/generated/prisma/enums.ts'
import { AppError } from '#app/lib/app-error.ts'
import { prisma } from '#app/lib/db.server.ts'
import { assertCraftsmanGate } from '#app/models/craftsmen/craftsman-gate.server.ts'
import { enqueueMessageEmails } from '#app/models/notifications/message-email.server.ts'
import { notifyNewMessage } from '#app/models/notifications/message-notification.server.ts'
import { publishToUser } from '#app/realtime/publish.server.ts'
import { displayName } from './conversation-queries.server.ts'
import { sendMessageTo } from './conversations.server.ts'

export const NOT_FOUND_MESSAGE = 'Conversación no encontrada'
export const RECEIVER_NOT_FOUND = 'Destinatario no encontrado'
export const ONLY_CLIENTS_RECEIVE = 'Solo puedes iniciar conversaciones con clientes'

type StoredMessage = { id: string; text: string; createdAt: Date }
export type SentMessage = {
	conversationId: string
	created: boolean
	message: StoredMessage
	senderId: string
	receiverIds: string[]
}

/**
 * Adds a message to a conversation of the sender's. A craftsman must pass the gate on every
 * message, not only the first (issue 6: messages are a paid feature, enforced on the server), so
 * one whose plan ended cannot go on writing; clients always may answer.
 */
export async function replyInConversation({
	sender,
	conversationId,
	text,
}: {
	sender: { id: string; role: Role }
	conversationId: string
	text: string
}): Promise<SentMessage> {
	const isParticipant = await prisma.conversationParticipant.count({ where: { conversationId, userId: sender.id } })
	if (!isParticipant) throw new AppError('not_found', NOT_FOUND_MESSAGE)
	if (sender.role === 'oficial') {
		await assertCraftsmanGate(sender, 'message')
	}
	const stored = await prisma.$transaction(async (tx) => {
		const conversation = await tx.conversation.findFirst({
			where: { id: conversationId, participants: { some: { userId: sender.id } } },
			select: { id: true, participants: { select: { userId: true } } },
		})
		if (!conversation) return null
		const message = await tx.message.create({
			data: { conversationId, senderId: sender.id, text, seenBy: { create: { userId: sender.id } } },
			select: { id: true, text: true, createdAt: true },
		})
		await tx.conversation.update({ where: { id: conversationId }, data: { updatedAt: new Date() } })
		const receiverIds = conversation.participants.map((p) => p.userId).filter((id) => id !== sender.id)
		await enqueueMessageEmails(tx, { conversationId, messageId: message.id, receiverIds })
		return { message, receiverIds }
	})
	if (!stored) throw new AppError('not_found', NOT_FOUND_MESSAGE)
	const sent = { conversationId, created: false, senderId: sender.id, ...stored }
	await deliverMessage(sent)
	return sent
}

/**
 * POST /api/conversations: continues the conversation between sender and receiver (about `jobId`
 * when given, else the latest one), or starts one. Only a craftsman who passes the gate may
 * start a conversation, and only with a client (spec 000 §6); once it exists the client may
 * always write, the craftsman while they pass the gate.
 */
export async function startOrContinueConversation({
	sender,
	receiverId,
	text,
	jobId,
}: {
	sender: { id: string; role: Role }
	receiverId: string
	text: string
	jobId?: string | null
}): Promise<SentMessage> {
	if (receiverId === sender.id) throw new AppError('bad_request', RECEIVER_NOT_FOUND)
	const existing = await prisma.conversation.findFirst({
		where: {
			...(jobId ? { jobId } : {}),
			AND: [{ participants: { some: { userId: sender.id } } }, { participants: { some: { userId: receiverId } } }],
		},
		orderBy: { updatedAt: 'desc' },
		select: { id: true },
	})
	if (existing) return replyInConversation({ sender, conversationId: existing.id, text })
	await assertCraftsmanGate(sender, 'message')
	const receiver = await prisma.user.findFirst({ where: { id: receiverId, blockedAt: null }, select: { role: true } })
	if (!receiver) throw new AppError('not_found', RECEIVER_NOT_FOUND)
	if (receiver.role !== 'cliente') throw new AppError('forbidden', ONLY_CLIENTS_RECEIVE)
	if (jobId && !(await prisma.job.count({ where: { id: jobId, ownerId: receiverId } }))) {
		throw new AppError('not_found', 'Trabajo no encontrado')
	}
	const result = await sendMessageTo({ senderId: sender.id, receiverId, jobId: jobId ?? null, text })
	const sent = {
		conversationId: result.conversationId,
		created: result.created,
		message: result.message,
		senderId: sender.id,
		receiverIds: [receiverId],
	}
	await deliverMessage(sent)
	return sent
}

/**
 * After the commit: the receivers' open pages get `getMessage` and a notification, and a receiver
 * with no connected socket an email (queued with the message; see message-email.server.ts). Callers of
 * sendMessageTo (the job page) call this too, so their messages reach the receiver live.
 */
export async function deliverMessage(sent: Omit<SentMessage, 'created'>) {
	const sender = await prisma.user.findUnique({
		where: { id: sent.senderId },
		select: { id: true, name: true, lastName: true, role: true, craftsman: { select: { companyName: true } } },
	})
	const senderName = sender ? displayName(sender) : 'un usuario'
	for (const receiverId of sent.receiverIds) {
		publishToUser(receiverId, 'getMessage', {
			convId: sent.conversationId,
			message: {
				_id: sent.message.id,
				text: sent.message.text,
				sender: sent.senderId,
				seenBy: [sent.senderId],
				createdAt: sent.message.createdAt.toISOString(),
			},
			receiver: receiverId,
		})
		await notifyNewMessage({ receiverId, senderName, conversationId: sent.conversationId })
	}
}
