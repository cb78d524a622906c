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
	let timer: NodeJS.Timeout | undefined
	try {
		// why: the adapter first counts the instances with a Redis command, which waits in the client's
		// queue for as long as Redis is away; the timeout only starts after it. So the whole question is
		// bounded here, or a message email waited for the end of an outage.
		const everywhere = io.in(rooms).timeout(PRESENCE_TIMEOUT_MS).fetchSockets()
		const late = new Promise<never>((_, reject) => {
			timer = setTimeout(() => reject(new Error('presence timeout')), PRESENCE_TIMEOUT_MS + 500)
		})
		sockets = await Promise.race([everywhere, late])
		everywhere.catch(() => {}) // settles after the race when Redis returns
	} catch {
		// some instance (or Redis) did not answer in time: fall back to what this instance knows, read
		// from its own rooms (the adapter's local fetchSockets asks Redis for the instance count too)
		const localRooms = io.of('/').adapter.rooms
		return userIds.filter((id) => (localRooms.get(userRoom(id))?.size ?? 0) > 0)
	} finally {
		clearTimeout(timer)
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
