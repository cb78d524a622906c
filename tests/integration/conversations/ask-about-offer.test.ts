// «Preguntar» on an offer: the client's question opens the conversation with that craftsman about
// that job, from the page (a plain form) and through /api; nobody else's offer can be asked about.
import { describe, expect, test } from 'vitest'
import { prisma } from '#app/lib/db.server.ts'
import { action as apiAction } from '#app/routes/api/conversations/index.ts'
import { action as askAction, loader as askLoader } from '#app/routes/tablero/$role/ofertas/$offerId/preguntar.tsx'
import { createActiveCraftsman, createClientWithToken } from '#tests/factories/conversations.ts'
import { createJob } from '#tests/factories/jobs.ts'
import {
	call,
	formRequest,
	getRequest,
	jsonRequest,
	redirectLocation,
	responseJson,
	sessionCookie,
	unwrap,
} from '#tests/helpers/requests.ts'

const askPath = (offerId: string) => `/tablero/cliente/ofertas/${offerId}/preguntar`

async function offered() {
	const client = await createClientWithToken()
	const craftsman = await createActiveCraftsman()
	const job = await createJob({ ownerId: client.id, title: 'Cambiar bañera por plato de ducha' })
	const offer = await prisma.offer.create({ data: { jobId: job.id, craftsmanId: craftsman.id, price: 1158 } })
	return { client, craftsman, job, offer, cookie: await sessionCookie(client.id) }
}

const open = async (offerId: string, cookie: string) =>
	call(askLoader, getRequest(askPath(offerId), { cookie }), { params: { role: 'cliente', offerId } })
const ask = async (offerId: string, cookie: string, message: string) =>
	call(askAction, formRequest(askPath(offerId), { message }, { cookie }), { params: { role: 'cliente', offerId } })

describe('«Preguntar» on an offer', () => {
	test('the first question starts the conversation about the job; the next «Preguntar» opens it', async () => {
		const { client, craftsman, job, offer, cookie } = await offered()
		const page = unwrap(await open(offer.id, cookie)).data
		expect(page.offer).toMatchObject({ companyName: expect.any(String), price: 1158, conversationId: null })

		const sent = await ask(offer.id, cookie, '¿La mampara está incluida en el precio?')
		const location = redirectLocation(sent)
		expect(location).toMatch(/^\/tablero\/cliente\/mensajes\/[^/#]+#responder$/)
		const convId = location!.split('/').at(-1)!.replace('#responder', '')
		const conversation = await prisma.conversation.findUniqueOrThrow({
			where: { id: convId },
			include: { participants: true, messages: true },
		})
		expect(conversation.jobId).toBe(job.id)
		expect(conversation.participants.map((p) => p.userId).sort()).toEqual([client.id, craftsman.id].sort())
		expect(conversation.messages.map((m) => [m.senderId, m.text])).toEqual([
			[client.id, '¿La mampara está incluida en el precio?'],
		])
		const notice = await prisma.notification.findFirstOrThrow({ where: { userId: craftsman.id } })
		expect(notice.link).toBe(`/tablero/oficial/mensajes/${convId}`)

		// asking again opens the same conversation, whichever side started it
		expect(redirectLocation(await open(offer.id, cookie))).toBe(`/tablero/cliente/mensajes/${convId}#responder`)
		expect(redirectLocation(await ask(offer.id, cookie, 'Otra cosa'))).toBe(location)
		expect(await prisma.conversation.count({ where: { jobId: job.id } })).toBe(1)
	})

	test('another client’s offer, a withdrawn one or an empty question: 404 or the message, nothing stored', async () => {
		const { offer, craftsman } = await offered()
		const stranger = await createClientWithToken()
		const strangerCookie = await sessionCookie(stranger.id)
		expect((await open(offer.id, strangerCookie)) as Response).toHaveProperty('status', 404)
		expect((await ask(offer.id, strangerCookie, 'Hola')) as Response).toHaveProperty('status', 404)

		const mine = await offered()
		const empty = unwrap(await ask(mine.offer.id, mine.cookie, '   '))
		expect(empty.status).toBe(400)
		expect(empty.data.result.error.message).toEqual(['Escribe un mensaje'])
		await prisma.offer.update({ where: { id: mine.offer.id }, data: { status: 'withdrawn' } })
		expect((await open(mine.offer.id, mine.cookie)) as Response).toHaveProperty('status', 404)
		expect((await ask(mine.offer.id, mine.cookie, 'Hola')) as Response).toHaveProperty('status', 404)
		expect(
			await prisma.message.count({ where: { conversation: { participants: { some: { userId: craftsman.id } } } } }),
		).toBe(0)
		expect(await prisma.message.count({ where: { senderId: mine.client.id } })).toBe(0)
	})

	test('through /api a client starts one about her job with a craftsman who offered on it, and nobody else', async () => {
		const { client, craftsman, job } = await offered()
		const post = (body: unknown) =>
			call(apiAction, jsonRequest('/api/conversations', 'POST', body, { token: client.token })).then(responseJson)
		const started = await post({ receiver: craftsman.id, job: job.id, message: '¿Cuándo podría empezar?' })
		expect(started).toMatchObject({ status: 201, body: { receiver: craftsman.id, convId: expect.any(String) } })

		const other = await createActiveCraftsman()
		const otherJob = await createJob({ ownerId: client.id })
		const refusal = { message: 'Solo puedes escribir a un profesional que te ha enviado una oferta' }
		for (const body of [
			{ receiver: other.id, job: job.id, message: 'Hola' },
			{ receiver: craftsman.id, job: otherJob.id, message: 'Hola' },
			{ receiver: other.id, message: 'Hola' },
		]) {
			expect(await post(body)).toMatchObject({ status: 403, body: refusal })
		}
		expect(await prisma.message.count({ where: { senderId: client.id } })).toBe(1)
	})
})
