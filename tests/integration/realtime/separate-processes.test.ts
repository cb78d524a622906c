// Two app instances as two real processes (scripts/realtime-instance.ts), sharing this file's
// PostgreSQL database and the Redis on 127.0.0.1:6379. redis-instances.test.ts covers two
// Socket.IO servers in one process; this one proves it across processes, through HTTP /api, and
// that presence (who gets an email) is asked of every instance.
import { randomBytes } from 'node:crypto'
import { createClient } from 'redis'
import { io as connect, type Socket } from 'socket.io-client'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { readOutbox } from '#app/emails/outbox.server.ts'
import { type MessagePush } from '#app/realtime/events.ts'
import { type RealtimeInstance, spawnRealtimeInstance } from '../../../scripts/spawn-realtime-instance.ts'
import { createActiveCraftsman, createClientWithToken } from '#tests/factories/conversations.ts'
import { waitForIdleQueue } from '#tests/helpers/queue.ts'
import { sessionCookie } from '#tests/helpers/requests.ts'

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'
// a stream of our own: other instances on this Redis (other test files, other checkouts) stay out
const STREAM = `socket.io-test-${randomBytes(4).toString('hex')}`
let a: RealtimeInstance
let b: RealtimeInstance
const sockets: Socket[] = []

beforeAll(async () => {
	const env = {
		DATABASE_URL: process.env.DATABASE_URL,
		OUTBOX_DIR: process.env.OUTBOX_DIR,
		REDIS_URL,
		REALTIME_STREAM: STREAM,
	}
	;[a, b] = await Promise.all([spawnRealtimeInstance(env), spawnRealtimeInstance(env)])
}, 60_000)

afterAll(async () => {
	sockets.forEach((s) => s.disconnect())
	await Promise.all([a?.stop(), b?.stop()])
	const redis = createClient({ url: REDIS_URL })
	await redis.connect()
	await redis.del(STREAM)
	await redis.quit()
})

async function open(url: string, userId: string) {
	const socket = connect(url, {
		transports: ['websocket'],
		reconnection: false,
		extraHeaders: { Cookie: await sessionCookie(userId) },
	})
	sockets.push(socket)
	await new Promise<void>((resolve, reject) => {
		socket.once('connect', () => resolve())
		socket.once('connect_error', reject)
	})
	const received: string[] = []
	socket.on('getMessage', (payload: MessagePush) => received.push(payload.message.text))
	return { socket, received }
}

async function post(instance: RealtimeInstance, token: string, receiver: string, message: string) {
	const response = await fetch(`${instance.url}/api/conversations`, {
		method: 'POST',
		headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
		body: JSON.stringify({ receiver, message }),
	})
	return response.status
}

test('a message posted to one process reaches a socket connected to the other, both ways', async () => {
	expect(a.pid).not.toBe(b.pid)
	const craftsman = await createActiveCraftsman()
	const client = await createClientWithToken({ email: 'entre.procesos@example.com' })
	const onA = await open(a.url, client.id)
	const onB = await open(b.url, craftsman.id)

	expect(await post(b, craftsman.token, client.id, 'Desde B')).toBe(201)
	await expect.poll(() => onA.received, { timeout: 15_000 }).toEqual(['Desde B'])
	expect(await post(a, client.token, craftsman.id, 'Respuesta desde A')).toBeLessThan(300)
	await expect.poll(() => onB.received, { timeout: 15_000 }).toEqual(['Respuesta desde A'])

	// the message-email jobs ran in A's or B's worker, which found the sockets on the other instance:
	// connected receivers get no email
	await waitForIdleQueue()
	expect(readOutbox('entre.procesos@example.com')).toEqual([])
	expect(readOutbox(craftsman.email)).toEqual([])
}, 60_000) // two Node processes on a loaded 2-core machine: slow, not stuck

test('once the receiver has no socket on any instance, the message is emailed (once per burst)', async () => {
	const craftsman = await createActiveCraftsman()
	const client = await createClientWithToken({ email: 'desconectada@example.com' })
	const { socket } = await open(a.url, client.id)
	expect(await post(b, craftsman.token, client.id, 'Conectada')).toBe(201)
	await waitForIdleQueue()
	expect(readOutbox('desconectada@example.com')).toEqual([])

	socket.disconnect()
	// the email job asks every instance; wait until both see the socket gone (a fixed pause lost
	// this race on a loaded CI machine and the first message of the burst went unemailed)
	for (const instance of [a, b]) {
		await expect
			.poll(async () => (await fetch(`${instance.url}/presence/${client.id}`)).text(), { timeout: 15_000 })
			.toBe('offline')
	}
	for (const text of ['Uno', 'Dos', 'Tres']) expect(await post(b, craftsman.token, client.id, text)).toBeLessThan(300)
	await waitForIdleQueue()
	const emails = readOutbox('desconectada@example.com')
	expect(emails).toHaveLength(1)
	// the burst's jobs may run side by side in both workers: whichever claims the slot first is
	// the one emailed, so any of the three (never the message read while connected)
	expect(emails[0]!.text).toMatch(/\b(Uno|Dos|Tres)\b/)
	expect(emails[0]!.text).not.toContain('Conectada')
}, 60_000) // two Node processes on a loaded 2-core machine: slow, not stuck
