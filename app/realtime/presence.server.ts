// Is a user connected right now, on any app instance? With the Redis adapter fetchSockets()
// asks every instance; an instance that does not answer in time counts as "no sockets there".
import { listConversationPartnerIds } from '#app/models/conversations/conversation-queries.server.ts'
import { userRoom } from './events.ts'
import { getRealtimeServer } from './publish.server.ts'

const PRESENCE_TIMEOUT_MS = 1500

/** False when no Socket.IO server runs in this process (a script): nobody can be reached live. */
export async function isUserOnline(userId: string) {
	return (await onlineAmong([userId])).length > 0
}

/** Those of `userIds` with at least one socket open, on any instance. */
export async function onlineAmong(userIds: string[]) {
	const io = getRealtimeServer()
	if (!io || userIds.length === 0) return []
	const rooms = userIds.map(userRoom)
	let sockets
	try {
		sockets = await io.in(rooms).timeout(PRESENCE_TIMEOUT_MS).fetchSockets()
	} catch {
		// some instance timed out: fall back to what this instance knows
		sockets = await io.local.in(rooms).fetchSockets()
	}
	const online = new Set(sockets.map((socket) => socket.data.userId))
	return userIds.filter((id) => online.has(id))
}

/**
 * The spec's getUsers list for one user: themselves and their conversation partners who are
 * online. Nobody else's presence is shared (a stranger's online state is not theirs to know).
 */
export async function onlineUsersFor(userId: string) {
	const partners = await listConversationPartnerIds(userId)
	return [userId, ...(await onlineAmong(partners))]
}
