// Socket.IO on the app's own HTTP server. Pushes only: every write goes through HTTP first.
// With REDIS_URL the Redis Streams adapter carries pushes between app instances and lets
// Socket.IO recover a briefly disconnected client's missed packets.
import { type Server as HttpServer } from 'node:http'
import { createAdapter } from '@socket.io/redis-streams-adapter'
import { connectInBackground, createResilientRedis, forgetRedis, type RedisClient } from '#app/lib/redis.server.ts'
import { Server } from 'socket.io'
import {
	type ClientToServerEvents,
	PUBLIC_ROOM,
	type ServerToClientEvents,
	type SocketData,
	userRoom,
} from './events.ts'
import { publishToUser, type RealtimeServer, setRealtimeServer } from './publish.server.ts'
import { isCrossSite } from '#app/lib/cross-site.server.ts'
import { trackSockets } from '#app/lib/metrics.server.ts'

/** `streamName` (default 'socket.io') separates groups of instances sharing one Redis (tests, benchmarks). */
export async function attachRealtime(
	httpServer: HttpServer,
	options: { redisUrl?: string; origin: string; streamName?: string },
) {
	let redis: RedisClient | undefined
	if (options.redisUrl) {
		// commands queue while Redis is away, so pushes made during an outage go out when it returns
		redis = createResilientRedis(options.redisUrl, 'socket.io')
		connectInBackground(redis)
	}
	const io: RealtimeServer = new Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>(
		httpServer,
		{
			serveClient: false,
			cors: { origin: options.origin, credentials: true },
			// a page on another site must not open a socket with the user's cookie
			allowRequest: (request, callback) => callback(null, !isCrossSite(request.headers, options.origin)),
			connectionStateRecovery: { maxDisconnectionDuration: 2 * 60 * 1000, skipMiddlewares: false },
			adapter: redis ? createAdapter(redis, options.streamName ? { streamName: options.streamName } : {}) : undefined,
		},
	)

	// Who a socket is comes from the session cookie (browsers) or an access token in the
	// handshake (apps), never from what the client claims. Without a valid session the socket is
	// anonymous (a public page): it joins the public room only. A token that fails is refused, so
	// an app learns that it must sign in again.
	io.use(async (socket, next) => {
		try {
			const identity = await authenticateHandshake(socket.handshake)
			if (identity === 'refused') return next(new Error('unauthorized'))
			socket.data.userId = identity
			next()
		} catch (error) {
			next(error instanceof Error ? error : new Error('unauthorized'))
		}
	})

	io.on('connection', (socket) => {
		const userId = socket.data.userId
		void socket.join(userId ? [PUBLIC_ROOM, userRoom(userId)] : PUBLIC_ROOM)
		// One socket may not flood the server: past EVENT_BURST events in EVENT_WINDOW_MS the rest of
		// the window is dropped unread, and a socket that keeps at it is disconnected. Counted per
		// socket in memory: a socket lives in one process.
		let windowStart = Date.now()
		let eventsInWindow = 0
		let floodedWindows = 0
		socket.use((_event, next) => {
			const now = Date.now()
			if (now - windowStart >= EVENT_WINDOW_MS) {
				floodedWindows = eventsInWindow > EVENT_BURST ? floodedWindows + 1 : 0
				windowStart = now
				eventsInWindow = 0
			}
			eventsInWindow++
			if (eventsInWindow <= EVENT_BURST) return next()
			if (eventsInWindow > EVENT_BURST * 10 || floodedWindows >= 3) socket.disconnect(true)
		})
		if (!userId) return
		// Legacy clients announce themselves; the claimed id is ignored (the room is already joined).
		// The answer, and the lists of the partners who are online, say who of them is online.
		let announced = false
		socket.on('addUser', () => {
			announced = true
			void announcePresence(userId, (users) => socket.emit('getUsers', users))
		})
		socket.on('disconnect', (reason) => {
			if (announced && reason !== 'server shutting down') void announcePresence(userId)
		})
	})

	setRealtimeServer(io)
	trackSockets(() => io.engine.clientsCount)
	return {
		io,
		async close() {
			setRealtimeServer(undefined)
			trackSockets(undefined)
			await io.close()
			forgetRedis('socket.io')
			if (redis?.isOpen) await redis.close().catch(() => redis?.destroy())
		},
	}
}

/**
 * A Socket.IO server that serves no sockets, only joins the instances' Redis adapter: a separate
 * worker process (`npm run worker`) asks it who is connected on any web instance (the message
 * email is skipped for them) and its pushes (a job's notifications) reach the users' sockets.
 */
export function joinRealtime(options: { redisUrl: string; streamName?: string }) {
	const redis = createResilientRedis(options.redisUrl, 'socket.io')
	connectInBackground(redis)
	const io: RealtimeServer = new Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>({
		serveClient: false,
		adapter: createAdapter(redis, options.streamName ? { streamName: options.streamName } : {}),
	})
	setRealtimeServer(io)
	return {
		io,
		async close() {
			setRealtimeServer(undefined)
			// why: io.close() would close an engine this server never had; the adapter is all there is
			await io.of('/').adapter.close()
			forgetRedis('socket.io')
			if (redis.isOpen) await redis.close().catch(() => redis.destroy())
		},
	}
}

/** At most this many events per socket and window (a chat client sends a few a second). */
const EVENT_BURST = 50
const EVENT_WINDOW_MS = 5_000

/**
 * Sends `userId` their getUsers list (when `answer` is given) and refreshes the lists of their
 * online partners, whose view of `userId` just changed. A failure only costs a stale list.
 */
async function announcePresence(userId: string, answer?: (users: Array<{ userId: string }>) => void) {
	try {
		const { onlineUsersFor } = await import('./presence.server.ts')
		const [self, ...partners] = await onlineUsersFor(userId)
		answer?.([self!, ...partners].map((id) => ({ userId: id })))
		for (const partnerId of partners.slice(0, PRESENCE_FANOUT)) {
			const list = await onlineUsersFor(partnerId)
			publishToUser(
				partnerId,
				'getUsers',
				list.map((id) => ({ userId: id })),
			)
		}
	} catch (error) {
		console.warn('realtime: presence not announced', error)
	}
}

/** At most this many partners get a fresh list when someone comes or goes (one query each). */
const PRESENCE_FANOUT = 50

/** The signed-in user's id, null for an anonymous socket, 'refused' for a bearer token that fails. */
async function authenticateHandshake(handshake: {
	headers: Record<string, string | string[] | undefined>
	auth: Record<string, unknown>
}) {
	const headers = new Headers()
	const cookie = handshake.headers.cookie
	if (typeof cookie === 'string') headers.set('Cookie', cookie)
	const token = typeof handshake.auth?.token === 'string' ? handshake.auth.token : null
	if (token) headers.set('Authorization', `Bearer ${token.replace(/^Bearer\s+/i, '')}`)
	const request = new Request('http://realtime.local/', { headers })
	// imported on first use: server.ts loads this file before the database URL is known
	const [{ getSessionUser }, { getBearerUser }] = await Promise.all([
		import('#app/models/auth/sessions.server.ts'),
		import('#app/models/auth/api-tokens.server.ts'),
	])
	const sessionUser = await getSessionUser(request)
	// an admin acting as someone stays in their own room: presence (which decides whether the user
	// is emailed about a message) must be the real user's, never the watching admin's
	if (sessionUser) return sessionUser.actingAdmin?.id ?? sessionUser.id
	if (!token) return null
	const user = await getBearerUser(request)
	return user?.id ?? 'refused'
}
