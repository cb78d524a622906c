// Redis killed and started again, empty (as it runs here: nothing on disk): a push whose stream
// write was in flight is dropped by the adapter, and what other instances had not read is gone
// with the stream. So once the connection is back, every socket of the instance hears «resync»
// and the page reloads what it shows; not while nothing went wrong.
import { spawn, type ChildProcess } from 'node:child_process'
import { io as connect, type Socket } from 'socket.io-client'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { redisState } from '#app/lib/redis.server.ts'
import { createClientWithToken } from '#tests/factories/conversations.ts'
import { freePort } from '#tests/helpers/free-port.ts'
import { listenRealtime } from '#tests/helpers/sockets.ts'

let redisPort: number
let redis: ChildProcess | undefined
let realtime: Awaited<ReturnType<typeof listenRealtime>> | undefined
let socket: Socket | undefined

async function startRedis() {
	const child = spawn(
		'redis-server',
		['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
		{
			stdio: 'ignore',
		},
	)
	redis = child
	await expect.poll(() => redisState(), { timeout: 10_000 }).toBe('ok')
}

async function killRedis() {
	const child = redis!
	const exited = new Promise((resolve) => child.once('exit', resolve))
	child.kill('SIGKILL')
	await exited
	await expect.poll(() => redisState(), { timeout: 5_000 }).toBe('down')
}

beforeAll(async () => {
	redisPort = await freePort()
	realtime = await listenRealtime({ redisUrl: `redis://127.0.0.1:${redisPort}` })
})

afterAll(async () => {
	socket?.disconnect()
	await realtime?.close()
	redis?.kill('SIGKILL')
})

test('Redis back after an outage: every socket of the instance is told to reload, once', async () => {
	const user = await createClientWithToken()
	const anonymous: string[] = []
	const resyncs: string[] = []
	await startRedis()
	socket = connect(realtime!.url, { transports: ['websocket'], auth: { token: user.token } })
	socket.on('resync', () => resyncs.push('user'))
	const visitor = connect(realtime!.url, { transports: ['websocket'] })
	visitor.on('resync', () => anonymous.push('visitor'))
	try {
		await Promise.all([socket, visitor].map((s) => new Promise<void>((resolve) => s.once('connect', () => resolve()))))
		await new Promise((resolve) => setTimeout(resolve, 300))
		expect(resyncs, 'nothing went wrong yet').toEqual([])

		await killRedis()
		await startRedis()
		await expect.poll(() => [resyncs, anonymous], { timeout: 5_000 }).toEqual([['user'], ['visitor']])
	} finally {
		visitor.disconnect()
	}
}, 30_000)
