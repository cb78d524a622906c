// Socket.IO on the app's own HTTP server. Pushes only: every write goes through HTTP first.
// With REDIS_URL the Redis Streams adapter carries pushes between app instances and lets
// Socket.IO recover a briefly disconnected client's missed packets.
import { type Server as HttpServer } from 'node:http'
import { createAdapter } from '@socket.io/redis-streams-adapter'
import {
	closeRedis,
	connectInBackground,
	createResilientRedis,
	forgetRedis,
	type RedisClient,
} from '#app/lib/redis.server.ts'
import { Server, type Socket } from 'socket.io'
import {
	type ClientToServerEvents,
	PUBLIC_ROOM,
	type ServerToClientEvents,
	sessionRoom,
	type SocketData,
	tokenFamilyRoom,
	userRoom,
} from '#app/realtime/events.ts'
import { publishToUser, type RealtimeServer, setRealtimeServer } from '#app/realtime/publish.server.ts'
import { isCrossSite } from '../http/cross-site.server.ts'
import { trackSockets } from '#app/lib/metrics.server.ts'
import { getEnv } from '#app/lib/env.server.ts'
import { accessTokenExpiry, getBearerToken } from '#app/models/auth/api-tokens.server.ts'
import { getSessionId, getSessionUser, sessionExpiry } from '#app/models/auth/sessions.server.ts'
import { secondFactorShortfall } from '#app/models/auth/two-factor.server.ts'
import { listConversationPartnerIds } from '#app/models/conversations/conversation-queries.server.ts'
import { onlineAmong } from '#app/realtime/presence.server.ts'
import { memoryPushMarks, MISSED_EVERYTHING, redisPushMarks } from '#app/realtime/push-marks.server.ts'
import { anonymousSocketCap } from './address-cap.server.ts'

/**
 * `streamName` (default 'socket.io') separates groups of instances sharing one Redis (tests, benchmarks);
 * `credentialRecheckMs` is how often an open socket re-reads its session or token at the latest;
 * `anonymousPerAddress` and `trustProxyHops` stand in for REALTIME_ANONYMOUS_PER_ADDRESS and
 * TRUST_PROXY_HOPS (tests).
 */
