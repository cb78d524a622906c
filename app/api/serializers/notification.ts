// DB notification → the legacy /api shape (spec 000 §3 'Notification').
export function serializeNotification(n: {
	id: string
	text: string
	link: string | null
	readAt: Date | null
	createdAt: Date
}) {
	return {
		_id: n.id,
		content: { text: n.text, link: n.link },
		read: n.readAt !== null,
		createdAt: n.createdAt.toISOString(),
	}
}
