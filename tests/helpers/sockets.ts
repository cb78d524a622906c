// A Socket.IO server on an ephemeral port and real socket.io clients, for realtime tests.
import { createServer, type Server } from 'node:http'
import { type AddressInfo } from 'node:net'
import { io as connect, type Socket } from 'socket.io-client'
import { attachRealtime } from '#server/realtime/socket.server.ts'

/** A Socket.IO server as an app instance attaches it, listening on an ephemeral port. */
export async function listenRealtime(options: Partial<Parameters<typeof attachRealtime>[1]> = {}) {
	const httpServer: Server = createServer()
	const realtime = await attachRealtime(httpServer, { origin: 'http://localhost:3000', ...options })
	await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve))
	return {
		io: realtime.io,
		url: `http://127.0.0.1:${(httpServer.address() as AddressInfo).port}`,
		async close() {
			await realtime.close()
			await new Promise((resolve) => httpServer.close(resolve))
		},
	}
}

/**
 * A client connected to the server at `url` (once connected; refused: rejects), signed in by a cookie
 * or a token, or anonymous with neither. `onCreated` gets it before it connects (to close it later).
 */
export async function connectSocket(
	url: string,
	options: { cookie?: string; token?: string } = {},
	onCreated: (socket: Socket) => void = () => {},
) {
	const socket = connect(url, {
		transports: ['websocket'],
		reconnection: false,
		extraHeaders: options.cookie ? { Cookie: options.cookie } : {},
		auth: options.token ? { token: options.token } : {},
	})
	onCreated(socket)
	await new Promise<void>((resolve, reject) => {
		socket.once('connect', () => resolve())
		socket.once('connect_error', reject)
	})
	return socket
}

export async function startRealtime(options: Parameters<typeof listenRealtime>[0] = {}) {
	const { url, close } = await listenRealtime(options)
	const sockets: Socket[] = []
	return {
		/** A connected client: signed in by a cookie or a token, or anonymous with neither. */
		open: (options: { cookie?: string; token?: string } = {}) =>
			connectSocket(url, options, (socket) => sockets.push(socket)),
		async stop() {
			sockets.forEach((socket) => socket.disconnect())
			await close()
		},
	}
}

/** Every payload of `event` the socket receives from now on. */
export function collect<T>(socket: Socket, event: string) {
	const received: T[] = []
	socket.on(event, (payload: T) => received.push(payload))
	return received
}

/** Every event name the socket receives from now on. */
export function heardEvents(socket: Socket) {
	const heard: string[] = []
	socket.onAny((event: string) => heard.push(event))
	return heard
}
