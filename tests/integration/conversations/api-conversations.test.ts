import { describe, expect, test } from 'vitest'
import { prisma } from '#app/lib/db.server.ts'
import { issueTokens } from '#app/models/auth/api-tokens.server.ts'
import { MESSAGE_MAX_LENGTH } from '#app/models/conversations/conversations.schema.ts'
import { action, loader } from '#app/routes/api/conversations/index.ts'
import { action as seenAction } from '#app/routes/api/conversations/seen_status.ts'
import { action as pageAction } from '#app/routes/tablero/$role/mensajes/$conversationId.tsx'
import { createActiveCraftsman, createClientWithToken } from '#tests/factories/conversations.ts'
import { createUser } from '#tests/factories/users.ts'
import { call, formRequest, jsonRequest, responseJson, sessionCookie, unwrap } from '#tests/helpers/requests.ts'

const post = (body: unknown, token?: string) =>
	call(action, jsonRequest('/api/conversations', 'POST', body, { token })).then(responseJson)
const put = (body: unknown, token?: string) =>
	call(action, jsonRequest('/api/conversations', 'PUT', body, { token })).then(responseJson)
const list = (token?: string) =>
	call(loader, jsonRequest('/api/conversations', 'GET', undefined, { token })).then(responseJson)
const seen = (body: unknown, token?: string) =>
	call(seenAction, jsonRequest('/api/conversations/seen_status', 'PUT', body, { token })).then(responseJson)

async function started() {
	const craftsman = await createActiveCraftsman()
	const client = await createClientWithToken()
	const first = await post({ receiver: client.id, message: 'Hola, ¿cuándo le viene bien?' }, craftsman.token)
	return { craftsman, client, convId: first.body.convId as string, first }
}

describe('POST /api/conversations', () => {
	test('a craftsman with a plan starts a conversation with a client; the client is notified', async () => {
		const { client, craftsman, convId, first } = await started()
		expect(first.status).toBe(201)
		expect(first.body).toMatchObject({
			success: true,
			message: 'Mensaje enviado con éxito',
			convId: expect.any(String),
			receiver: client.id,
			data: { text: 'Hola, ¿cuándo le viene bien?', seenBy: [craftsman.id] },
		})
		const notifications = await prisma.notification.findMany({ where: { userId: client.id } })
		expect(notifications).toHaveLength(1)
		expect(notifications[0]).toMatchObject({ link: `/tablero/cliente/mensajes/${convId}`, readAt: null })
		expect(notifications[0]!.text).toMatch(/^Nuevo mensaje de Empresa /)
	})

	test('a second POST continues the same conversation, and the client may answer by POST too', async () => {
		const { craftsman, client, convId } = await started()
		const again = await post({ receiver: client.id, message: { text: 'Otra cosa' } }, craftsman.token)
		expect(again).toMatchObject({ status: 200, body: { convId } })
		const answer = await post({ receiver: craftsman.id, message: 'Mañana a las 10' }, client.token)
		expect(answer).toMatchObject({ status: 200, body: { convId, message: 'Mensaje enviado con éxito' } })
		expect(await prisma.conversationParticipant.count({ where: { userId: client.id } })).toBe(1)
		expect(await prisma.message.count({ where: { conversationId: convId } })).toBe(3)
		// a burst of messages leaves one unread notification per conversation
		expect(await prisma.notification.count({ where: { userId: client.id } })).toBe(1)
	})

	test('only a craftsman who passes the gate may start one, and only with a client', async () => {
		const client = await createClientWithToken()
		const other = await createClientWithToken()
		const unverified = await createUser({ role: 'oficial', craftsmanStatus: 'unverified' })
		const noPlan = await createUser({ role: 'oficial' })
		const craftsman = await createActiveCraftsman()
		const tokenOf = async (id: string) => (await issueTokens(id)).accessToken

		expect(await post({ receiver: other.id, message: 'Hola' }, client.token)).toEqual({
			status: 403,
			body: { success: false, message: 'Solo puedes escribir a un profesional que te ha enviado una oferta' },
		})
		expect((await post({ receiver: client.id, message: 'Hola' }, await tokenOf(unverified.id))).body.message).toBe(
			'Tu perfil aún no está activado... Te avisaremos en cuanto lo verifiquemos.',
		)
		expect(await post({ receiver: client.id, message: 'Hola' }, await tokenOf(noPlan.id))).toMatchObject({
			status: 402,
			body: { message: 'Se requiere una suscripción pagada para esta característica' },
		})
		expect((await post({ receiver: unverified.id, message: 'Hola' }, craftsman.token)).status).toBe(403)
		expect((await post({ receiver: 'no-existe', message: 'Hola' }, craftsman.token)).status).toBe(404)
		expect((await post({ receiver: client.id, message: 'Hola' })).status).toBe(401)
		const involved = [client.id, other.id, unverified.id, noPlan.id, craftsman.id]
		expect(await prisma.message.count({ where: { senderId: { in: involved } } })).toBe(0)
		expect(await prisma.notification.count({ where: { userId: { in: involved } } })).toBe(0)
	})

	test('empty or too long messages are refused with the Spanish message and store nothing', async () => {
		const craftsman = await createActiveCraftsman()
		const client = await createClientWithToken()
		expect(await post({ receiver: client.id, message: '   ' }, craftsman.token)).toMatchObject({
			status: 400,
			body: { message: 'Escribe un mensaje' },
		})
		expect(await post({ receiver: client.id }, craftsman.token)).toMatchObject({
			status: 400,
			body: { message: 'Escribe un mensaje' },
		})
		const long = await post({ receiver: client.id, message: 'a'.repeat(MESSAGE_MAX_LENGTH + 1) }, craftsman.token)
		expect(long).toMatchObject({
			status: 400,
			body: { message: `El mensaje no puede superar los ${MESSAGE_MAX_LENGTH} caracteres` },
		})
		expect(await prisma.conversationParticipant.count({ where: { userId: { in: [client.id, craftsman.id] } } })).toBe(0)
		expect(await prisma.message.count({ where: { senderId: craftsman.id } })).toBe(0)
	})
})

