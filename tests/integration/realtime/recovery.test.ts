// A socket that reconnects within the recovery window gets what it missed (Socket.IO's connection
// state recovery, kept in Redis by the streams adapter), including what was pushed while the
// server took it back: the fault suite, on a loaded machine, saw sockets report «recovered»
// without a message pushed while the server re-read their credential, so the app never reloaded
// it. A credential that stopped working meanwhile still closes the socket.
import { randomBytes } from 'node:crypto'
import { io as connect, type Socket } from 'socket.io-client'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { prisma } from '#app/lib/db.server.ts'
import { publishToUser } from '#app/realtime/publish.server.ts'
import { createClientWithToken } from '#tests/factories/conversations.ts'
import { listenRealtime } from '#tests/helpers/sockets.ts'

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'
let realtime: Awaited<ReturnType<typeof listenRealtime>>
let socket: Socket | undefined

beforeAll(async () => {
	realtime = await listenRealtime({
		redisUrl: REDIS_URL,
		streamName: `recovery-test-${randomBytes(4).toString('hex')}`,
	})
})

afterAll(async () => {
	socket?.disconnect()
	await realtime.close()
})

const push = (userId: string, text: string) =>
	publishToUser(userId, 'notification', {
		_id: text,
		type: 'message',
		text,
		link: '/mensajes',
		createdAt: new Date().toISOString(),
	} as never)

async function connected(token: string) {
	const client = connect(realtime.url, { transports: ['websocket'], auth: { token }, reconnectionDelay: 50 })
	await new Promise<void>((resolve, reject) => {
		client.once('connect', () => resolve())
		client.once('connect_error', reject)
	})
	return client
}

test('a socket that reconnects and recovers gets every push made meanwhile, in order, once', async () => {
	const client = await createClientWithToken()
	socket = await connected(client.token)
	const received: string[] = []
	socket.on('notification', (payload: { text: string }) => received.push(payload.text))
	// a first push gives the client an offset to recover from
	push(client.id, 'antes')
	await expect.poll(() => received, { timeout: 5000 }).toEqual(['antes'])

	// a push every millisecond from before the network drops until well after the socket is back:
	// some land while it is away, some while the server takes it back, some after
	const sent: string[] = []
	let pushing = true
	const pusher = (async () => {
		for (let i = 0; pushing; i++) {
			sent.push(`n${i}`)
			push(client.id, `n${i}`)
			await new Promise((resolve) => setTimeout(resolve, 1))
		}
	})()
	await new Promise((resolve) => setTimeout(resolve, 20))
	socket.io.engine.close() // the network drops: a recoverable disconnection
	await new Promise<void>((resolve) => socket!.once('connect', () => resolve()))
	expect(socket.recovered).toBe(true)
	await new Promise((resolve) => setTimeout(resolve, 100))
	pushing = false
	await pusher
	await expect.poll(() => received.length, { timeout: 5000 }).toBe(sent.length + 1)
	expect(received).toEqual(['antes', ...sent])
})

test('a socket whose token was revoked while it was away is closed when it comes back', async () => {
	const client = await createClientWithToken()
	const away = await connected(client.token)
	try {
		push(client.id, 'antes')
		await new Promise((resolve) => away.once('notification', resolve))
		away.io.opts.reconnectionDelay = 300
		away.io.opts.reconnectionDelayMax = 300
		away.io.engine.close()
		// revoked where no Socket.IO server hears of it (a script, a separate worker)
		await prisma.apiToken.updateMany({ where: { userId: client.id }, data: { revokedAt: new Date() } })
		// refused as it reconnects, or closed right after
		const outcome = await new Promise<string>((resolve) => {
			away.once('connect_error', (error) => resolve(`refused: ${error.message}`))
			away.once('connect', () => away.once('disconnect', resolve))
			setTimeout(() => resolve('still connected after 5 s'), 5_000)
		})
		expect(['io server disconnect', 'refused: unauthorized']).toContain(outcome)
		expect(away.connected).toBe(false)
		expect(await realtime.io.in(`user:${client.id}`).fetchSockets()).toHaveLength(0)
	} finally {
		away.disconnect()
	}
})
