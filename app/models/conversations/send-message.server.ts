// Writing in conversations, from the pages and the /api alike. One read-only statement decides
// whether the sender may write (readSendContext), one statement stores the message (seen by its
// sender, its emails queued, its receivers notified), and only then is it pushed, with nothing
// left to write (afterMessageStored). a client key makes a retry harmless.
import { offeredToWhere } from '#app/models/job-rules/job-visibility.server.ts'
import { type Role } from '#app/generated/prisma/enums.ts'
import { prisma } from '#app/lib/db.server.ts'
import { AppError } from '#app/lib/app-error.ts'
import { enforceActionLimit } from '#app/lib/rate-limit.server.ts'
import { decideCraftsmanGate, gateError } from '#app/models/subscriptions/craftsman-gate.server.ts'
import { type NotificationRow, pushNotification } from '#app/models/notifications/notify.server.ts'
import { publishToUser } from '#app/realtime/publish.server.ts'
import { displayName } from '#app/models/users/display-name.ts'
import { type StoredMessage, storeMessage } from './conversations.server.ts'
import { type Person, type SendContext, readSendContext } from './send-context.server.ts'

export const NOT_FOUND_MESSAGE = 'Conversación no encontrada'
export const RECEIVER_NOT_FOUND = 'Destinatario no encontrado'
export const ONLY_CLIENTS_RECEIVE = 'Solo puedes iniciar conversaciones con clientes'
export const CLIENT_KEY_REUSED = 'Esa clave (clientKey) ya se usó para otro mensaje'
export const CLIENTS_ASK_ABOUT_OFFERS = 'Solo puedes escribir a un profesional que te ha enviado una oferta'
export const ADMINS_WRITE_TO_CRAFTSMEN = 'Como administrador solo puedes iniciar conversaciones con profesionales'
export const ADMIN_CONVERSATION_NO_JOB = 'Una conversación de administración no va sobre un trabajo: quita «job»'

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
const personSelect = {
	id: true,
	name: true,
	lastName: true,
	role: true,
	craftsman: { select: { companyName: true } },
} as const

/**
 * Adds a message to a conversation of the sender's. A craftsman must pass the gate on every
 * message, not only the first (messages are a paid feature, enforced on the server), so
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
	const context = await readSendContext({ senderId: sender.id, clientKey, conversationId })
	return sendInConversation(sender, context, { text, clientKey })
}

/**
 * POST /api/conversations: continues the conversation between sender and receiver (about `jobId`
 * when given, else the latest one), or starts one. Only a craftsman who passes the gate may
 * start a conversation, and only with a client (spec 000 §6); once it exists the client may
 * always write, the craftsman while they pass the gate. A client may start one about her job with
 * a craftsman who offered on it («Preguntar»). An admin may start one with any craftsman
 * (verified or not: the verification card asks about documents), about no job.
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
	const context = await readSendContext({ senderId: sender.id, clientKey, receiverId, jobId })
	if (context.conversationId) return sendInConversation(sender, context, { text, clientKey })
	if (context.retried) return retriedSend(sender.id, context.retried)
	const admin = sender.role === 'admin'
	if (sender.role === 'oficial') assertGate(sender, context)
	const [me, receiver] = await Promise.all([
		prisma.user.findUnique({ where: { id: sender.id }, select: personSelect }),
		prisma.user.findFirst({ where: { id: receiverId, blockedAt: null }, select: personSelect }),
	])
	if (!me || !receiver) throw new AppError('not_found', RECEIVER_NOT_FOUND)
	if (sender.role === 'cliente') {
		if (!jobId || !(await offeredOnOwnJob({ clientId: me.id, craftsmanId: receiver.id, jobId })))
			throw new AppError('forbidden', CLIENTS_ASK_ABOUT_OFFERS, { field: 'receiver' })
		return send({ sender: me, receivers: [receiver], text, clientKey, start: { receiverId, jobId } })
	}
	if (admin) {
		if (receiver.role !== 'oficial') throw new AppError('forbidden', ADMINS_WRITE_TO_CRAFTSMEN, { field: 'receiver' })
		if (jobId) throw new AppError('bad_request', ADMIN_CONVERSATION_NO_JOB, { field: 'job' })
		return send({ sender: me, receivers: [receiver], text, clientKey, start: { receiverId, jobId: null } })
	}
	if (receiver.role !== 'cliente') throw new AppError('forbidden', ONLY_CLIENTS_RECEIVE)
	if (jobId && !(await prisma.job.count({ where: { id: jobId, ownerId: receiverId, ...offeredToWhere(me.id) } }))) {
		throw new AppError('not_found', 'Trabajo no encontrado')
	}
	return send({ sender: me, receivers: [receiver], text, clientKey, start: { receiverId, jobId: jobId ?? null } })
}

/** The craftsman made an offer (not withdrawn) on this job of the client's. */
async function offeredOnOwnJob({
	clientId,
	craftsmanId,
	jobId,
}: {
	clientId: string
	craftsmanId: string
	jobId: string
}) {
	const offers = await prisma.offer.count({
		where: { jobId, craftsmanId, status: { not: 'withdrawn' }, job: { ownerId: clientId } },
	})
	return offers > 0
}

/** A message in the context's existing conversation: the sender must take part in it. */
function sendInConversation(
	sender: Sender,
	context: SendContext,
	{ text, clientKey }: { text: string; clientKey?: string | null },
) {
	const conversationId = context.conversationId!
	const me = context.participants.find((person) => person.id === sender.id)
	if (!me) throw new AppError('not_found', NOT_FOUND_MESSAGE)
	if (context.retried) return retriedSend(sender.id, context.retried, conversationId)
	// a craftsman answers the platform's admins whatever his plan or verification (they ask about it)
	if (sender.role === 'oficial' && !withAdmin(context)) assertGate(sender, context)
	const receivers = context.participants.filter((person) => person.id !== sender.id)
	return send({ sender: me, receivers, text, clientKey, conversationId })
}

/** The conversation is with the platform: an admin takes part in it. */
const withAdmin = (context: SendContext) => context.participants.some((person) => person.role === 'admin')

function assertGate(sender: Sender, context: SendContext) {
	const gate = decideCraftsmanGate(sender, 'message', context.craftsman)
	if (!gate.allowed) throw gateError(gate)
}

/** A retry of a send already stored answers with that message; a key reused elsewhere is refused. */
function retriedSend(
	senderId: string,
	stored: NonNullable<SendContext['retried']>,
	conversationId?: string,
): SentMessage {
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
	// every new message, from a page, /api or a socket, counts here (a retried clientKey does not)
	await enforceActionLimit('messagesByUser', sender.id)
	const { notifications, ...stored } = await storeMessage({
		senderId: sender.id,
		senderName: displayName(sender),
		text,
		clientKey,
		receivers,
		conversationId,
		start,
	})
	const sent = { ...stored, senderId: sender.id, receiverIds: stored.duplicate ? [] : receivers.map((r) => r.id) }
	if (!stored.duplicate) afterMessageStored(sent, { receivers, notifications })
	return sent
}

/**
 * Everything that follows a stored message, in one place: the receivers' open pages get
 * `getMessage` at once, then the notifications the message's statement stored (one unread per
 * conversation). The email to an offline receiver is queued by that statement too
 * (message-email.server.ts), so nothing here waits for the database.
 */
function afterMessageStored(
	sent: Omit<SentMessage, 'created' | 'duplicate'>,
	{ receivers, notifications }: { receivers: Array<{ id: string }>; notifications: NotificationRow[] },
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
	for (const notification of notifications) pushNotification(notification)
}
