// A retried send never duplicates a message. The sender's clientKey (body field or
// Idempotency-Key header, a hidden field in the page's form) names the message once.
import { describe, expect, test } from 'vitest'
import { prisma } from '#app/lib/db.server.ts'
import { action } from '#app/routes/api/conversations/index.ts'
import { action as pageAction } from '#app/routes/tablero/$role/mensajes/$conversationId.tsx'
import { createActiveCraftsman, createClientWithToken } from '#tests/factories/conversations.ts'
import { call, formRequest, jsonRequest, responseJson, sessionCookie } from '#tests/helpers/requests.ts'

const send = (method: 'POST' | 'PUT', body: unknown, token: string, headers: Record<string, string> = {}) => {
	const request = jsonRequest('/api/conversations', method, body, { token })
	for (const [name, value] of Object.entries(headers)) request.headers.set(name, value)
	return call(action, request).then(responseJson)
}

async function conversation() {
	const craftsman = await createActiveCraftsman()
	const client = await createClientWithToken()
	const first = await send(
		'POST',
		{ receiver: client.id, message: 'Hola', clientKey: 'start-key-0001' },
		craftsman.token,
	)
	return { craftsman, client, first, convId: first.body.convId as string }
}

const countMessages = (conversationId: string) => prisma.message.count({ where: { conversationId } })
const countNotifications = (userId: string) => prisma.notification.count({ where: { userId } })

describe('sending a message twice with one clientKey', () => {
	test('POST: the retry answers 200 with the stored message; one conversation, one message, one notification', async () => {
		const { craftsman, client, first, convId } = await conversation()
		expect(first.status).toBe(201)
		const retry = await send(
			'POST',
			{ receiver: client.id, message: 'Hola', clientKey: 'start-key-0001' },
			craftsman.token,
		)
		expect(retry.status).toBe(200)
		expect(retry.body.data._id).toBe(first.body.data._id)
		expect(retry.body.convId).toBe(convId)
		expect(await countMessages(convId)).toBe(1)
		expect(await prisma.conversation.count({ where: { participants: { some: { userId: client.id } } } })).toBe(1)
		expect(await countNotifications(client.id)).toBe(1)
	})

	test('PUT: by body field or Idempotency-Key header, retried at once or concurrently, one message', async () => {
		const { client, convId } = await conversation()
		const body = { convId, message: 'Mañana a las 9' }
		const answers = await Promise.all([
			send('PUT', { ...body, clientKey: 'reply-key-0001' }, client.token),
			send('PUT', { ...body, clientKey: 'reply-key-0001' }, client.token),
			send('PUT', body, client.token, { 'Idempotency-Key': 'reply-key-0001' }),
		])
		expect(answers.map((a) => a.status)).toEqual([200, 200, 200])
		expect(new Set(answers.map((a) => a.body.data._id)).size).toBe(1)
		expect(await countMessages(convId)).toBe(2)
		// a new key is a new message
		await send('PUT', { ...body, clientKey: 'reply-key-0002' }, client.token)
		expect(await countMessages(convId)).toBe(3)
	})

	test('the same key from another sender is another message', async () => {
		const { craftsman, client, convId } = await conversation()
		await send('PUT', { convId, message: 'Yo', clientKey: 'shared-key-01' }, craftsman.token)
		await send('PUT', { convId, message: 'Yo también', clientKey: 'shared-key-01' }, client.token)
		expect(await countMessages(convId)).toBe(3)
	})

	test('a key already used in another conversation is refused with 409; a malformed key with 400; nothing stored', async () => {
		const { craftsman, convId } = await conversation()
		const other = await createClientWithToken()
		const second = await send(
			'POST',
			{ receiver: other.id, message: 'Hola', clientKey: 'other-key-001' },
			craftsman.token,
		)
		const reused = await send('PUT', { convId, message: 'Otra', clientKey: 'other-key-001' }, craftsman.token)
		expect(reused.status).toBe(409)
		expect(reused.body.message).toBe('Esa clave (clientKey) ya se usó para otro mensaje')
		for (const clientKey of ['corta', 'con espacios 123', 'x'.repeat(101), 42]) {
			const bad = await send('PUT', { convId, message: 'Otra', clientKey }, craftsman.token)
			expect(bad.status).toBe(400)
		}
		expect(await countMessages(convId)).toBe(1)
		expect(await countMessages(second.body.convId)).toBe(1)
	})

	test('the page form carries a key: a resent form stores one message', async () => {
		const { client, convId } = await conversation()
		const cookie = await sessionCookie(client.id)
		const path = `/tablero/cliente/mensajes/${convId}`
		const fields = { message: 'Enviado dos veces', clientKey: 'form-key-0001' }
		for (let i = 0; i < 2; i++) {
			const response = (await call(pageAction, formRequest(path, fields, { cookie }), {
				params: { role: 'cliente', conversationId: convId },
			})) as Response
			expect(response.status).toBe(302)
		}
		expect(await countMessages(convId)).toBe(2)
	})
})
