// A web instance that serves requests only (QUEUE_WORKERS=false) and a separate `npm run worker`
// process, sharing this file's database and the Redis on 127.0.0.1:6379: the worker asks the web
// instance (through the Socket.IO Redis adapter) who is connected, so a receiver with an open
// socket gets no email about a message and one without gets one.
import { randomBytes } from 'node:crypto'
import { createClient } from 'redis'
import { io as connect, type Socket } from 'socket.io-client'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { readOutbox } from '#app/emails/outbox.server.ts'
import { type RealtimeInstance, spawnRealtimeInstance } from '../../../scripts/spawn-realtime-instance.ts'
import { createActiveCraftsman, createClientWithToken } from '#tests/factories/conversations.ts'
import { waitForIdleQueue } from '#tests/helpers/queue.ts'
import { sessionCookie } from '#tests/helpers/requests.ts'
import { spawnWorker } from '#tests/helpers/worker-process.ts'

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'
// a stream of our own: other instances on this Redis (other test files, other checkouts) stay out
const STREAM = `socket.io-split-${randomBytes(4).toString('hex')}`
let web: RealtimeInstance
let worker: Awaited<ReturnType<typeof spawnWorker>>
let socket: Socket | undefined

beforeAll(async () => {
	const env = {
		DATABASE_URL: process.env.DATABASE_URL,
		OUTBOX_DIR: process.env.OUTBOX_DIR,
		REDIS_URL,
		REALTIME_STREAM: STREAM,
	}
	;[web, worker] = await Promise.all([spawnRealtimeInstance({ ...env, QUEUE_WORKERS: 'false' }), spawnWorker(env)])
}, 60_000)

afterAll(async () => {
	socket?.disconnect()
	await Promise.all([web?.stop(), worker?.stop()])
	const redis = createClient({ url: REDIS_URL })
	await redis.connect()
	await redis.del(STREAM)
	await redis.quit()
})

async function post(token: string, receiver: string, message: string) {
	const response = await fetch(`${web.url}/api/conversations`, {
		method: 'POST',
		headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
		body: JSON.stringify({ receiver, message }),
	})
	return response.status
}

test('the worker emails the receiver without a socket, and not the one connected to the web instance', async () => {
	const craftsman = await createActiveCraftsman()
	const connected = await createClientWithToken({ email: 'conectada.web@example.com' })
	const away = await createClientWithToken({ email: 'ausente.web@example.com' })
	socket = connect(web.url, {
		transports: ['websocket'],
		reconnection: false,
		extraHeaders: { Cookie: await sessionCookie(connected.id) },
	})
	await new Promise<void>((resolve, reject) => {
		socket!.once('connect', () => resolve())
		socket!.once('connect_error', reject)
	})

	expect(await post(craftsman.token, connected.id, 'Para quien está conectada')).toBe(201)
	expect(await post(craftsman.token, away.id, 'Para quien no está')).toBe(201)
	await waitForIdleQueue() // only the worker process runs jobs here

	expect(readOutbox('conectada.web@example.com')).toEqual([])
	const emails = readOutbox('ausente.web@example.com')
	expect(emails).toHaveLength(1)
	expect(emails[0]!.text).toContain('Para quien no está')
}, 60_000) // two Node processes on a loaded 2-core machine: slow, not stuck
