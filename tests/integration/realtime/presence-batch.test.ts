// A batch of message emails asks presence for twenty receivers at once: the questions of one turn
// of the event loop go out as one fetchSockets, so every instance answers one question, not twenty.
import { randomUUID } from 'node:crypto'
import { io as connect, type Socket } from 'socket.io-client'
import { afterAll, beforeAll, expect, test, vi } from 'vitest'
import { isUserOnline } from '#app/realtime/presence.server.ts'
import { createClientWithToken } from '#tests/factories/conversations.ts'
import { listenRealtime } from '#tests/helpers/sockets.ts'

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'
let realtime: Awaited<ReturnType<typeof listenRealtime>>
let socket: Socket | undefined

beforeAll(async () => {
	// a group of its own on the shared Redis: no other test's instance is asked
	realtime = await listenRealtime({ redisUrl: REDIS_URL, streamName: `presence-batch-${randomUUID()}` })
})

afterAll(async () => {
	socket?.disconnect()
	await vi.waitFor(() => expect(realtime.io.of('/').sockets.size).toBe(0))
	await realtime.close()
})

test('the presence questions of one turn go out as one, and each gets its own answer', async () => {
	const online = await createClientWithToken()
	const offline = await Promise.all(Array.from({ length: 19 }, () => createClientWithToken()))
	socket = connect(realtime.url, { transports: ['websocket'], reconnection: false, auth: { token: online.token } })
	await new Promise<void>((resolve, reject) => {
		socket!.once('connect', () => resolve())
		socket!.once('connect_error', reject)
	})
	const asked = vi.spyOn(realtime.io, 'in')
	const answers = await Promise.all([
		...offline.map((user) => isUserOnline(user.id, { whenUnsure: 'throw' })),
		isUserOnline(online.id, { whenUnsure: 'throw' }),
	])
	expect(answers).toEqual([...offline.map(() => false), true])
	expect(asked).toHaveBeenCalledTimes(1)
	// a question of a later turn is a question of its own
	expect(await isUserOnline(offline[0]!.id)).toBe(false)
	expect(asked).toHaveBeenCalledTimes(2)
}, 20_000)
