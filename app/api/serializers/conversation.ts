// A viewer's conversation → the legacy /api shape (spec 000 §3 'Conversation').
type ConversationView = {
	id: string
	updatedAt: Date
	job: { id: string; listingId: number } | null
	jobTitle: string | null
	participants: Array<{ id: string; name: string; role: string; profilePhoto: string | null }>
	messages: Array<{ id: string; text: string; senderId: string | null; createdAt: Date; seenBy: string[] }>
}

export function serializeConversation(conversation: ConversationView, viewerId: string, link: string) {
	return {
		_id: conversation.id,
		participants: conversation.participants.map((p) => ({
			_id: p.id,
			name: p.name,
			role: p.role,
			profile_photo: p.profilePhoto,
		})),
		job: conversation.job
			? { _id: conversation.job.id, listingId: conversation.job.listingId, title: conversation.jobTitle }
			: null,
		messages: conversation.messages.map((m) => ({
			_id: m.id,
			text: m.text,
			sender: m.senderId,
			seenBy: m.seenBy,
			createdAt: m.createdAt.toISOString(),
		})),
		updatedAt: conversation.updatedAt.toISOString(),
		unseen: conversation.messages.some((m) => !m.seenBy.includes(viewerId)),
		link,
	}
}
