import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { prisma } from '#app/lib/db.server.ts'
import { markConversationSeen } from '#app/models/conversations/conversation-queries.server.ts'
import { closeOwnJob } from '#app/models/jobs/client-jobs.server.ts'
import { updateOwnJob } from '#app/models/jobs/jobs.server.ts'
import { publishJob } from '#app/models/jobs/publish-job.server.ts'
import { createReview } from '#app/models/reviews/reviews.server.ts'
import { type ConversationPush, type PublicEventPush, type ReviewPush } from '#app/realtime/events.ts'
import { action as conversations } from '#app/routes/api/conversations/index.ts'
import { createActiveCraftsman, createClientWithToken } from '#tests/factories/conversations.ts'
import { createJob, placeId } from '#tests/factories/jobs.ts'
import { createUser } from '#tests/factories/users.ts'
import { call, jsonRequest, sessionCookie } from '#tests/helpers/requests.ts'
import { collect, heardEvents, startRealtime } from '#tests/helpers/sockets.ts'

let realtime: Awaited<ReturnType<typeof startRealtime>>
beforeAll(async () => {
	realtime = await startRealtime()
})
afterAll(() => realtime.stop())

/** A conversation started by an active craftsman with a client; returns its id. */
async function converse(craftsman: { token: string }, client: { id: string }) {
	const response = (await call(
		conversations,
		jsonRequest('/api/conversations', 'POST', { receiver: client.id, message: 'Hola' }, { token: craftsman.token }),
	)) as Response
	expect(response.status).toBe(201)
	return ((await response.json()) as { convId: string }).convId
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 300))

describe('getPublicEvent: public jobs, to every socket', () => {
	test('an anonymous socket hears a job published, changed and closed, and nothing private', async () => {
		const anonymous = await realtime.open()
		const heard = heardEvents(anonymous)
		const events = collect<PublicEventPush>(anonymous, 'getPublicEvent')
		const { job, ownerId } = await publishJob({
			ownerId: null,
			contact: { name: 'Lola', email: 'lola.directo@example.com', phone: '612345678' },
			job: {
				serviceId: 'electrician',
				serviceTitle: 'Instalar enchufes',
				images: [],
				postalCodeId: await placeId('28001'),
				workingSchedule: 'flexible',
			},
		})
		await expect.poll(() => events.length).toBe(1)
		expect(await updateOwnJob(ownerId, job.id, { description: 'Ocho enchufes' })).toBe(true)
		expect(await closeOwnJob(ownerId, job.id)).toBe(true)
		await expect.poll(() => events.length).toBe(3)
		expect(events).toEqual([
			{ type: 'job', action: 'published', jobId: job.id },
			{ type: 'job', action: 'updated', jobId: job.id },
			{ type: 'job', action: 'closed', jobId: job.id },
		])
		// a private push meanwhile (a message and its notification) reaches its receiver only
		const craftsman = await createActiveCraftsman()
		const client = await createClientWithToken()
		const receiver = await realtime.open({ cookie: await sessionCookie(client.id) })
		const delivered = collect(receiver, 'getMessage')
		await converse(craftsman, client)
		await expect.poll(() => delivered.length).toBe(1)
		await settle()
		expect(new Set(heard)).toEqual(new Set(['getPublicEvent']))
	})

	test('a signed-in socket hears public events too; a refused edit of someone else’s job sends none', async () => {
		const owner = await createUser()
		const job = await createJob({ ownerId: owner.id })
		const craftsman = await createActiveCraftsman()
		const socket = await realtime.open({ token: craftsman.token })
		const events = collect<PublicEventPush>(socket, 'getPublicEvent')
		expect(await updateOwnJob(craftsman.id, job.id, { description: 'Intruso' })).toBe(false)
		expect(await closeOwnJob(owner.id, job.id)).toBe(true)
		await expect.poll(() => events.length).toBe(1)
		expect(events[0]).toEqual({ type: 'job', action: 'closed', jobId: job.id })
	})

	test('a direct request (not open to others) is never announced, not even by its id', async () => {
		const owner = await createUser()
		const direct = await createJob({ ownerId: owner.id, openToOthers: false })
		const open = await createJob({ ownerId: owner.id })
		const socket = await realtime.open()
		const events = collect<PublicEventPush>(socket, 'getPublicEvent')
		expect(await updateOwnJob(owner.id, direct.id, { description: 'Solo para una empresa' })).toBe(true)
		expect(await closeOwnJob(owner.id, direct.id)).toBe(true)
		// the open job's close arrives after the direct request's would have: nothing of it came
		expect(await closeOwnJob(owner.id, open.id)).toBe(true)
		await expect.poll(() => events.length).toBe(1)
		await settle()
		expect(events).toEqual([{ type: 'job', action: 'closed', jobId: open.id }])
	})
})

