import { newRowId } from '#app/lib/ids.server.ts'
import { type Prisma } from '#app/generated/prisma/client.ts'
import { prisma, queryDirect } from '#app/lib/db.server.ts'
import { type Role } from '#app/generated/prisma/enums.ts'
import { messageEmailJob } from './message-email.server.ts'
import { messageNotificationInsert } from '#app/models/notifications/message-notification.server.ts'
import { type NotificationRow } from '#app/models/notifications/notify.server.ts'
import { type Executor } from '#app/queue/queue.server.ts'
import { isUniqueViolation } from '#app/lib/unique-violation.server.ts'

export type StoredMessage = { id: string; text: string; createdAt: Date }
const storedSelect = { id: true, text: true, createdAt: true } as const

type MessageInput = {
	senderId: string
	/** the name the receivers' notification shows */
	senderName: string
	text: string
	clientKey?: string | null
	receivers: Array<{ id: string; role: Role }>
}

/**
 * Stores `text` from `senderId` in a conversation: the existing one (`conversationId`) or, for
 * `start`, the pair's conversation about `jobId` (created the first time). Callers check who may
 * write first (craftsman gate, participants). With a `clientKey`, a send that was already stored
 * is not stored again: the first message comes back with `duplicate: true`. `notifications` are
 * the receivers' new rows, stored with the message, for the caller to push.
 */
export async function storeMessage(
	input: MessageInput & { conversationId?: string; start?: { receiverId: string; jobId: string | null } },
): Promise<{
	conversationId: string
	created: boolean
	message: StoredMessage
	notifications: NotificationRow[]
	duplicate: boolean
}> {
	try {
		if (input.conversationId) {
			const { notifications, ...message } = await insertMessage(null, {
				...input,
				conversationId: input.conversationId,
			})
			return { conversationId: input.conversationId, created: false, message, notifications, duplicate: false }
		}
		return await prisma.$transaction(async (tx) => {
			const { conversationId, created } = await findOrCreateConversation(tx, input.senderId, input.start!)
			const { notifications, ...message } = await insertMessage(tx, { ...input, conversationId })
			return { conversationId, created, message, notifications, duplicate: false }
		}, TRANSACTION_OPTIONS)
	} catch (error) {
		const stored =
			input.clientKey && isUniqueViolation(error) ? await findByClientKey(input.senderId, input.clientKey) : null
		if (!stored) throw error
		return {
			conversationId: stored.conversationId,
			created: false,
			message: stored.message,
			notifications: [],
			duplicate: true,
		}
	}
}

// A new conversation is created in a transaction with its first message; the first message's
// statement is short on purpose (100 messages a second)
const TRANSACTION_OPTIONS = { maxWait: 5_000, timeout: 5_000 }

/**
 * The message, seen by its sender, the conversation's date, and per receiver an email job and a
 * notification, in one statement (it was a transaction of seven round trips before
 * every push, and the notification a statement of its own after it). A statement is atomic: all
 * of it is stored, or nothing.
 */
async function insertMessage(
	/** the transaction to run in; null: none (the statement runs without Prisma's runtime) */
	executor: Executor | null,
	input: MessageInput & { conversationId: string },
): Promise<StoredMessage & { notifications: NotificationRow[] }> {
	const id = newRowId()
	const values: unknown[] = [id, input.conversationId, input.senderId, input.text, input.clientKey ?? null, new Date()]
	const parts: string[] = []
	const notices: string[] = []
	for (const [index, receiver] of input.receivers.entries()) {
		const job = await messageEmailJob(
			{ conversationId: input.conversationId, messageId: id, receiverId: receiver.id },
			values.length,
		)
		parts.push(`, email_${index} AS (${job.text})`)
		values.push(...job.values)
		const notice = messageNotificationInsert(
			{ receiver, senderName: input.senderName, conversationId: input.conversationId },
			values.length,
		)
		parts.push(`, notice_${index} AS (${notice.text})`)
		notices.push(`SELECT * FROM notice_${index}`)
		values.push(...notice.values)
	}
	const notifications = notices.length
		? `(SELECT coalesce(json_agg(notice), '[]'::json) FROM (${notices.join(' UNION ALL ')}) notice)`
		: `'[]'::json`
	const text = `/* prepared */ WITH message AS (
			INSERT INTO "Message" ("id", "conversationId", "senderId", "text", "clientKey", "createdAt")
			VALUES ($1, $2, $3, $4, $5, $6::timestamp(3))
			RETURNING "id", "text", "createdAt"
		), seen AS (
			INSERT INTO "MessageSeen" ("messageId", "userId", "seenAt") SELECT "id", $3, "createdAt" FROM message
		), touched AS (
			UPDATE "Conversation" SET "updatedAt" = message."createdAt" FROM message WHERE "Conversation"."id" = $2
		)${parts.join('')}
		SELECT "id", "text", "createdAt", ${notifications} AS "notifications" FROM message`
	type Row = StoredMessage & { notifications: NotificationRow[] }
	const [message] = executor
		? await executor.$queryRawUnsafe<Row[]>(text, ...values)
		: await queryDirect<Row>(text, values)
	return message!
}

/** The message `senderId` already sent with `clientKey`, if any. */
export async function findByClientKey(senderId: string, clientKey: string) {
	const row = await prisma.message.findUnique({
		where: { senderId_clientKey: { senderId, clientKey } },
		select: { ...storedSelect, conversationId: true },
	})
	if (!row) return null
	const { conversationId, ...message } = row
	return { conversationId, message }
}

async function findOrCreateConversation(
	tx: Prisma.TransactionClient,
	senderId: string,
	{ receiverId, jobId }: { receiverId: string; jobId: string | null },
) {
	const existing = await tx.conversation.findFirst({
		where: {
			jobId,
			AND: [{ participants: { some: { userId: senderId } } }, { participants: { some: { userId: receiverId } } }],
		},
		select: { id: true },
	})
	if (existing) return { conversationId: existing.id, created: false }
	const conversation = await tx.conversation.create({
		data: { jobId, participants: { create: [{ userId: senderId }, { userId: receiverId }] } },
		select: { id: true },
	})
	return { conversationId: conversation.id, created: true }
}

/**
 * A message the product posts for `senderId` inside the caller's transaction (a warranty claim and
 * its answer): into the pair's conversation about `jobId`, created again if it no longer exists,
 * seen by its sender. The caller tells the receiver itself (its own email and notification), so no
 * message email is queued here.
 */
export async function postInJobConversation(
	tx: Prisma.TransactionClient,
	{ jobId, senderId, receiverId, text }: { jobId: string; senderId: string; receiverId: string; text: string },
) {
	const { conversationId } = await findOrCreateConversation(tx, senderId, { receiverId, jobId })
	const now = new Date()
	const message = await tx.message.create({
		data: { conversationId, senderId, text, createdAt: now, seenBy: { create: { userId: senderId, seenAt: now } } },
		select: storedSelect,
	})
	await tx.conversation.update({ where: { id: conversationId }, data: { updatedAt: now } })
	return { conversationId, message }
}
