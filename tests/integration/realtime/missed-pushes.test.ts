// A page's socket asks, once first connected, what was pushed since the page's loaders ran
// (use-socket.ts): the page reloads only if it missed something. A push made before the socket
// joined its rooms reached nobody, so its mark must be there; nothing else may show up as missed.
import { type Socket } from 'socket.io-client'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { updateOwnJob } from '#app/models/jobs/jobs.server.ts'
import { type MissedPushes } from '#app/realtime/events.ts'
import { getRealtimeServer } from '#app/realtime/publish.server.ts'
import { action as conversations } from '#app/routes/api/conversations/index.ts'
import { createActiveCraftsman, createClientWithToken } from '#tests/factories/conversations.ts'
import { createJob } from '#tests/factories/jobs.ts'
import { createUser } from '#tests/factories/users.ts'
import { call, jsonRequest } from '#tests/helpers/requests.ts'
import { connectSocket, listenRealtime, startRealtime } from '#tests/helpers/sockets.ts'

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'

const ask = (socket: Socket, since: unknown) =>
	socket.timeout(5_000).emitWithAck('missedSince', since) as Promise<MissedPushes>

/** A craftsman writes to the client: the client is pushed getMessage and a notification. */
async function writeTo(client: { id: string }) {
	const craftsman = await createActiveCraftsman()
	const response = (await call(
		conversations,
		jsonRequest('/api/conversations', 'POST', { receiver: client.id, message: 'Hola' }, { token: craftsman.token }),
	)) as Response
	expect(response.status).toBe(201)
}

/** Past the margin the marks allow for two instances' clocks. */
const pastTheMargin = () => new Promise((resolve) => setTimeout(resolve, 1_100))

describe('one instance (marks in memory)', () => {
	let realtime: Awaited<ReturnType<typeof startRealtime>>
	beforeAll(async () => {
		realtime = await startRealtime()
	})
	afterAll(() => realtime.stop())

	test('a message stored before the socket connected is missed by its receiver only', async () => {
		const client = await createClientWithToken()
		const stranger = await createClientWithToken()
		const loadedAt = Date.now()
		await writeTo(client)
		const receiver = await realtime.open({ token: client.token })
		expect((await ask(receiver, loadedAt)).private).toBe(true)
		expect((await ask(await realtime.open({ token: stranger.token }), loadedAt)).private).toBe(false)
		// an anonymous page has no private pushes
		expect((await ask(await realtime.open(), loadedAt)).private).toBe(false)
	})

	test('a page loaded after the push missed nothing', async () => {
		const client = await createClientWithToken()
		await writeTo(client)
		await pastTheMargin()
		const loadedAt = Date.now()
		const socket = await realtime.open({ token: client.token })
		expect((await ask(socket, loadedAt)).private).toBe(false)
	})

	test('a public job changed before the socket connected is named, a job changed before the page loaded is not', async () => {
		const owner = await createUser()
		const before = await createJob({ ownerId: owner.id })
		const after = await createJob({ ownerId: owner.id })
		expect(await updateOwnJob(owner.id, before.id, { description: 'Antes de cargar la página' })).toBe(true)
		await pastTheMargin()
		const loadedAt = Date.now()
		expect(await updateOwnJob(owner.id, after.id, { description: 'Mientras llegaba el socket' })).toBe(true)
		const { jobIds } = await ask(await realtime.open(), loadedAt)
		expect(jobIds).toContain(after.id)
		expect(jobIds).not.toContain(before.id)
	})

	test('a page that sends no usable time reloads everything; a question without an answer is ignored', async () => {
		const socket = await realtime.open()
		for (const since of [undefined, 'ayer', Number.NaN, 0, Date.now() - 11 * 60_000])
			expect(await ask(socket, since)).toEqual({ private: true, jobIds: 'many' })
		socket.emit('missedSince', Date.now())
		expect(await ask(socket, Date.now())).toMatchObject({ private: false })
		expect(socket.connected).toBe(true)
	})
})

describe('several instances (marks in Redis)', () => {
	const streamName = `missed-pushes-${process.pid}-${Date.now()}`
	const instances: Array<Awaited<ReturnType<typeof listenRealtime>>> = []
	const sockets: Socket[] = []
	beforeAll(async () => {
		instances.push(await listenRealtime({ redisUrl: REDIS_URL, streamName })) // A: the page's socket
		instances.push(await listenRealtime({ redisUrl: REDIS_URL, streamName })) // B: the pushes
	})
	afterAll(async () => {
		sockets.forEach((socket) => socket.disconnect())
		for (const instance of instances.reverse()) await instance.close()
	})

	test('a push made through one instance before the socket joined the other is missed there', async () => {
		const [a, b] = instances
		expect(getRealtimeServer()).toBe(b!.io)
		const client = await createClientWithToken()
		const owner = await createUser()
		const job = await createJob({ ownerId: owner.id })
		const loadedAt = Date.now()
		await writeTo(client)
		expect(await updateOwnJob(owner.id, job.id, { description: 'Desde la otra instancia' })).toBe(true)
		const socket = await connectSocket(a!.url, { token: client.token }, (created) => sockets.push(created))
		const missed = await ask(socket, loadedAt)
		expect(missed.private).toBe(true)
		expect(missed.jobIds).toContain(job.id)
		await pastTheMargin()
		expect(await ask(socket, Date.now())).toEqual({ private: false, jobIds: [] })
	})
})