describe('PUT /api/conversations', () => {
	test('a participant adds a message; empty and too long ones store nothing', async () => {
		const { client, convId } = await started()
		expect(await put({ convId, message: 'Perfecto' }, client.token)).toMatchObject({
			status: 200,
			body: { message: 'Mensaje enviado con éxito', convId },
		})
		expect((await put({ convId, message: '' }, client.token)).status).toBe(400)
		expect((await put({ convId, message: 'x'.repeat(MESSAGE_MAX_LENGTH + 1) }, client.token)).status).toBe(400)
		expect((await put({ message: 'hola' }, client.token)).body.message).toBe('Se requiere la conversación (convId)')
		expect(await prisma.message.count({ where: { conversationId: convId } })).toBe(2)
	})

	test('anyone else gets the same 404 as for a conversation that does not exist, and nothing is stored', async () => {
		const { convId } = await started()
		const stranger = await createClientWithToken()
		const admin = await createUser({ role: 'admin' })
		const adminToken = (await issueTokens(admin.id)).accessToken
		const refused = await put({ convId, message: 'Intruso' }, stranger.token)
		const missing = await put({ convId: 'no-existe', message: 'Intruso' }, stranger.token)
		expect(refused).toEqual({ status: 404, body: { success: false, message: 'Conversación no encontrada' } })
		expect(missing).toEqual(refused)
		expect((await put({ convId, message: 'Intruso' }, adminToken)).status).toBe(404)
		expect(await seen({ convId }, stranger.token)).toEqual({
			status: 404,
			body: { success: false, message: 'Conversación no encontrada' },
		})
		expect((await list(stranger.token)).body.data).toEqual([])
		expect(await prisma.message.count({ where: { text: 'Intruso' } })).toBe(0)
	})
})

