// Writing in conversations, from the pages and the /api alike. A message is stored (and seen by
// its sender, its emails queued) in one short transaction before anything is pushed; the push and
// the notification follow the commit (afterMessageStored). Issue 13: the reads that decide whether
// the sender may write come first and change nothing, and a client key makes a retry harmless.
import { offeredToWhere } from '#app/models/jobs/direct-request.server.ts'
import { type Role } from '#app/generated/prisma/enums.ts'
import { prisma } from '#app/lib/db.server.ts'
import { AppError } from '#app/lib/app-error.ts'
import { assertCraftsmanGate } from '#app/models/craftsmen/craftsman-gate.server.ts'
import { notifyNewMessage } from '#app/models/notifications/message-notification.server.ts'
import { publishToUser } from '#app/realtime/publish.server.ts'
import { displayName } from '#app/models/users/display-name.ts'
import { type StoredMessage, findByClientKey, storeMessage } from './conversations.server.ts'

export const NOT_FOUND_MESSAGE = 'Conversación no encontrada'
export const RECEIVER_NOT_FOUND = 'Destinatario no encontrado'
export const ONLY_CLIENTS_RECEIVE = 'Solo puedes iniciar conversaciones con clientes'
export const CLIENT_KEY_REUSED = 'Esa clave (clientKey) ya se usó para otro mensaje'

export type SentMessage = {
	conversationId: string
	created: boolean
	message: StoredMessage
	senderId: string
	receiverIds: string[]
	/** true when `clientKey` named a message already stored: nothing new was stored or pushed */
	duplicate: boolean
}

type Sender = { id: string; role: Role }
type Person = { id: string; name: string; lastName: string; role: Role; craftsman: { companyName: string } | null }
const personSelect = {
	id: true,
	name: true,
	lastName: true,
	role: true,
	craftsman: { select: { companyName: true } },
} as const

/**
 * Adds a message to a conversation of the sender's. A craftsman must pass the gate on every
 * message, not only the first (issue 6: messages are a paid feature, enforced on the server), so
 * one whose plan ended cannot go on writing; clients always may answer.
 */
export async function replyInConversation({
	sender,
	conversationId,
	text,
	clientKey,
}: {
	sender: Sender
	conversationId: string
	text: string
	clientKey?: string | null
}): Promise<SentMessage> {
	// one read: whether the sender takes part, who receives, and the names for the notification
	const participants = await prisma.conversationParticipant.findMany({
		where: { conversationId },
		select: { user: { select: personSelect } },
	})
	const me = participants.find((p) => p.user.id === sender.id)
	if (!me) throw new AppError('not_found', NOT_FOUND_MESSAGE)
	const retried = clientKey ? await retriedSend(sender.id, clientKey, conversationId) : null
	if (retried) return retried
	if (sender.role === 'oficial') await assertCraftsmanGate(sender, 'message')
	const receivers = participants.map((p) => p.user).filter((user) => user.id !== sender.id)
	return send({ sender: me.user, receivers, text, clientKey, conversationId })
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
	clientKey,
}: {
	sender: Sender
	receiverId: string
	text: string
	jobId?: string | null
	clientKey?: string | null
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
	if (existing) return replyInConversation({ sender, conversationId: existing.id, text, clientKey })
	const retried = clientKey ? await retriedSend(sender.id, clientKey) : null
	if (retried) return retried
	await assertCraftsmanGate(sender, 'message')
	const [me, receiver] = await Promise.all([
		prisma.user.findUnique({ where: { id: sender.id }, select: personSelect }),
		prisma.user.findFirst({ where: { id: receiverId, blockedAt: null }, select: personSelect }),
	])
	if (!me || !receiver) throw new AppError('not_found', RECEIVER_NOT_FOUND)
	if (receiver.role !== 'cliente') throw new AppError('forbidden', ONLY_CLIENTS_RECEIVE)
	if (jobId && !(await prisma.job.count({ where: { id: jobId, ownerId: receiverId, ...offeredToWhere(me.id) } }))) {
		throw new AppError('not_found', 'Trabajo no encontrado')
	}
	return send({ sender: me, receivers: [receiver], text, clientKey, start: { receiverId, jobId: jobId ?? null } })
}

/** A retry of a send already stored answers with that message; a key reused elsewhere is refused. */
async function retriedSend(senderId: string, clientKey: string, conversationId?: string): Promise<SentMessage | null> {
	const stored = await findByClientKey(senderId, clientKey)
	if (!stored) return null
	if (conversationId && stored.conversationId !== conversationId) {
		throw new AppError('conflict', CLIENT_KEY_REUSED, { field: 'clientKey' })
	}
	return { ...stored, created: false, senderId, receiverIds: [], duplicate: true }
}

async function send({
	sender,
	receivers,
	text,
	clientKey,
	conversationId,
	start,
}: {
	sender: Person
	receivers: Person[]
	text: string
	clientKey?: string | null
	conversationId?: string
	start?: { receiverId: string; jobId: string | null }
}): Promise<SentMessage> {
	const receiverIds = receivers.map((r) => r.id)
	const stored = await storeMessage({ senderId: sender.id, text, clientKey, receiverIds, conversationId, start })
	const sent = { ...stored, senderId: sender.id, receiverIds: stored.duplicate ? [] : receiverIds }
	if (!stored.duplicate) await afterMessageStored(sent, { senderName: displayName(sender), receivers })
	return sent
}

/**
 * Everything that follows a stored message, in one place: the receivers' open pages get
 * `getMessage` at once, and a notification (one unread per conversation). The email to an offline
 * receiver is already queued in the message's transaction (message-email.server.ts).
 */
export async function afterMessageStored(
	sent: Omit<SentMessage, 'created' | 'duplicate'>,
	{ senderName, receivers }: { senderName: string; receivers: Array<{ id: string; role: Role }> },
) {
	for (const receiver of receivers) {
		publishToUser(receiver.id, 'getMessage', {
			convId: sent.conversationId,
			message: {
				_id: sent.message.id,
				text: sent.message.text,
				sender: sent.senderId,
				seenBy: [sent.senderId],
				createdAt: sent.message.createdAt.toISOString(),
			},
			receiver: receiver.id,
		})
	}
	await Promise.all(
		receivers.map((receiver) =>
			notifyNewMessage({
				receiverId: receiver.id,
				receiverRole: receiver.role,
				senderName,
				conversationId: sent.conversationId,
			}),
		),
	)
}
