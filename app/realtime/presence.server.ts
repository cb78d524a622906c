// Is a user connected right now, on any app instance? With the Redis adapter fetchSockets()
// asks every instance; an instance that does not answer in time counts as "no sockets there".
// A leaf below the models (a message email asks it): who is whose partner is the socket's business
// (socket.server.ts), not this module's.
import { userRoom } from './events.ts'
import { redisState } from '#app/lib/redis.server.ts'
import { getRealtimeServer } from './publish.server.ts'

const PRESENCE_TIMEOUT_MS = 1500
/** the whole question, instance count included (a Redis that drops mid-question) */
const PRESENCE_LIMIT_MS = 5_000

/** Some instance did not answer: the user may be connected there. Not a refusal: try again later. */
export class PresenceUnknownError extends Error {
	constructor() {
		super('presence unknown: an instance did not answer')
		this.name = 'PresenceUnknownError'
	}
}

/**
 * What an unanswered question counts as: 'local' (this instance's sockets only, for the lists of
 * who is online: a stale list costs little) or 'throw' (PresenceUnknownError: for the message
 * email, which must not go to someone reading the chat on an instance that was slow to answer).
 * Redis away is not «unknown»: no other instance can be asked then, and this one answers.
 */
type WhenUnsure = 'local' | 'throw'

/**
 * False when no Socket.IO server runs in this process (a script): nobody can be reached live.
 * The questions asked in the same turn of the event loop go out as one (a batch of message emails
 * asked twenty at once, and every instance answered twenty questions instead of one).
 */
export function isUserOnline(userId: string, { whenUnsure = 'local' }: { whenUnsure?: WhenUnsure } = {}) {
	let batch = pending[whenUnsure]
	if (!batch) {
		const asked = new Set<string>()
		const answer = new Promise<Set<string>>((resolve, reject) => {
			setImmediate(() => {
				pending[whenUnsure] = undefined
				onlineAmong([...asked], { whenUnsure }).then((online) => resolve(new Set(online)), reject)
			})
		})
		batch = pending[whenUnsure] = { asked, answer }
	}
	batch.asked.add(userId)
	return batch.answer.then((online) => online.has(userId))
}

/** The question being gathered in this turn, one per way of answering when unsure. */
const pending: Partial<Record<WhenUnsure, { asked: Set<string>; answer: Promise<Set<string>> }>> = {}

/** Those of `userIds` with at least one socket open, on any instance. */
export async function onlineAmong(userIds: string[], { whenUnsure = 'local' }: { whenUnsure?: WhenUnsure } = {}) {
	const io = getRealtimeServer()
	if (!io || userIds.length === 0) return []
	// a socket here answers without asking the other instances (a message email asks this per message)
	const here = onlineHere(io, userIds)
	if (here.length === userIds.length) return here
	const rooms = userIds.map(userRoom)
	// why: the Redis adapter first counts the instances with a Redis command, which waits in the
	// client's queue for as long as Redis is away, and only then starts its timeout (its local variant
	// too). So without Redis only this instance is asked, and otherwise the whole question is bounded,
	// or a message email waited for the end of an outage.
	if (redisState() === 'down') return onlineHere(io, userIds)
	let sockets
	let timer: NodeJS.Timeout | undefined
	try {
		const everywhere = io.in(rooms).timeout(PRESENCE_TIMEOUT_MS).fetchSockets()
		const late = new Promise<never>((_, reject) => {
			timer = setTimeout(() => reject(new Error('presence timeout')), PRESENCE_LIMIT_MS)
		})
		sockets = await Promise.race([everywhere, late])
		everywhere.catch(() => {}) // settles after the race when Redis returns
	} catch {
		// why: an instance that did not answer may hold the user's socket, so «offline» would be a
		// guess (it emailed a receiver reading the chat); Redis gone meanwhile: what this one knows
		if (whenUnsure === 'throw' && redisState() !== 'down') throw new PresenceUnknownError()
		return onlineHere(io, userIds)
	} finally {
		clearTimeout(timer)
	}
	const online = new Set(sockets.map((socket) => socket.data.userId))
	return userIds.filter((id) => online.has(id))
}

/** Those of `userIds` with a socket on this instance, read from its own rooms (no Redis involved). */
function onlineHere(io: NonNullable<ReturnType<typeof getRealtimeServer>>, userIds: string[]) {
	const rooms = io.of('/').adapter.rooms
	return userIds.filter((id) => (rooms.get(userRoom(id))?.size ?? 0) > 0)
}
