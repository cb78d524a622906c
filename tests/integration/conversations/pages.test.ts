import { describe, expect, test } from 'vitest'
import { prisma } from '#app/lib/db.server.ts'
import { action as convAction, loader as convLoader } from '#app/routes/tablero/$role/mensajes/$conversationId.tsx'
import { loader as listLoader } from '#app/routes/tablero/$role/mensajes/index.tsx'
import { loader as layoutLoader } from '#app/routes/tablero/$role/layout.tsx'
import { startOrContinueConversation } from '#app/models/conversations/send-message.server.ts'
import { createActiveCraftsman, createClientWithToken } from '#tests/factories/conversations.ts'
import { call, formRequest, getRequest, redirectLocation, sessionCookie, unwrap } from '#tests/helpers/requests.ts'

async function conversation() {
	const craftsman = await createActiveCraftsman()
	const client = await createClientWithToken()
	const place = await prisma.postalCode.findFirstOrThrow({ where: { code: '28001' } })
	const job = await prisma.job.create({
		data: {
			ownerId: client.id,
			serviceId: 'electrician',
			serviceTitle: 'Instalar enchufes',
			postalCodeId: place.id,
			contactName: 'Ana',
			contactEmail: client.email,
			contactPhone: '600000000',
		},
	})
	const sent = await startOrContinueConversation({
		sender: craftsman,
		receiverId: client.id,
		text: 'Hola, vi su trabajo',
		jobId: job.id,
	})
	return {
		craftsman,
		client,
		convId: sent.conversationId,
		clientCookie: await sessionCookie(client.id),
		craftsmanCookie: await sessionCookie(craftsman.id),
	}
}

describe('the conversations pages', () => {
	test('the list shows the other participant, the job title, the last message, its time and the unseen marker', async () => {
		const { clientCookie, convId } = await conversation()
		const { data } = unwrap(
			await call(listLoader, getRequest('/tablero/cliente/mensajes', { cookie: clientCookie }), {
				params: { role: 'cliente' },
			}),
		)
		expect(data.conversations).toHaveLength(1)
		expect(data.conversations[0]).toMatchObject({
			id: convId,
			jobTitle: 'Instalar enchufes',
			unseen: true,
			lastText: 'Hola, vi su trabajo',
			lastFromViewer: false,
			time: expect.stringMatching(/^\d\d:\d\d$/),
		})
		expect(data.conversations[0].otherName).toMatch(/^Empresa .+ \(Ana Prueba\)$/)
		expect(
			unwrap(
				await call(layoutLoader, getRequest('/tablero/cliente/mensajes', { cookie: clientCookie }), {
					params: { role: 'cliente' },
				}),
			).data,
		).toMatchObject({ unseenConversations: 1, unreadNotifications: 1 })
	})

	test('opening a conversation shows its messages and marks them seen', async () => {
		const { clientCookie, convId, client } = await conversation()
		const { data } = unwrap(
			await call(convLoader, getRequest(`/tablero/cliente/mensajes/${convId}`, { cookie: clientCookie }), {
				params: { role: 'cliente', conversationId: convId },
			}),
		)
		expect(data.messages).toEqual([expect.objectContaining({ text: 'Hola, vi su trabajo', mine: false })])
		const list = unwrap(
			await call(listLoader, getRequest('/tablero/cliente/mensajes', { cookie: clientCookie }), {
				params: { role: 'cliente' },
			}),
		)
		expect(list.data.conversations[0].unseen).toBe(false)
		const participant = await prisma.conversationParticipant.findUniqueOrThrow({
			where: { conversationId_userId: { conversationId: convId, userId: client.id } },
		})
		expect(participant.lastSeenAt).not.toBeNull()
		// the notification that pointed here is read too
		expect(await prisma.notification.count({ where: { userId: client.id, readAt: null } })).toBe(0)
		expect(await prisma.notification.count({ where: { userId: client.id } })).toBe(1)
	})

	test('the reply form stores the message and redirects back with the success toast', async () => {
		const { clientCookie, craftsmanCookie, convId } = await conversation()
		const result = await call(
			convAction,
			formRequest(`/tablero/cliente/mensajes/${convId}`, { message: '  Venga el lunes  ' }, { cookie: clientCookie }),
			{ params: { role: 'cliente', conversationId: convId } },
		)
		expect(redirectLocation(result)).toBe(`/tablero/cliente/mensajes/${convId}#responder`)
		expect((result as Response).headers.get('Set-Cookie')).toContain('__toast')
		const { data } = unwrap(
			await call(convLoader, getRequest(`/tablero/oficial/mensajes/${convId}`, { cookie: craftsmanCookie }), {
				params: { role: 'oficial', conversationId: convId },
			}),
		)
		expect(data.messages.map((m: { text: string; mine: boolean }) => [m.text, m.mine])).toEqual([
			['Hola, vi su trabajo', true],
			['Venga el lunes', false],
		])
	})

	test('an empty or too long reply is refused with the message and stores nothing', async () => {
		const { clientCookie, convId } = await conversation()
		for (const message of ['   ', 'x'.repeat(2001)]) {
			const { data, status } = unwrap(
				await call(
					convAction,
					formRequest(`/tablero/cliente/mensajes/${convId}`, { message }, { cookie: clientCookie }),
					{ params: { role: 'cliente', conversationId: convId } },
				),
			)
			expect(status).toBe(400)
			expect(data.result.error.message[0]).toMatch(
				/^(Escribe un mensaje|El mensaje no puede superar los 2000 caracteres)$/,
			)
		}
		expect(await prisma.message.count({ where: { conversationId: convId } })).toBe(1)
	})

	test('anyone else gets a 404 that reveals nothing, reading or writing', async () => {
		const { convId } = await conversation()
		const stranger = await createClientWithToken()
		const cookie = await sessionCookie(stranger.id)
		const read = await call(convLoader, getRequest(`/tablero/cliente/mensajes/${convId}`, { cookie }), {
			params: { role: 'cliente', conversationId: convId },
		})
		const missing = await call(convLoader, getRequest('/tablero/cliente/mensajes/no-existe', { cookie }), {
			params: { role: 'cliente', conversationId: 'no-existe' },
		})
		expect((read as Response).status).toBe(404)
		expect(await (read as Response).text()).toBe(await (missing as Response).text())
		const write = await call(
			convAction,
			formRequest(`/tablero/cliente/mensajes/${convId}`, { message: 'Intruso' }, { cookie }),
			{ params: { role: 'cliente', conversationId: convId } },
		)
		expect((write as Response).status).toBe(404)
		expect(await prisma.message.count({ where: { text: 'Intruso' } })).toBe(0)
		expect(await prisma.messageSeen.count({ where: { userId: stranger.id } })).toBe(0)
	})

	test('anonymous visitors are sent to sign in', async () => {
		const result = await call(listLoader, getRequest('/tablero/cliente/mensajes'), { params: { role: 'cliente' } })
		expect(redirectLocation(result)).toMatch(/^\/iniciar-sesion\?redirectTo=/)
		const write = await call(convAction, formRequest('/tablero/cliente/mensajes/x', { message: 'hola' }), {
			params: { role: 'cliente', conversationId: 'x' },
		})
		expect(redirectLocation(write)).toMatch(/^\/iniciar-sesion/)
	})
})
