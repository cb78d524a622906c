// Chat delivery: what a craftsman's message costs in database round trips before the
// receiver's socket is pushed. Every statement the pg driver sends is recorded in order, and the
// push is recorded when the Socket.IO adapter broadcasts it (the real push still goes out).
import pg from 'pg'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { prisma } from '#app/lib/db.server.ts'
import { action } from '#app/routes/api/conversations/index.ts'
import { getRealtimeServer } from '#app/realtime/publish.server.ts'
import { createActiveCraftsman, createClientWithToken } from '#tests/factories/conversations.ts'
import { call, jsonRequest, responseJson } from '#tests/helpers/requests.ts'
import { collect, startRealtime } from '#tests/helpers/sockets.ts'

let realtime: Awaited<ReturnType<typeof startRealtime>>
beforeAll(async () => (realtime = await startRealtime()))
afterAll(() => realtime.stop())

/** The SQL statements sent while `run` runs, with 'PUSH' where the adapter broadcast. */
async function recordRoundTrips(run: () => Promise<unknown>) {
	const trace: string[] = []
	const query = pg.Client.prototype.query
	const adapter = getRealtimeServer()!.of('/').adapter
	const broadcast = adapter.broadcast.bind(adapter)
	pg.Client.prototype.query = function (this: pg.Client, ...args: Parameters<typeof query>) {
		const config = args[0] as string | { text: string }
		trace.push((typeof config === 'string' ? config : config.text).replace(/\s+/g, ' ').slice(0, 60))
		return query.apply(this, args)
	} as typeof query
	adapter.broadcast = (packet, options) => {
		trace.push('PUSH')
		return broadcast(packet, options)
	}
	try {
		await run()
	} finally {
		pg.Client.prototype.query = query
		adapter.broadcast = broadcast
	}
	return trace
}

// Measured 25 Nov 2026: 17 statements before the push (the token 2, the conversation 1, its
// participants 3, the clientKey 1, the gate 3, a transaction of 7). Now 3: the sender's token with
// its user (findToken), one read-only statement for the conversation, its participants, the
// clientKey and the gate (readSendContext), and one statement that stores the message, its «seen»
// row, the conversation's date, the queued email and the receiver's notification, with no
// transaction around it. After the push, nothing: the notification used to be one more statement.
const STATEMENTS_BEFORE_PUSH = 3

test("a craftsman's message in a running conversation reaches the receiver's socket after 3 statements, one of them a write, and none follows", async () => {
	const craftsman = await createActiveCraftsman()
	const client = await createClientWithToken()
	const send = (message: string, clientKey: string) =>
		call(
			action,
			jsonRequest(
				'/api/conversations',
				'POST',
				{ receiver: client.id, message, clientKey },
				{ token: craftsman.token },
			),
		).then(responseJson)
	expect((await send('Primero', 'first-key-001')).status).toBe(201)
	const socket = await realtime.open({ token: client.token })
	const received = collect<{ message: { text: string } }>(socket, 'getMessage')
	const notified = collect<{ text: string }>(socket, 'notification')

	const trace = await recordRoundTrips(() => send('Segundo', 'second-key-01'))
	const beforePush = trace.slice(0, trace.indexOf('PUSH'))
	expect(trace).toContain('PUSH')
	expect(beforePush.length, beforePush.join('\n')).toBeLessThanOrEqual(STATEMENTS_BEFORE_PUSH)
	// one write, and no transaction: the gate and the other reads change nothing
	expect(beforePush.filter((sql) => /^(INSERT|UPDATE|DELETE|BEGIN)|AS \(\s*INSERT/i.test(sql.trim()))).toEqual([
		expect.stringMatching(/^\/\* prepared \*\/ WITH message AS \( INSERT INTO "Message"/),
	])
	// each is a named prepared statement: planned once per connection, not per message (issue 45)
	expect(beforePush.filter((sql) => !sql.trim().startsWith('/* prepared */'))).toEqual([])
	expect(trace.slice(trace.indexOf('PUSH')).filter((entry) => entry !== 'PUSH')).toEqual([])
	await expect.poll(() => received.map((p) => p.message.text)).toEqual(['Segundo'])
	// the first message's notification is still unread: the second adds none (one per conversation)
	expect(notified).toEqual([])
})

test("the receiver's notification is stored by the message's own statement and pushed after it", async () => {
	const craftsman = await createActiveCraftsman()
	const client = await createClientWithToken()
	const socket = await realtime.open({ token: client.token })
	const notified = collect<{ _id: string; text: string; link: string }>(socket, 'notification')
	const trace = await recordRoundTrips(() =>
		call(
			action,
			jsonRequest('/api/conversations', 'POST', { receiver: client.id, message: 'Hola' }, { token: craftsman.token }),
		),
	)
	const pushes = trace.filter((entry) => entry === 'PUSH')
	expect(pushes.length).toBeGreaterThanOrEqual(2) // getMessage, then the notification
	expect(trace.slice(trace.indexOf('PUSH')).filter((entry) => entry !== 'PUSH')).toEqual([])
	await expect.poll(() => notified.length).toBe(1)
	const stored = await prisma.notification.findUniqueOrThrow({ where: { id: notified[0]!._id } })
	expect(stored).toMatchObject({ userId: client.id, text: notified[0]!.text, link: notified[0]!.link, readAt: null })
	expect(stored.text).toMatch(/^Nuevo mensaje de /)
	expect(stored.link).toMatch(/^\/tablero\/cliente\/mensajes\//)
})
