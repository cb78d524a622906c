import { io as connect, type Socket } from 'socket.io-client'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { endAllSessions } from '#app/models/auth/sessions.server.ts'
import { type MessagePush } from '#app/realtime/events.ts'
import { action } from '#app/routes/api/conversations/index.ts'
import { createActiveCraftsman, createClientWithToken } from '#tests/factories/conversations.ts'
import { call, jsonRequest, sessionCookie } from '#tests/helpers/requests.ts'
import { listenRealtime } from '#tests/helpers/sockets.ts'

let realtime: Awaited<ReturnType<typeof listenRealtime>>
const sockets: Socket[] = []

beforeAll(async () => {
	realtime = await listenRealtime()
})

afterAll(async () => {
	sockets.forEach((s) => s.disconnect())
	await realtime.close()
})

function open(options: { cookie?: string; token?: string; origin?: string }) {
	const socket = connect(realtime.url, {
		transports: ['websocket'],
		reconnection: false,
		extraHeaders: {
			...(options.cookie ? { Cookie: options.cookie } : {}),
			...(options.origin ? { Origin: options.origin } : {}),
		},
		auth: options.token ? { token: options.token } : {},
	})
	sockets.push(socket)
	return socket
}

function connected(socket: Socket) {
	return new Promise<void>((resolve, reject) => {
		socket.once('connect', () => resolve())
		socket.once('connect_error', reject)
	})
}

function collect<T>(socket: Socket, event: string) {
	const received: T[] = []
	socket.on(event, (payload: T) => received.push(payload))
	return received
}

const put = (body: unknown, token: string) =>
	call(action, jsonRequest('/api/conversations', 'PUT', body, { token })) as Promise<Response>
const post = (body: unknown, token: string) =>
	call(action, jsonRequest('/api/conversations', 'POST', body, { token })) as Promise<Response>
const settle = () => new Promise((resolve) => setTimeout(resolve, 300))

describe('realtime pushes', () => {
	test('a socket signed in by the session cookie receives getMessage and the notification after the message is stored', async () => {
		const craftsman = await createActiveCraftsman()
		const client = await createClientWithToken()
		const socket = open({ cookie: await sessionCookie(client.id) })
		await connected(socket)
		const messages = collect<MessagePush>(socket, 'getMessage')
		const notifications = collect<{ text: string }>(socket, 'notification')
		const response = await post({ receiver: client.id, message: 'Hola en directo' }, craftsman.token)
		expect(response.status).toBe(201)
		const { convId } = await response.json()
		await expect.poll(() => messages.length).toBe(1)
		expect(messages[0]).toMatchObject({
			convId,
			receiver: client.id,
			message: { text: 'Hola en directo', sender: craftsman.id, seenBy: [craftsman.id] },
		})
		await expect.poll(() => notifications.length).toBe(1)
		expect(notifications[0]!.text).toMatch(/^Nuevo mensaje de /)
	})

	test('an app signed in by a bearer token in the handshake receives its pushes too', async () => {
		const craftsman = await createActiveCraftsman()
		const client = await createClientWithToken()
		const convId = (await (await post({ receiver: client.id, message: 'Primero' }, craftsman.token)).json()).convId
		const socket = open({ token: craftsman.token })
		await connected(socket)
		const messages = collect<MessagePush>(socket, 'getMessage')
		await put({ convId, message: 'Respuesta de la clienta' }, client.token)
		await expect.poll(() => messages.map((m) => m.message.text)).toEqual(['Respuesta de la clienta'])
	})

	test('a forged token is refused; without a valid session a socket is anonymous and hears no private push', async () => {
		const forged = open({ cookie: '__session=inventada', token: 'inventado' })
		await expect(connected(forged)).rejects.toThrow('unauthorized')
		const craftsman = await createActiveCraftsman()
		const client = await createClientWithToken()
		const anonymous = open({})
		const staleCookie = open({ cookie: '__session=inventada' })
		await Promise.all([connected(anonymous), connected(staleCookie)])
		const heard: string[] = []
		for (const socket of [anonymous, staleCookie]) {
			socket.onAny((event: string) => heard.push(event))
			// an anonymous socket cannot announce itself as anyone
			socket.emit('addUser', client.id)
		}
		const witness = open({ cookie: await sessionCookie(client.id) })
		await connected(witness)
		const delivered = collect<MessagePush>(witness, 'getMessage')
		await post({ receiver: client.id, message: 'Privado' }, craftsman.token)
		await expect.poll(() => delivered.length).toBe(1)
		await settle()
		expect(heard).toEqual([])
	})

	test('ending the sessions (logout, password change, block) closes the open sockets for good', async () => {
		const user = await createClientWithToken()
		const cookie = await sessionCookie(user.id)
		const socket = open({ cookie })
		await connected(socket)
		const closed = new Promise<string>((resolve) => socket.once('disconnect', resolve))
		await endAllSessions(user.id)
		expect(await closed).toBe('io server disconnect')
		// the same cookie now opens only an anonymous socket: addUser gets no answer
		const again = open({ cookie })
		await connected(again)
		const users = collect<unknown>(again, 'getUsers')
		again.emit('addUser', user.id)
		await settle()
		expect(users).toEqual([])
	})

	test('a handshake from a page on another site is refused, even with a valid cookie', async () => {
		const user = await createClientWithToken()
		const cookie = await sessionCookie(user.id)
		await expect(connected(open({ cookie, origin: 'https://evil.example' }))).rejects.toThrow()
		await connected(open({ cookie, origin: 'http://localhost:3000' }))
	})

	test('addUser with someone else’s id registers nobody else: that user’s messages never arrive', async () => {
		const craftsman = await createActiveCraftsman()
		const client = await createClientWithToken()
		const stranger = await createClientWithToken()
		const socket = open({ cookie: await sessionCookie(stranger.id) })
		await connected(socket)
		const users = collect<Array<{ userId: string }>>(socket, 'getUsers')
		const messages = collect<MessagePush>(socket, 'getMessage')
		const notifications = collect<unknown>(socket, 'notification')
		socket.emit('addUser', client.id)
		await expect.poll(() => users.length).toBe(1)
		expect(users[0]).toEqual([{ userId: stranger.id }])
		const witness = open({ cookie: await sessionCookie(client.id) })
		await connected(witness)
		const delivered = collect<MessagePush>(witness, 'getMessage')
		await post({ receiver: client.id, message: 'Solo para la clienta' }, craftsman.token)
		await expect.poll(() => delivered.length).toBe(1)
		await settle()
		expect(messages).toEqual([])
		expect(notifications).toEqual([])
	})

	test('a flood of events from one socket is not all processed, and the socket is cut off', async () => {
		const user = await createClientWithToken()
		const socket = open({ token: user.token })
		await connected(socket)
		const answers = collect<unknown>(socket, 'getUsers')
		const disconnected = new Promise<void>((resolve) => socket.once('disconnect', () => resolve()))
		for (let i = 0; i < 20_000; i++) socket.emit('addUser', user.id)
		await disconnected
		expect(answers.length).toBeLessThanOrEqual(50)
	})
})