export async function attachRealtime(
	httpServer: HttpServer,
	options: {
		redisUrl?: string
		origin: string
		streamName?: string
		credentialRecheckMs?: number
		anonymousPerAddress?: number
		trustProxyHops?: number
	},
) {
	const recheckMs = options.credentialRecheckMs ?? CREDENTIAL_RECHECK_MS
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
			// a recovered socket connects at once and its credential is read right after
			// (confirmRecovered): while a middleware awaited, Socket.IO handed broadcasts only to
			// connected sockets, so a push made then was neither among the missed packets nor sent
			connectionStateRecovery: { maxDisconnectionDuration: 2 * 60 * 1000, skipMiddlewares: true },
			adapter: redis ? groupAdapter(redis, options.streamName) : undefined,
		},
	)
	if (redis) resyncWhenRedisReturns(io, redis)
	const marks = redis ? redisPushMarks(redis, options.streamName ?? DEFAULT_STREAM) : memoryPushMarks()

	// Who a socket is comes from the session cookie (browsers) or an access token in the
	// handshake (apps), never from what the client claims. Without a valid session the socket is
	// anonymous (a public page): it joins the public room only. A token that fails is refused, so
	// an app learns that it must sign in again. A recovered socket skips this and is checked once
	// connected (confirmRecovered).
	const credentials = new WeakMap<object, SignedIn>()
	const anonymousCap = anonymousSocketCap({
		cap: options.anonymousPerAddress ?? getEnv().REALTIME_ANONYMOUS_PER_ADDRESS,
		trustProxyHops: options.trustProxyHops ?? getEnv().TRUST_PROXY_HOPS,
	})
	io.use(async (socket, next) => {
		try {
			const identity = await authenticateHandshake(socket.handshake)
			if (identity === 'refused') return next(new Error('unauthorized'))
			// the client sees connect_error «too many sockets» and may retry later
			if (!identity && !anonymousCap.admit(socket.request, socket.conn)) return next(new Error('too many sockets'))
			socket.data.userId = identity?.userId ?? null
			if (identity) credentials.set(socket, identity)
			next()
		} catch (error) {
			next(error instanceof Error ? error : new Error('unauthorized'))
		}
	})

	io.on('connection', (socket) => {
		const userId = socket.data.userId
		const signedIn = credentials.get(socket)
		// rooms and user come back with the session; the credential is read again at once
		if (socket.recovered) void confirmRecovered(socket, recheckMs)
		else if (userId && signedIn) {
			// the credential's room: revoking a token family or ending a session closes exactly these
			const credentialRoom =
				signedIn.credential.kind === 'session'
					? sessionRoom(signedIn.credential.sessionId)
					: tokenFamilyRoom(signedIn.credential.familyId)
			void socket.join([PUBLIC_ROOM, userRoom(userId), credentialRoom])
			watchCredential(socket, signedIn, recheckMs)
		} else void socket.join(PUBLIC_ROOM)
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
		// the rooms are joined above, in the turn that answered the CONNECT: a push made before this
		// question's answer either reached this socket or left its mark
		socket.on('missedSince', (since, answer) => {
			if (typeof answer !== 'function') return
			// a page that sends no time (or nonsense) is treated as too old: it reloads
			const loadedAt = typeof since === 'number' && Number.isFinite(since) ? since : 0
			marks.missedSince(userId, loadedAt).then(answer, (error: unknown) => {
				console.warn('realtime: push marks not read', error)
				answer(MISSED_EVERYTHING)
			})
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

	setRealtimeServer(io, marks)
	trackSockets(() => io.engine.clientsCount)
	return {
		io,
		async close() {
			setRealtimeServer(undefined)
			trackSockets(undefined)
			await io.close()
			forgetRedis('socket.io')
			if (redis) await closeRedis(redis)
		},
	}
}

/**
 * Redis (back) ready: every socket of this instance is told to reload what it shows. The adapter
 * drops a push whose stream write was in flight when Redis went away (on its own instance too), a
 * Redis that restarted empty lost what other instances had not read yet, and sockets that connected
 * while it was away heard nothing from the other instances. The data is in the database, only the
 * push is gone. At a normal start no socket is connected yet when Redis is first ready.
 */
function resyncWhenRedisReturns(io: RealtimeServer, redis: RedisClient) {
	redis.on('ready', () => io.local.emit('resync'))
}

/** An open socket re-reads its session or token at its expiry, and at least this often. */
const CREDENTIAL_RECHECK_MS = 10 * 60_000
/** setTimeout's longest delay (about 24.8 days) */
const MAX_TIMER_MS = 2 ** 31 - 1

type Credential = { kind: 'session'; sessionId: string } | { kind: 'token'; token: string; familyId: string }
type SignedIn = { userId: string; credential: Credential; expiresAt: Date }
type RealtimeSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>

/**
 * Closes `socket` once its credential stops working. Revocations close sockets at once through
 * their room; this covers what no revocation announces: the session or token simply expiring, and a
 * revocation made where no Socket.IO server runs (a separate worker, a script). The check does not
 * count as a use of the credential, so an idle tab never keeps its session alive.
 */
function watchCredential(socket: RealtimeSocket, { credential, expiresAt }: SignedIn, recheckMs: number) {
	let timer: NodeJS.Timeout | undefined
	const schedule = (at: number) => {
		timer = setTimeout(check, Math.min(Math.max(at - Date.now(), 0), recheckMs, MAX_TIMER_MS))
		timer.unref()
	}
	const check = async () => {
		let expiry: Date | null
		try {
			expiry = await credentialExpiry(credential)
		} catch (error) {
			// the database is away: the socket stays until it can be asked again
			console.warn('realtime: credential not re-checked', error)
			return schedule(Date.now() + recheckMs)
		}
		if (!socket.connected) return
		if (!expiry || expiry.getTime() <= Date.now()) socket.disconnect(true)
		else schedule(expiry.getTime())
	}
	schedule(expiresAt.getTime())
	socket.once('disconnect', () => clearTimeout(timer))
}

/**
 * A socket whose session Socket.IO recovered has connected without the middleware (`skipMiddlewares`),
 * with the user and rooms it had. Its credential is read again now: one that stopped working
 * during the disconnection, or that now names someone else, closes the socket; one that works is
 * watched as at a first connection. Without the database the connection is dropped, not the
 * session: the client reconnects and is checked again.
 */
async function confirmRecovered(socket: RealtimeSocket, recheckMs: number) {
	let identity: Awaited<ReturnType<typeof authenticateHandshake>>
	try {
		identity = await authenticateHandshake(socket.handshake)
	} catch (error) {
		console.warn('realtime: recovered socket not re-checked', error)
		socket.conn.close()
		return
	}
	if (!socket.connected) return
	if (identity === 'refused' || (identity?.userId ?? null) !== (socket.data.userId ?? null)) socket.disconnect(true)
	else if (identity) watchCredential(socket, identity, recheckMs)
}

async function credentialExpiry(credential: Credential) {
	if (credential.kind === 'session') return sessionExpiry(credential.sessionId)
	return accessTokenExpiry(credential.token)
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
		adapter: groupAdapter(redis, options.streamName),
	})
	setRealtimeServer(io, redisPushMarks(redis, options.streamName ?? DEFAULT_STREAM))
	return {
		io,
		async close() {
			setRealtimeServer(undefined)
			// why: io.close() would close an engine this server never had; the adapter is all there is
			await io.of('/').adapter.close()
			forgetRedis('socket.io')
			await closeRedis(redis)
		},
	}
}

/**
 * The Redis adapter of a group of instances. A group named by REALTIME_STREAM gets its own channels
 * too, not only its own stream: the adapter counts the instances it must hear from with
 * PUBSUB NUMSUB on its public channel, and with the default prefix every group on the Redis shared
 * it (another group's stopped or slow instance was counted, never answered, and the presence
 * question timed out: split-roles.test.ts).
 */
/** The adapter's own default stream name: the group of instances that sets no REALTIME_STREAM. */
const DEFAULT_STREAM = 'socket.io'

function groupAdapter(redis: RedisClient, streamName: string | undefined) {
	return createAdapter(redis, streamName ? { streamName, channelPrefix: streamName } : {})
}

/** At most this many events per socket and window (a chat client sends a few a second). */
const EVENT_BURST = 50
const EVENT_WINDOW_MS = 5_000

/**
 * The spec's getUsers list for one user: themselves and their conversation partners who are
 * online. Nobody else's presence is shared (a stranger's online state is not theirs to know).
 */
async function onlineUsersFor(userId: string) {
	const partners = await listConversationPartnerIds(userId)
	return [userId, ...(await onlineAmong(partners))]
}

/**
 * Sends `userId` their getUsers list (when `answer` is given) and refreshes the lists of their
 * online partners, whose view of `userId` just changed. A failure only costs a stale list.
 */
async function announcePresence(userId: string, answer?: (users: Array<{ userId: string }>) => void) {
	try {
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

/**
 * Who opened the socket, with what and until when; null for an anonymous socket, 'refused' for a
 * bearer token that fails.
 */
async function authenticateHandshake(handshake: {
	headers: Record<string, string | string[] | undefined>
	auth: Record<string, unknown>
}): Promise<SignedIn | null | 'refused'> {
	const headers = new Headers()
	const cookie = handshake.headers.cookie
	if (typeof cookie === 'string') headers.set('Cookie', cookie)
	const token = typeof handshake.auth?.token === 'string' ? handshake.auth.token.replace(/^Bearer\s+/i, '') : null
	if (token) headers.set('Authorization', `Bearer ${token}`)
	const request = new Request('http://realtime.local/', { headers })
	let sessionUser = await getSessionUser(request)
	// an admin's session that has not passed the second factor opens no signed-in socket (the
	// pages send its browser to the code step): here it is anonymous
	if (sessionUser) {
		const admin = sessionUser.actingAdmin ? { id: sessionUser.actingAdmin.id, role: 'admin' } : sessionUser
		if (await secondFactorShortfall(admin, sessionUser.secondFactorAt)) sessionUser = null
	}
	const sessionId = sessionUser ? await getSessionId(request) : null
	const sessionEnds = sessionId ? await sessionExpiry(sessionId) : null
	// an admin acting as someone stays in their own room: presence (which decides whether the user
	// is emailed about a message) must be the real user's, never the watching admin's
	if (sessionUser && sessionId && sessionEnds)
		return {
			userId: sessionUser.actingAdmin?.id ?? sessionUser.id,
			credential: { kind: 'session', sessionId },
			expiresAt: sessionEnds,
		}
	if (!token) return null
	const bearer = await getBearerToken(request)
	if (!bearer || (await secondFactorShortfall(bearer.user, bearer.secondFactorAt))) return 'refused'
	return {
		userId: bearer.user.id,
		credential: { kind: 'token', token, familyId: bearer.familyId },
		expiresAt: bearer.expiresAt,
	}
}
