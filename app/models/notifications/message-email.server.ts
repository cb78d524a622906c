// Email for a new message when its receiver is not connected (no socket on any instance).
// Throttled per conversation and receiver: ConversationParticipant.lastEmailedAt is claimed with
// one conditional UPDATE, so a burst (or two instances at once) sends a single email.
import { newMessageEmail } from '#app/emails/templates/new-message.server.tsx'
import { sendEmail } from '#app/emails/send.server.ts'
import { prisma } from '#app/lib/db.server.ts'
import { getEnv } from '#app/lib/env.server.ts'
import { conversationLink } from '#app/models/conversations/conversation-queries.server.ts'
import { isUserOnline } from '#app/realtime/presence.server.ts'

export const MESSAGE_EMAIL_THROTTLE_MINUTES = 15

export type MessageEmailOutcome = 'sent' | 'online' | 'throttled' | 'no-recipient' | 'failed'

/** Never throws: a failed email must not fail the message, which is already stored and pushed. */
export async function emailNewMessageIfOffline({
	receiverId,
	senderName,
	conversationId,
	text,
}: {
	receiverId: string
	senderName: string
	conversationId: string
	text: string
}): Promise<MessageEmailOutcome> {
	try {
		const receiver = await prisma.user.findFirst({
			where: { id: receiverId, blockedAt: null },
			select: { email: true, name: true, role: true },
		})
		if (!receiver) return 'no-recipient'
		if (await isUserOnline(receiverId)) return 'online'
		if (!(await claimEmailSlot(conversationId, receiverId))) return 'throttled'
		const link = `${getEnv().SITE_ORIGIN}${conversationLink(receiver.role, conversationId)}`
		const email = newMessageEmail({
			name: receiver.name,
			senderName,
			text,
			link,
			throttleMinutes: MESSAGE_EMAIL_THROTTLE_MINUTES,
		})
		await sendEmail({ to: receiver.email, ...email, tag: 'new-message' })
		return 'sent'
	} catch (error) {
		console.warn('message email failed', error)
		return 'failed'
	}
}

/** True for the one caller that may email now; it records the time for the next ones. */
async function claimEmailSlot(conversationId: string, userId: string) {
	const now = new Date()
	const before = new Date(now.getTime() - MESSAGE_EMAIL_THROTTLE_MINUTES * 60_000)
	const { count } = await prisma.conversationParticipant.updateMany({
		where: { conversationId, userId, OR: [{ lastEmailedAt: null }, { lastEmailedAt: { lt: before } }] },
		data: { lastEmailedAt: now },
	})
	return count === 1
}
