// «Resumen» of the client: what waits for them comes first, whatever page of «Mis trabajos» it is on.
import { expect, test } from 'vitest'
import { prisma } from '#app/lib/db.server.ts'
import { startOrContinueConversation } from '#app/models/conversations/send-message.server.ts'
import { loader } from '#app/routes/tablero/$role/index.tsx'
import { createActiveCraftsman } from '#tests/factories/conversations.ts'
import { createJob } from '#tests/factories/jobs.ts'
import { createUser } from '#tests/factories/users.ts'
import { call, getRequest, sessionCookie, unwrap } from '#tests/helpers/requests.ts'

test('«Resumen» lists open jobs with unanswered offers (newest offer first) and unread conversations', async () => {
	const client = await createUser({ role: 'cliente' })
	const craftsman = await createActiveCraftsman()
	const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000)
	// an old job with an offer, buried under twelve newer jobs without any
	const old = await createJob({ ownerId: client.id, title: 'Cambiar la caldera' })
	await prisma.job.update({ where: { id: old.id }, data: { createdAt: ago(60 * 24 * 30) } })
	await prisma.offer.create({ data: { jobId: old.id, craftsmanId: craftsman.id, price: 900, createdAt: ago(5) } })
	for (let i = 0; i < 12; i++) await createJob({ ownerId: client.id, title: `Trabajo ${i}` })
	const answered = await createJob({ ownerId: client.id, title: 'Pintar el salón' })
	await prisma.offer.create({ data: { jobId: answered.id, craftsmanId: craftsman.id, price: 300, status: 'rejected' } })
	const closed = await createJob({ ownerId: client.id, title: 'Cerrado', status: 'closed' })
	await prisma.offer.create({ data: { jobId: closed.id, craftsmanId: craftsman.id, price: 100 } })
	const newer = await createJob({ ownerId: client.id, title: 'Arreglar un enchufe' })
	await prisma.offer.createMany({
		data: [
			{ jobId: newer.id, craftsmanId: craftsman.id, price: 80, createdAt: ago(1) },
			{ jobId: newer.id, craftsmanId: (await createActiveCraftsman()).id, price: 90, createdAt: ago(2) },
		],
	})
	await startOrContinueConversation({ sender: craftsman, receiverId: client.id, jobId: newer.id, text: 'Hola' })

	const home = unwrap(
		await call(loader, getRequest('/tablero/cliente', { cookie: await sessionCookie(client.id) }), {
			params: { role: 'cliente' },
		}),
	).data.home
	if (home.role !== 'cliente') throw new Error('a client home')
	expect(
		home.waiting.jobs.map((job: { serviceTitle: string | null; pendingOffers: number }) => [
			job.serviceTitle,
			job.pendingOffers,
		]),
	).toEqual([
		['Arreglar un enchufe', 2],
		['Cambiar la caldera', 1],
	])
	expect(home.waiting.unreadConversations).toBe(1)
})
