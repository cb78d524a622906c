// A Redis command in flight when the connection drops, whose promise nobody awaits (the Socket.IO
// adapter's PUBLISH and SET), must not end the process: the fault suite saw an instance die of it
// when Redis went away. Any other unhandled rejection still ends the process.
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { createClient } from 'redis'
import { expect, test } from 'vitest'
import { startTcpRelay } from '#tests/helpers/tcp-relay.ts'

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'

function runFixture(env: Record<string, string>) {
	const child = spawn(process.execPath, ['--import', 'tsx', 'tests/fixtures/lost-redis-command.ts'], {
		env: { ...process.env, REDIS_URL, ...env },
		stdio: ['ignore', 'pipe', 'pipe'],
	})
	let output = ''
	child.stdout.on('data', (chunk) => (output += chunk))
	child.stderr.on('data', (chunk) => (output += chunk))
	const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
	return { output: () => output, exited }
}

/** Closes the named client's connection from the Redis side, as a Redis restart would. */
async function dropConnection(name: string) {
	const admin = createClient({ url: REDIS_URL })
	await admin.connect()
	try {
		const line = (await admin.clientList()).find((client) => client.name === name)
		expect(line, `cliente ${name} conectado`).toBeDefined()
		await admin.sendCommand(['CLIENT', 'KILL', 'ID', String(line!.id)])
	} finally {
		await admin.close()
	}
}

test('a command lost with the connection is logged and the process goes on', async () => {
	const name = `lost-${randomBytes(4).toString('hex')}`
	const run = runFixture({ CLIENT_NAME: name })
	await expect.poll(run.output, { timeout: 20_000 }).toContain('esperando')
	await dropConnection(name)
	expect(await run.exited).toBe(0)
	expect(run.output()).toMatch(/\[redis\] orden perdida al caer la conexión: .*Socket closed unexpectedly/)
	expect(run.output()).toContain('sigue viva')
}, 30_000)

test('a command lost with a connection reset (the socket error itself, no Redis class) is logged too', async () => {
	// why: node-redis rejects what a dropped connection takes with it using the socket's error as is
	// (ECONNRESET here; ECONNREFUSED for what waits while Redis is away and the client is closed)
	const target = new URL(REDIS_URL)
	const relay = await startTcpRelay({ hostname: target.hostname, port: Number(target.port) })
	try {
		const run = runFixture({
			CLIENT_NAME: `lost-${randomBytes(4).toString('hex')}`,
			REDIS_URL: `redis://127.0.0.1:${relay.port}`,
		})
		await expect.poll(run.output, { timeout: 20_000 }).toContain('esperando')
		relay.reset()
		expect(await run.exited).toBe(0)
		expect(run.output()).toMatch(/\[redis\] orden perdida al caer la conexión: .*ECONNRESET/)
		expect(run.output()).toContain('sigue viva')
	} finally {
		relay.close()
	}
}, 30_000)

test('without the guard the same lost command ends the process (what the guard is for)', async () => {
	const name = `lost-${randomBytes(4).toString('hex')}`
	const run = runFixture({ CLIENT_NAME: name, LOST_COMMAND_GUARD: 'off' })
	await expect.poll(run.output, { timeout: 20_000 }).toContain('esperando')
	await dropConnection(name)
	expect(await run.exited).not.toBe(0)
	expect(run.output()).toContain('SocketClosedUnexpectedlyError')
}, 30_000)

test('any other unhandled rejection still ends the process', async () => {
	const run = runFixture({ LOST_COMMAND_KIND: 'other' })
	expect(await run.exited).not.toBe(0)
	expect(run.output()).toContain('un fallo que no es de Redis')
	expect(run.output()).not.toContain('sigue viva')
}, 30_000)
