// Two Socket.IO servers (as two app instances would be) sharing Redis: a message stored through
// one reaches a client connected to the other. Redis runs on 127.0.0.1:6379 on these machines.
import { io as connect, type Socket } from 'socket.io-client'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { type MessagePush } from '#app/realtime/events.ts'
import { getRealtimeServer } from '#app/realtime/publish.server.ts'
import { action } from '#app/routes/api/conversations/index.ts'
import { createActiveCraftsman, createClientWithToken } from '#tests/factories/conversations.ts'
import { call, jsonRequest, sessionCookie } from '#tests/helpers/requests.ts'
import { listenRealtime } from '#tests/helpers/sockets.ts'

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'
const instances: Array<Awaited<ReturnType<typeof listenRealtime>>> = []
let socket: Socket | undefined

async function start() {
	const instance = await listenRealtime({ redisUrl: REDIS_URL })
	instances.push(instance)
	return instance
}

beforeAll(async () => {
	await start() // A: the client connects here
	await start() // B: the app's pushes go out through this one (the last attached)
})

afterAll(async () => {
	socket?.disconnect()
	for (const instance of instances.reverse()) await instance.close()
})

test('a message stored and pushed by one instance reaches a socket connected to the other', async () => {
	const [a, b] = instances
	expect(getRealtimeServer()).toBe(b!.io)
	const craftsman = await createActiveCraftsman()
	const client = await createClientWithToken()
	socket = connect(a!.url, {
		transports: ['websocket'],
		reconnection: false,
		extraHeaders: { Cookie: await sessionCookie(client.id) },
	})
	await new Promise<void>((resolve, reject) => {
		socket!.once('connect', () => resolve())
		socket!.once('connect_error', reject)
	})
	const received: MessagePush[] = []
	socket.on('getMessage', (payload: MessagePush) => received.push(payload))
	// B has no socket of the client's: only Redis can carry the push to A
	expect((await b!.io.local.in(`user:${client.id}`).fetchSockets()).length).toBe(0)
	const response = (await call(
		action,
		jsonRequest(
			'/api/conversations',
			'POST',
			{ receiver: client.id, message: 'Entre instancias' },
			{ token: craftsman.token },
		),
	)) as Response
	expect(response.status).toBe(201)
	await expect.poll(() => received.map((m) => m.message.text), { timeout: 5000 }).toEqual(['Entre instancias'])
})
