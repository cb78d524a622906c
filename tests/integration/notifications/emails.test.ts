// Emails for what must not wait: a new offer (always) and a new message (only when its receiver
// has no connected socket, at most one per conversation and receiver every 15 minutes).
import { io as connect, type Socket } from 'socket.io-client'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { clearOutbox, readOutbox } from '#app/emails/outbox.server.ts'
import { prisma } from '#app/lib/db.server.ts'
import { issueTokens } from '#app/models/auth/api-tokens.server.ts'
import { emailNewMessageIfOffline } from '#app/models/conversations/message-email.server.ts'
import { setRealtimeServer } from '#app/realtime/publish.server.ts'
import { action as conversationsAction } from '#app/routes/api/conversations/index.ts'
import { action as offersAction } from '#app/routes/api/offers/index.ts'
import { createActiveCraftsman, createClientWithToken } from '#tests/factories/conversations.ts'
import { createJob } from '#tests/factories/jobs.ts'
import { createUser } from '#tests/factories/users.ts'
import { makeDelayedJobsDue, runQueuedJobs } from '#tests/helpers/queue.ts'
import { call, jsonRequest, sessionCookie } from '#tests/helpers/requests.ts'
import { listenRealtime } from '#tests/helpers/sockets.ts'

const SITE = (process.env.SITE_ORIGIN ?? 'http://localhost:3000').replace(/\/+$/, '')

let realtime: Awaited<ReturnType<typeof listenRealtime>>
const sockets: Socket[] = []

beforeAll(async () => {
	realtime = await listenRealtime()
})

afterEach(() => {
	sockets.splice(0).forEach((s) => s.disconnect())
	clearOutbox()
})

afterAll(async () => {
	await realtime.close()
})

async function online(userId: string) {
	const socket = connect(realtime.url, {
		transports: ['websocket'],
		reconnection: false,
		extraHeaders: { Cookie: await sessionCookie(userId) },
	})
	sockets.push(socket)
	await new Promise<void>((resolve, reject) => {
		socket.once('connect', () => resolve())
		socket.once('connect_error', reject)
	})
	return socket
}

async function post(senderToken: string, receiver: string, message: string) {
	const response = (await call(
		conversationsAction,
		jsonRequest('/api/conversations', 'POST', { receiver, message }, { token: senderToken }),
	)) as Response
	expect(response.status).toBeLessThan(300)
	await runQueuedJobs() // what a worker does next: the presence check, the throttle, the email
	return (await response.json()) as { conversationId?: string; data?: { _id?: string } }
}

const conversationOf = async (userId: string) =>
	(
		await prisma.conversationParticipant.findFirstOrThrow({
			where: { userId },
			orderBy: { conversation: { updatedAt: 'desc' } },
		})
	).conversationId

describe('offer emails', () => {
	test('the client gets an email for a new offer on their job (once its minute is over), with the price and a link to their dashboard', async () => {
		const craftsman = await createActiveCraftsman()
		const owner = await createUser({ email: 'duena.oferta@example.com', name: 'Lola' })
		const job = await createJob({ ownerId: owner.id, title: 'Cambiar el calentador' })
		const response = (await call(
			offersAction,
			jsonRequest('/api/offers', 'POST', { client: owner.id, job: job.id, price: 180.5 }, { token: craftsman.token }),
		)) as Response
		expect(response.status).toBe(201)
		await makeDelayedJobsDue()
		await runQueuedJobs()
		const [email, ...more] = readOutbox('duena.oferta@example.com')
		expect(more).toEqual([])
		expect(email!.subject).toBe('Nueva oferta para «Cambiar el calentador»')
		expect(email!.text).toContain('Hola, Lola:')
		expect(email!.text).toContain('una oferta de 180,50\u00a0€ para')
		expect(email!.text).toContain(`${SITE}/tablero/cliente`)
		expect(email!.html).toContain(`href="${SITE}/tablero/cliente"`)
		expect(email!.tag).toBe('new-offer')
	})

	test('a refused offer (no plan) sends nothing', async () => {
		const unsubscribed = await createUser({ role: 'oficial' })
		const owner = await createUser({ email: 'sin.oferta@example.com' })
		const job = await createJob({ ownerId: owner.id })
		const token = (await issueTokens(unsubscribed.id)).accessToken
		const response = (await call(
			offersAction,
			jsonRequest('/api/offers', 'POST', { client: owner.id, job: job.id, price: 90 }, { token }),
		)) as Response
		expect(response.status).toBe(402)
		expect(await runQueuedJobs()).toBe(0)
		expect(readOutbox('sin.oferta@example.com')).toEqual([])
	})
})

