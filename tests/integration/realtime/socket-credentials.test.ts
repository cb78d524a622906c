// A socket lives no longer than the session or token that opened it: revoking a token family
// closes that family's sockets on every instance (two Socket.IO servers sharing Redis here),
// logging out closes that session's sockets, and a socket whose credential expires is closed.
import { randomUUID } from 'node:crypto'
import { io as connect, type Socket } from 'socket.io-client'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { prisma } from '#app/lib/db.server.ts'
import { issueTokens } from '#app/models/auth/api-tokens.server.ts'
import { deleteOwnAccount } from '#app/models/users/account-deletion.server.ts'
import { type NotificationPush } from '#app/realtime/events.ts'
import { getRealtimeServer, publishToUser } from '#app/realtime/publish.server.ts'
import { action as logoutPageAction } from '#app/routes/cerrar-sesion.tsx'
import { action as logoutAction } from '#app/routes/api/auth/logout.ts'
import { action as refreshAction } from '#app/routes/api/auth/refresh.ts'
import { createUser, TEST_PASSWORD } from '#tests/factories/users.ts'
import { call, formRequest, jsonRequest, sessionCookie } from '#tests/helpers/requests.ts'
import { listenRealtime } from '#tests/helpers/sockets.ts'

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'
// this file's own stream: other files' instances on the same Redis never hear these
const streamName = `socket-credentials-${randomUUID()}`
/** how often an open socket re-reads its credential here (the default is minutes) */
const RECHECK_MS = 300
const instances: Array<Awaited<ReturnType<typeof listenRealtime>>> = []
const sockets: Socket[] = []

async function start() {
	const instance = await listenRealtime({ redisUrl: REDIS_URL, streamName, credentialRecheckMs: RECHECK_MS })
	instances.push(instance)
	return instance
}

beforeAll(async () => {
	await start() // A: every socket here connects to A
	await start() // B: the app's revocations go out through this one (the last attached)
})

afterAll(async () => {
	sockets.forEach((socket) => socket.disconnect())
	for (const instance of instances.reverse()) await instance.close()
})

/** A socket connected to instance A, signed in by a cookie or an access token. */
async function open(options: { cookie?: string; token?: string }) {
	const socket = connect(instances[0]!.url, {
		transports: ['websocket'],
		reconnection: false,
		extraHeaders: options.cookie ? { Cookie: options.cookie } : {},
		auth: options.token ? { token: options.token } : {},
	})
	sockets.push(socket)
	await new Promise<void>((resolve, reject) => {
		socket.once('connect', () => resolve())
		socket.once('connect_error', reject)
	})
	// the server's disconnect reason, once it closes the socket
	const closed = new Promise<string>((resolve) => socket.once('disconnect', resolve))
	return { socket, closed }
}

/** Proves `socket` is still connected: a push made now reaches it. */
async function stillHears(socket: Socket, userId: string) {
	const text = `sigue conectado ${randomUUID()}`
	const heard = new Promise<string>((resolve) =>
		socket.on('notification', (push: NotificationPush) => push.text === text && resolve(push.text)),
	)
	publishToUser(userId, 'notification', { _id: randomUUID(), text, link: null })
	expect(await heard).toBe(text)
	expect(socket.connected).toBe(true)
}

const refresh = (refreshToken: string) =>
	call(refreshAction, jsonRequest('/api/auth/refresh', 'POST', { refreshToken })) as Promise<Response>

describe('revoking a token family closes its sockets on every instance', () => {
	test('a replayed refresh token ends the family: its sockets close, the user’s other family stays', async () => {
		expect(getRealtimeServer()).toBe(instances[1]!.io)
		const user = await createUser()
		const stolen = await issueTokens(user.id)
		const other = await issueTokens(user.id)
		// B holds no socket of the user: only Redis can carry the disconnection to A
		const victim = await open({ token: stolen.accessToken })
		const bystander = await open({ token: other.accessToken })
		expect((await refresh(stolen.refreshToken)).status).toBe(200)
		expect((await refresh(stolen.refreshToken)).status).toBe(401) // the replay
		expect(await victim.closed).toBe('io server disconnect')
		await stillHears(bystander.socket, user.id)
	})

	test('POST /api/auth/logout closes the sockets of the caller’s family', async () => {
		const user = await createUser()
		const { accessToken } = await issueTokens(user.id)
		const { closed } = await open({ token: accessToken })
		const response = (await call(
			logoutAction,
			jsonRequest('/api/auth/logout', 'POST', {}, { token: accessToken }),
		)) as Response
		expect(response.status).toBe(200)
		expect(await closed).toBe('io server disconnect')
	})

	test('deleting the account closes every socket of the user', async () => {
		const user = await createUser()
		const { accessToken } = await issueTokens(user.id)
		const byToken = await open({ token: accessToken })
		const byCookie = await open({ cookie: await sessionCookie(user.id) })
		await deleteOwnAccount(user.id, TEST_PASSWORD, '10.9.8.7')
		expect(await byToken.closed).toBe('io server disconnect')
		expect(await byCookie.closed).toBe('io server disconnect')
	})
})

describe('page sessions', () => {
	test('logging out closes the sockets of that session only', async () => {
		const user = await createUser()
		const cookie = await sessionCookie(user.id)
		const loggedOut = await open({ cookie })
		const otherDevice = await open({ cookie: await sessionCookie(user.id) })
		await call(logoutPageAction, formRequest('/cerrar-sesion', {}, { cookie }))
		expect(await loggedOut.closed).toBe('io server disconnect')
		await stillHears(otherDevice.socket, user.id)
	})
})

describe('a socket whose credential expires is closed', () => {
	test('a page session reaching its absolute end closes its socket at that moment', async () => {
		const user = await createUser()
		const cookie = await sessionCookie(user.id)
		// signed in 30 days ago less a few seconds: the session ends then, however much it is used
		const end = Date.now() + 4_000
		await prisma.session.updateMany({
			where: { userId: user.id },
			data: { createdAt: new Date(end - 30 * 86_400_000), expiresAt: new Date(end) },
		})
		const { closed } = await open({ cookie })
		expect(await closed).toBe('io server disconnect')
	})

	test('an access token that expired while its socket was open closes it', async () => {
		const user = await createUser()
		const { accessToken } = await issueTokens(user.id)
		const { socket, closed } = await open({ token: accessToken })
		await stillHears(socket, user.id)
		await prisma.apiToken.updateMany({
			where: { userId: user.id, kind: 'access' },
			data: { expiresAt: new Date(Date.now() - 1) },
		})
		expect(await closed).toBe('io server disconnect')
	})
})