describe('GET /api/conversations and seen status', () => {
	test('lists the caller’s conversations with participants, messages, seenBy, the unseen flag and the link', async () => {
		const { craftsman, client, convId } = await started()
		const forClient = await list(client.token)
		expect(forClient.status).toBe(200)
		expect(forClient.body.data).toHaveLength(1)
		const [conversation] = forClient.body.data
		expect(conversation).toMatchObject({
			_id: convId,
			unseen: true,
			link: `/tablero/cliente/mensajes/${convId}`,
			updatedAt: expect.any(String),
			messages: [{ text: 'Hola, ¿cuándo le viene bien?', seenBy: [craftsman.id], sender: craftsman.id }],
		})
		expect(conversation.participants.map((p: { _id: string }) => p._id).sort()).toEqual(
			[craftsman.id, client.id].sort(),
		)
		expect(conversation.participants.every((p: { name: string }) => p.name.length > 0)).toBe(true)
		// the sender has seen their own message
		expect((await list(craftsman.token)).body.data[0]).toMatchObject({
			unseen: false,
			link: `/tablero/oficial/mensajes/${convId}`,
		})
		expect((await list()).status).toBe(401)
	})

	test('PUT seen_status marks every message seen by the caller only', async () => {
		const { craftsman, client, convId } = await started()
		await put({ convId, message: 'Respuesta' }, client.token)
		expect((await list(craftsman.token)).body.data[0].unseen).toBe(true)
		expect(await seen({ convId }, client.token)).toMatchObject({ status: 200, body: { success: true } })
		expect((await list(client.token)).body.data[0].unseen).toBe(false)
		expect((await list(craftsman.token)).body.data[0].unseen).toBe(true)
		expect(await seen({ convId }, craftsman.token)).toMatchObject({ status: 200 })
		const messages = (await list(craftsman.token)).body.data[0].messages
		expect(messages.every((m: { seenBy: string[] }) => m.seenBy.length === 2)).toBe(true)
		expect((await seen({}, client.token)).status).toBe(400)
	})
})

describe('a craftsman whose plan has ended, in an existing conversation', () => {
	test('cannot go on writing (PUT, POST and the page answer the gate), the client still can; nothing is stored', async () => {
		const { craftsman, client, convId } = await started()
		await prisma.subscription.updateMany({
			where: { userId: craftsman.id },
			data: { endDate: new Date(Date.now() - 60_000) },
		})
		const before = await prisma.message.count({ where: { conversationId: convId } })

		expect(await put({ convId, message: 'Sigo aquí' }, craftsman.token)).toEqual({
			status: 402,
			body: { success: false, message: 'Se requiere una suscripción pagada para esta característica' },
		})
		expect(await post({ receiver: client.id, message: 'Sigo aquí' }, craftsman.token)).toMatchObject({
			status: 402,
			body: { message: 'Se requiere una suscripción pagada para esta característica' },
		})
		const page = await call(
			pageAction,
			formRequest(
				`/tablero/oficial/mensajes/${convId}`,
				{ message: 'Sigo aquí' },
				{ cookie: await sessionCookie(craftsman.id) },
			),
			{
				params: { role: 'oficial', conversationId: convId },
			},
		)
		const refused = unwrap(page)
		expect(refused.status).toBe(402)
		expect(refused.data).toMatchObject({
			needsPlan: true,
			result: { error: { message: ['Se requiere una suscripción pagada para esta característica'] } },
		})
		expect(await prisma.message.count({ where: { conversationId: convId } })).toBe(before)

		expect(await put({ convId, message: 'Entendido, gracias' }, client.token)).toMatchObject({
			status: 200,
			body: { convId },
		})
		expect(await prisma.message.count({ where: { conversationId: convId } })).toBe(before + 1)
	})

	test('someone else’s conversation stays a 404 for a craftsman without a plan (the gate does not reveal it exists)', async () => {
		const { convId } = await started()
		const stranger = await createUser({ role: 'oficial' })
		const token = (await issueTokens(stranger.id)).accessToken
		expect(await put({ convId, message: 'Hola' }, token)).toMatchObject({ status: 404 })
	})
})