describe('message emails', () => {
	test('an offline receiver gets one email with the message and a link to the conversation', async () => {
		const craftsman = await createActiveCraftsman()
		const client = await createClientWithToken({ email: 'cliente.offline@example.com', name: 'Marta' })
		await post(craftsman.token, client.id, 'Hola Marta, ¿le viene bien el lunes <a>?')
		const conversationId = await conversationOf(client.id)
		const emails = readOutbox('cliente.offline@example.com')
		expect(emails).toHaveLength(1)
		expect(emails[0]!.subject).toMatch(/^Nuevo mensaje de .+ en Reformas$/)
		expect(emails[0]!.text).toContain('Hola Marta, ¿le viene bien el lunes <a>?')
		expect(emails[0]!.html).toContain('¿le viene bien el lunes &lt;a&gt;?')
		expect(emails[0]!.text).toContain(`${SITE}/tablero/cliente/mensajes/${conversationId}`)
		expect(emails[0]!.tag).toBe('new-message')
	})

	test('a receiver with a connected socket gets the push and no email; once gone, the email', async () => {
		const craftsman = await createActiveCraftsman()
		const client = await createClientWithToken({ email: 'cliente.online@example.com' })
		const socket = await online(client.id)
		const pushed: string[] = []
		socket.on('getMessage', (payload) => pushed.push(payload.message.text))
		await post(craftsman.token, client.id, 'Estás conectada')
		await expect.poll(() => pushed).toEqual(['Estás conectada'])
		expect(readOutbox('cliente.online@example.com')).toEqual([])

		socket.disconnect()
		await expect.poll(async () => (await realtime.io.in(`user:${client.id}`).fetchSockets()).length).toBe(0)
		await post(craftsman.token, client.id, 'Ya no estás')
		expect(readOutbox('cliente.online@example.com').map((e) => e.text.includes('Ya no estás'))).toEqual([true])
	})

	test('a burst of messages sends one email per conversation and receiver; the next after 15 minutes', async () => {
		const craftsman = await createActiveCraftsman()
		const client = await createClientWithToken({ email: 'cliente.rafaga@example.com' })
		for (const text of ['Uno', 'Dos', 'Tres', 'Cuatro', 'Cinco']) await post(craftsman.token, client.id, text)
		expect(readOutbox('cliente.rafaga@example.com').map((e) => e.text.includes('Uno'))).toEqual([true])

		// the client answers: the craftsman (offline too) gets his own single email
		const craftsmanEmails = () => readOutbox(craftsman.email)
		await post(client.token, craftsman.id, 'Respuesta 1')
		await post(client.token, craftsman.id, 'Respuesta 2')
		expect(craftsmanEmails()).toHaveLength(1)

		const conversationId = await conversationOf(client.id)
		// still inside the window: 14 minutes after the last email, nothing new goes out
		await prisma.conversationParticipant.update({
			where: { conversationId_userId: { conversationId, userId: client.id } },
			data: { lastEmailedAt: new Date(Date.now() - 14 * 60_000) },
		})
		await post(craftsman.token, client.id, 'Casi')
		expect(readOutbox('cliente.rafaga@example.com')).toHaveLength(1)

		await prisma.conversationParticipant.update({
			where: { conversationId_userId: { conversationId, userId: client.id } },
			data: { lastEmailedAt: new Date(Date.now() - 16 * 60_000) },
		})
		await post(craftsman.token, client.id, 'Seis')
		expect(readOutbox('cliente.rafaga@example.com').map((e) => e.text.includes('Seis'))).toEqual([false, true])
	})

	test('simultaneous deliveries (as from two instances) still send a single email', async () => {
		const craftsman = await createActiveCraftsman()
		const client = await createClientWithToken({ email: 'cliente.carrera@example.com' })
		await post(craftsman.token, client.id, 'Primero')
		const conversationId = await conversationOf(client.id)
		await prisma.conversationParticipant.update({
			where: { conversationId_userId: { conversationId, userId: client.id } },
			data: { lastEmailedAt: null },
		})
		clearOutbox()
		const { id: messageId } = await prisma.message.findFirstOrThrow({ where: { conversationId } })
		const outcomes = await Promise.all(
			Array.from({ length: 6 }, () => emailNewMessageIfOffline({ receiverId: client.id, conversationId, messageId })),
		)
		expect(outcomes.filter((o) => o === 'sent')).toHaveLength(1)
		expect(outcomes.filter((o) => o === 'throttled')).toHaveLength(5)
		await runQueuedJobs()
		expect(readOutbox('cliente.carrera@example.com')).toHaveLength(1)
	})

	test('blocked receivers get no email; without a Socket.IO server everyone counts as offline', async () => {
		const blocked = await createUser({ email: 'bloqueado@example.com', blockedAt: new Date() })
		expect(await emailNewMessageIfOffline({ receiverId: blocked.id, conversationId: 'nada', messageId: 'nada' })).toBe(
			'no-recipient',
		)
		expect(readOutbox('bloqueado@example.com')).toEqual([])

		const craftsman = await createActiveCraftsman()
		const client = await createClientWithToken({ email: 'sin.servidor@example.com' })
		await online(client.id)
		setRealtimeServer(undefined)
		try {
			await post(craftsman.token, client.id, 'Sin servidor')
		} finally {
			setRealtimeServer(realtime.io)
		}
		expect(readOutbox('sin.servidor@example.com')).toHaveLength(1)
	})
})