describe('getReview and message: to the people concerned only', () => {
	test('a new review reaches the craftsman and its author, not a stranger nor an anonymous socket', async () => {
		const client = await createUser()
		const craftsman = await createUser({ role: 'oficial' })
		const job = await createJob({ ownerId: client.id, status: 'completed' })
		await prisma.offer.create({ data: { jobId: job.id, craftsmanId: craftsman.id, price: 100, status: 'completed' } })
		const [craftsmanSocket, authorSocket, strangerSocket, anonymous] = await Promise.all([
			realtime.open({ cookie: await sessionCookie(craftsman.id) }),
			realtime.open({ cookie: await sessionCookie(client.id) }),
			realtime.open({ cookie: await sessionCookie((await createUser()).id) }),
			realtime.open(),
		])
		const toCraftsman = collect<ReviewPush>(craftsmanSocket, 'getReview')
		const toAuthor = collect<ReviewPush>(authorSocket, 'getReview')
		const toStranger = heardEvents(strangerSocket)
		const toAnonymous = heardEvents(anonymous)
		const { reviewId } = await createReview({ clientId: client.id, jobId: job.id, rating: 5, comment: 'Muy bien' })
		await expect.poll(() => [toCraftsman.length, toAuthor.length]).toEqual([1, 1])
		expect(toCraftsman[0]).toMatchObject({ reviewId, action: 'created' })
		await settle()
		expect(toStranger).toEqual([])
		expect(toAnonymous).toEqual([])
	})

	test('reading a conversation tells the other participant (message), once, and nobody else', async () => {
		const craftsman = await createActiveCraftsman()
		const client = await createClientWithToken()
		const convId = await converse(craftsman, client)
		const senderSocket = await realtime.open({ token: craftsman.token })
		const readerSocket = await realtime.open({ token: client.token })
		const toSender = collect<ConversationPush>(senderSocket, 'message')
		const toReader = collect<ConversationPush>(readerSocket, 'message')
		expect(await markConversationSeen(client.id, convId)).toBe(true)
		await expect.poll(() => toSender).toEqual([{ convId, seenBy: client.id }])
		// nothing new to see: no push
		expect(await markConversationSeen(client.id, convId)).toBe(true)
		// a stranger's attempt changes nothing and pushes nothing
		expect(await markConversationSeen((await createUser()).id, convId)).toBe(false)
		await settle()
		expect(toSender).toHaveLength(1)
		expect(toReader).toEqual([])
	})
})

describe('getUsers: the online users the caller may know of', () => {
	test('the caller and their online conversation partners, never an online stranger; partners are kept up to date', async () => {
		const craftsman = await createActiveCraftsman()
		const client = await createClientWithToken()
		const offline = await createActiveCraftsman()
		await converse(craftsman, client)
		await converse(offline, client)
		const stranger = await createClientWithToken()
		const strangerSocket = await realtime.open({ token: stranger.token })
		strangerSocket.emit('addUser')
		const craftsmanSocket = await realtime.open({ token: craftsman.token })
		const craftsmanLists = collect<Array<{ userId: string }>>(craftsmanSocket, 'getUsers')
		craftsmanSocket.emit('addUser')
		await expect.poll(() => craftsmanLists.length).toBe(1)
		expect(craftsmanLists[0]).toEqual([{ userId: craftsman.id }])

		const clientSocket = await realtime.open({ cookie: await sessionCookie(client.id) })
		const clientLists = collect<Array<{ userId: string }>>(clientSocket, 'getUsers')
		clientSocket.emit('addUser', stranger.id)
		await expect.poll(() => clientLists.length).toBe(1)
		expect(clientLists[0]).toEqual([{ userId: client.id }, { userId: craftsman.id }])
		// the craftsman, a partner, learns that the client came online
		await expect.poll(() => craftsmanLists.at(-1)).toEqual([{ userId: craftsman.id }, { userId: client.id }])
		// and that the client left
		clientSocket.disconnect()
		await expect.poll(() => craftsmanLists.at(-1)).toEqual([{ userId: craftsman.id }])
	})
})
