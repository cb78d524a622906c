// Presence (who gets an email about a message) must answer while Redis is away. The
// adapter counts the instances with a Redis command that waits in the client's queue until Redis
// is back, before its own timeout starts; presence bounds the whole question and falls back to
// this instance's sockets (and bounds the question when Redis drops during it).
import { io as connect, type Socket } from 'socket.io-client'
import { afterAll, beforeAll, expect, test, vi } from 'vitest'
import { isUserOnline } from '#app/realtime/presence.server.ts'
import { createClientWithToken } from '#tests/factories/conversations.ts'
import { listenRealtime } from '#tests/helpers/sockets.ts'

// a port nobody listens on: the Redis clients keep retrying with back-off, as during an outage
let realtime: Awaited<ReturnType<typeof listenRealtime>>
let socket: Socket | undefined

beforeAll(async () => {
	realtime = await listenRealtime({ redisUrl: 'redis://127.0.0.1:1' })
})

afterAll(async () => {
	// why: a socket still open when the server closes has its session kept in Redis for recovery; that
	// SET waits for Redis, and closing the client fails it with nobody to catch it (the app's guard
	// logs such lost commands; vitest reports them)
	socket?.disconnect()
	await vi.waitFor(() => expect(realtime.io.of('/').sockets.size).toBe(0))
	await realtime.close()
})

test('without Redis, presence answers at once from the sockets of this instance', async () => {
	const online = await createClientWithToken()
	const offline = await createClientWithToken()
	socket = connect(realtime.url, {
		transports: ['websocket'],
		reconnection: false,
		auth: { token: online.token },
	})
	await new Promise<void>((resolve, reject) => {
		socket!.once('connect', () => resolve())
		socket!.once('connect_error', reject)
	})
	const started = performance.now()
	expect(await Promise.all([isUserOnline(online.id), isUserOnline(offline.id)])).toEqual([true, false])
	expect(performance.now() - started).toBeLessThan(3_000)
}, 15_000)
