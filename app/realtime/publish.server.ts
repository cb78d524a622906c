// Pushes from the models, after their writes are committed. The Socket.IO server attached by
// server.ts is kept here (server.ts and the routes share this module, STYLE "Realtime"), with the
// marks a page's socket reads when it connects (push-marks.server.ts).
// No server attached (a script, a unit test) means nothing to push: the data is in the database
// and every page loads it.
import { type Server } from 'socket.io'
import { logger } from '#app/lib/logger.server.ts'
import {
	type ClientToServerEvents,
	PUBLIC_ROOM,
	type PublicEventPush,
	RELOAD_EVENTS,
	type ServerToClientEvents,
	sessionRoom,
	type SocketData,
	tokenFamilyRoom,
	userRoom,
} from './events.ts'
import { type PushMarks } from './push-marks.server.ts'

export type RealtimeServer = Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>

let server: RealtimeServer | undefined
let marks: PushMarks | undefined

export function setRealtimeServer(io: RealtimeServer | undefined, pushMarks?: PushMarks) {
	server = io
	marks = io ? pushMarks : undefined
}

export function getRealtimeServer() {
	return server
}

/** Emits `event` to every socket of `userId`, on this instance and (with Redis) on the others. */
export function publishToUser<E extends keyof ServerToClientEvents>(
	userId: string,
	event: E,
	...args: Parameters<ServerToClientEvents[E]>
) {
	const io = getRealtimeServer()
	if (!io) return
	// the line carries the request (or job) that caused the push: one id from the tap to the screen
	logger().info({ event, toUserId: userId }, 'push')
	// the mark first (push-marks.server.ts): a socket that joins after this push finds it
	if ((RELOAD_EVENTS as readonly string[]).includes(event)) marks?.markUser(userId)
	io.to(userRoom(userId)).emit(event, ...args)
}

/**
 * Tells every open socket, anonymous ones included, that a public job changed: the feed and the
 * job's page reload their data. The payload names the job and nothing private.
 */
export function publishPublicEvent(payload: PublicEventPush) {
	const io = getRealtimeServer()
	if (!io) return
	logger().info({ event: 'getPublicEvent' }, 'push')
	marks?.markJob(payload.jobId)
	io.to(PUBLIC_ROOM).emit('getPublicEvent', payload)
}

/**
 * Closes every socket of `userId`, on every instance: after a logout, a password change or a block,
 * an open socket must not go on receiving messages. Sockets whose session is still valid (the
 * user's other devices) reconnect by themselves and are authenticated again.
 */
export function disconnectUser(userId: string) {
	getRealtimeServer()?.in(userRoom(userId)).disconnectSockets(true)
}

/** Closes, on every instance, the sockets opened with a token of this family (revoked). */
export function disconnectTokenFamily(familyId: string) {
	getRealtimeServer()?.in(tokenFamilyRoom(familyId)).disconnectSockets(true)
}

/** Closes, on every instance, the sockets opened with this page session (ended). */
export function disconnectSession(sessionId: string) {
	getRealtimeServer()?.in(sessionRoom(sessionId)).disconnectSockets(true)
}
