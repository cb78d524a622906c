// Is a user connected right now, on any app instance? With the Redis adapter fetchSockets()
// asks every instance; an instance that does not answer in time counts as "no sockets there".
import { userRoom } from './events.ts'
import { getRealtimeServer } from './publish.server.ts'

const PRESENCE_TIMEOUT_MS = 1500

/** False when no Socket.IO server runs in this process (a script): nobody can be reached live. */
export async function isUserOnline(userId: string) {
	const io = getRealtimeServer()
	if (!io) return false
	try {
		const sockets = await io.in(userRoom(userId)).timeout(PRESENCE_TIMEOUT_MS).fetchSockets()
		return sockets.length > 0
	} catch {
		// some instance timed out: fall back to what this instance knows
		return (await io.local.in(userRoom(userId)).fetchSockets()).length > 0
	}
}
