import { type Prisma } from '#app/generated/prisma/client.ts'
import { prisma } from '#app/lib/db.server.ts'
import { enqueueMessageEmails } from '#app/models/notifications/message-email.server.ts'

export type StoredMessage = { id: string; text: string; createdAt: Date }
const storedSelect = { id: true, text: true, createdAt: true } as const

// Short on purpose (issue 13, 100 messages a second): the checks are reads made before, so the
// transaction is the message (seen by its sender), the conversation's date and the queued emails.
const TRANSACTION_OPTIONS = { maxWait: 5_000, timeout: 5_000 }

/**
 * Stores `text` from `senderId` in a conversation: the existing one (`conversationId`) or, for
 * `start`, the pair's conversation about `jobId` (created the first time). Callers check who may
 * write first (craftsman gate, participants). With a `clientKey`, a send that was already stored
 * is not stored again: the first message comes back with `duplicate: true`.
 */
export async function storeMessage(input: {
	senderId: string
	text: string
	clientKey?: string | null
	receiverIds: string[]
	conversationId?: string
	start?: { receiverId: string; jobId: string | null }
}): Promise<{ conversationId: string; created: boolean; message: StoredMessage; duplicate: boolean }> {
	try {
		return await prisma.$transaction(async (tx) => {
			const { conversationId, created } = input.conversationId
				? { conversationId: input.conversationId, created: false }
				: await findOrCreateConversation(tx, input.senderId, input.start!)
			const message = await tx.message.create({
				data: {
					conversationId,
					senderId: input.senderId,
					text: input.text,
					clientKey: input.clientKey ?? null,
					seenBy: { create: { userId: input.senderId } },
				},
				select: storedSelect,
			})
			await tx.conversation.update({ where: { id: conversationId }, data: { updatedAt: message.createdAt } })
			await enqueueMessageEmails(tx, { conversationId, messageId: message.id, receiverIds: input.receiverIds })
			return { conversationId, created, message, duplicate: false }
		}, TRANSACTION_OPTIONS)
	} catch (error) {
		const stored =
			input.clientKey && isUniqueViolation(error) ? await findByClientKey(input.senderId, input.clientKey) : null
		if (!stored) throw error
		return { conversationId: stored.conversationId, created: false, message: stored.message, duplicate: true }
	}
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

const isUniqueViolation = (error: unknown) => (error as { code?: string } | null)?.code === 'P2002'
