// Reading conversations. Every query is scoped by the viewer's participation, so a conversation
// the viewer is not part of is simply not found (a 404 that reveals nothing).
import { prisma } from '#app/lib/db.server.ts'
import { dashboardPath } from '#app/models/auth/roles.ts'
import { publishToUser } from '#app/realtime/publish.server.ts'
import { jobTitle, type TitledJob } from '#app/models/job-rules/job-title.ts'
import { displayName } from '#app/models/users/display-name.ts'

const participantSelect = {
	userId: true,
	user: {
		select: {
			id: true,
			name: true,
			lastName: true,
			role: true,
			profilePhoto: true,
			craftsman: { select: { companyName: true } },
		},
	},
} as const

function titleOf(job: TitledJob | null) {
	return job ? jobTitle(job, null) : null
}

/** The dashboard page of one conversation, for a user of `role`. */
export function conversationLink(role: string, conversationId: string) {
	return `${dashboardPath(role)}/mensajes/${conversationId}`
}

const unseenBy = (viewerId: string) => ({ seenBy: { none: { userId: viewerId } } })

/** The viewer's conversations, most recently active first, each with its last message and unseen flag. */
export async function listConversations(viewerId: string, { take = 50 }: { take?: number } = {}) {
	const rows = await prisma.conversation.findMany({
		where: { participants: { some: { userId: viewerId } } },
		orderBy: { updatedAt: 'desc' },
		take,
		select: {
			id: true,
			updatedAt: true,
			job: { select: { id: true, serviceTitle: true, otherTitle: true } },
			participants: { select: participantSelect },
			messages: {
				orderBy: { createdAt: 'desc' },
				take: 1,
				select: { id: true, text: true, createdAt: true, senderId: true },
			},
			_count: { select: { messages: { where: unseenBy(viewerId) } } },
		},
	})
	return rows.map((row) => {
		const other = row.participants.find((p) => p.userId !== viewerId) ?? row.participants[0]!
		return {
			id: row.id,
			updatedAt: row.updatedAt,
			otherName: other ? displayName(other.user) : '',
			jobTitle: titleOf(row.job),
			lastMessage: row.messages[0] ?? null,
			unseenCount: row._count.messages,
		}
	})
}

/** How many of the viewer's conversations hold a message the viewer has not seen. */
export function countUnseenConversations(viewerId: string) {
	return prisma.conversation.count({
		where: { participants: { some: { userId: viewerId } }, messages: { some: unseenBy(viewerId) } },
	})
}

/** One conversation with its latest messages (oldest first), or null for a non-participant. */
export async function getConversationForViewer(
	viewerId: string,
	conversationId: string,
	{ take = 200 }: { take?: number } = {},
) {
	const row = await prisma.conversation.findFirst({
		where: { id: conversationId, participants: { some: { userId: viewerId } } },
		select: {
			id: true,
			updatedAt: true,
			job: { select: { id: true, listingId: true, serviceTitle: true, otherTitle: true } },
			participants: { select: participantSelect },
			messages: {
				orderBy: { createdAt: 'desc' },
				take,
				select: {
					id: true,
					text: true,
					createdAt: true,
					senderId: true,
					// the chat's offline queue: a waiting message is stored once its key is here
					clientKey: true,
					seenBy: { select: { userId: true } },
				},
			},
		},
	})
	if (!row) return null
	const other = row.participants.find((p) => p.userId !== viewerId) ?? row.participants[0]!
	return {
		id: row.id,
		updatedAt: row.updatedAt,
		job: row.job,
		jobTitle: titleOf(row.job),
		otherId: other.userId,
		otherName: displayName(other.user),
		participants: row.participants.map((p) => ({
			id: p.userId,
			name: displayName(p.user),
			role: p.user.role,
			profilePhoto: p.user.profilePhoto,
		})),
		messages: row.messages.reverse().map((m) => ({ ...m, seenBy: m.seenBy.map((s) => s.userId) })),
	}
}

/**
 * Marks every message of the conversation seen by the viewer; false when the viewer is not a
 * participant (nothing changes then).
 */
export async function markConversationSeen(viewerId: string, conversationId: string) {
	const participant = await prisma.conversationParticipant.updateMany({
		where: { conversationId, userId: viewerId },
		data: { lastSeenAt: new Date() },
	})
	if (participant.count === 0) return false
	const unseen = await prisma.message.findMany({
		where: { conversationId, ...unseenBy(viewerId) },
		select: { id: true },
	})
	if (unseen.length) {
		await prisma.messageSeen.createMany({
			data: unseen.map((m) => ({ messageId: m.id, userId: viewerId })),
			skipDuplicates: true,
		})
		// after the write: the senders' open pages show «visto» (spec 000 §7 `message`)
		for (const otherId of await listOtherParticipantIds(conversationId, viewerId)) {
			publishToUser(otherId, 'message', { convId: conversationId, seenBy: viewerId })
		}
	}
	return true
}

/** Everyone who shares a conversation with `userId` (whose online state they may see). */
export async function listConversationPartnerIds(userId: string, { take = 500 }: { take?: number } = {}) {
	const rows = await prisma.conversationParticipant.findMany({
		where: { userId: { not: userId }, conversation: { participants: { some: { userId } } } },
		distinct: ['userId'],
		orderBy: { userId: 'asc' },
		take,
		select: { userId: true },
	})
	return rows.map((row) => row.userId)
}

/** The other participants of a conversation, to tell them it changed. */
export async function listOtherParticipantIds(conversationId: string, userId: string) {
	const rows = await prisma.conversationParticipant.findMany({
		where: { conversationId, userId: { not: userId } },
		select: { userId: true },
	})
	return rows.map((row) => row.userId)
}

/** The API view: every conversation of the viewer with its recent messages and who saw each. */
export async function listConversationsWithMessages(viewerId: string, { take = 50, messages = 100 } = {}) {
	const ids = await prisma.conversation.findMany({
		where: { participants: { some: { userId: viewerId } } },
		orderBy: { updatedAt: 'desc' },
		take,
		select: { id: true },
	})
	const conversations = await Promise.all(
		ids.map(({ id }) => getConversationForViewer(viewerId, id, { take: messages })),
	)
	return conversations.filter((c) => c !== null)
}
