// Email for a new message when its receiver is not connected (no socket on any instance). The
// message's own statement enqueues a `message-email` job per receiver; the job, run by a worker,
// checks presence and the throttle, so the request never waits for either. Throttled per
// conversation and receiver: ConversationParticipant.lastEmailedAt is claimed with one conditional
// UPDATE, in the same transaction that enqueues the email itself, so a burst (or two workers, or
// a retry after a crash) sends a single email.
import { newMessageEmail } from '#app/emails/templates/new-message.server.tsx'
import { type Prisma } from '#app/generated/prisma/client.ts'
import { prisma } from '#app/lib/db.server.ts'
import { getEnv } from '#app/lib/env.server.ts'
import { paths } from '#app/lib/paths.ts'
import { displayName, shortName } from '#app/models/users/display-name.ts'
import { clip } from '#app/models/push/push-kinds.ts'
import { queuePushes } from '#app/models/push/queue-push.server.ts'
import { enqueue, jobInsertStatement } from '#app/queue/queue.server.ts'
import { isUserOnline } from '#app/realtime/presence.server.ts'

export const MESSAGE_EMAIL_THROTTLE_MINUTES = 15

export type MessageEmailOutcome = 'sent' | 'online' | 'throttled' | 'no-recipient' | 'seen'

/**
 * The email job of one receiver, as SQL for the message's own statement (storeMessage): the job
 * exists if and only if the message does. Placeholders from `$(offset + 1)`.
 */
export function messageEmailJob(
	payload: { conversationId: string; messageId: string; receiverId: string },
	offset: number,
) {
	return jobInsertStatement('message-email', payload, offset)
}

/** The `message-email` job. Idempotent: the claim and the email job commit together. */
export async function emailNewMessageIfOffline({
	receiverId,
	conversationId,
	messageId,
}: {
	receiverId: string
	conversationId: string
	messageId: string
}): Promise<MessageEmailOutcome> {
	// presence first: a connected receiver (most of a live chat) costs no query at all. An instance
	// that did not answer throws (PresenceUnknownError): the job is retried, never guessed «offline»
	if (await isUserOnline(receiverId, { whenUnsure: 'throw' })) return 'online'
	const [receiver, message] = await Promise.all([
		prisma.user.findFirst({
			where: { id: receiverId, blockedAt: null, deletedAt: null },
			select: { email: true, name: true, role: true },
		}),
		prisma.message.findUnique({
			where: { id: messageId },
			select: {
				text: true,
				seenBy: { where: { userId: receiverId }, select: { userId: true } },
				sender: {
					select: { id: true, name: true, lastName: true, role: true, craftsman: { select: { companyName: true } } },
				},
			},
		}),
	])
	if (!receiver || !message) return 'no-recipient'
	if (message.seenBy.length) return 'seen' // read before the job ran
	const path = paths.conversation(receiver.role, conversationId)
	const link = `${getEnv().SITE_ORIGIN}${path}`
	const senderName = message.sender ? displayName(message.sender) : 'un usuario'
	const email = newMessageEmail({
		name: receiver.name,
		senderName,
		text: message.text,
		link,
		throttleMinutes: MESSAGE_EMAIL_THROTTLE_MINUTES,
	})
	return prisma.$transaction(async (tx) => {
		// the phone hears of every message its receiver has no page open for; the email is throttled
		await queuePushes(tx, 'message', [
			{
				userId: receiverId,
				// a lock screen is read by anyone near the phone: who wrote, never what (the text may
				// carry a phone number or an address), nor the sender's full name
				message: {
					title: clip(`Nuevo mensaje de ${message.sender ? shortName(message.sender) : 'un usuario'}`, 120),
					body: 'Ábrelo en Reformas para leerlo',
					url: path,
				},
			},
		])
		if (!(await claimEmailSlot(tx, conversationId, receiverId))) return 'throttled'
		await enqueue(tx, 'email', {
			to: receiver.email,
			...email,
			tag: 'new-message',
			key: `message:${messageId}:${receiverId}`,
		})
		return 'sent'
	})
}

/** True for the one caller that may email now; it records the time for the next ones. */
async function claimEmailSlot(tx: Prisma.TransactionClient, conversationId: string, userId: string) {
	const now = new Date()
	const before = new Date(now.getTime() - MESSAGE_EMAIL_THROTTLE_MINUTES * 60_000)
	const { count } = await tx.conversationParticipant.updateMany({
		where: { conversationId, userId, OR: [{ lastEmailedAt: null }, { lastEmailedAt: { lt: before } }] },
		data: { lastEmailedAt: now },
	})
	return count === 1
}
