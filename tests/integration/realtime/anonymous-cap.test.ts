// One client address may hold at most REALTIME_ANONYMOUS_PER_ADDRESS anonymous sockets on an
// instance (the address as the HTTP edge counts it: X-Forwarded-For behind TRUST_PROXY_HOPS
// proxies, IPv6 by its /64); the next is refused, a closed one frees its place, and signed-in
// sockets are not counted.
import { io as connect, type Socket } from 'socket.io-client'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { getEnv } from '#app/lib/env.server.ts'
import { socketRefusals } from '#app/lib/metrics.server.ts'
import { createUser } from '#tests/factories/users.ts'
import { sessionCookie } from '#tests/helpers/requests.ts'
import { listenRealtime } from '#tests/helpers/sockets.ts'

let instance: Awaited<ReturnType<typeof listenRealtime>>
const sockets: Socket[] = []
const CAP = getEnv().REALTIME_ANONYMOUS_PER_ADDRESS

beforeAll(async () => {
	// one proxy in front, as deploy/nginx.conf: the client is the last X-Forwarded-For address
	instance = await listenRealtime({ trustProxyHops: 1 })
})
afterAll(async () => {
	sockets.forEach((socket) => socket.disconnect())
	await instance.close()
})

/** Connects from `address` (as the proxy forwards it); answers the socket or the refusal's message. */
async function open(address: string, cookie?: string) {
	const socket = connect(instance.url, {
		transports: ['websocket'],
		reconnection: false,
		extraHeaders: { 'X-Forwarded-For': `198.51.100.1, ${address}`, ...(cookie ? { Cookie: cookie } : {}) },
	})
	sockets.push(socket)
	return new Promise<{ socket: Socket; refused?: string }>((resolve) => {
		socket.once('connect', () => resolve({ socket }))
		socket.once('connect_error', (error) => resolve({ socket, refused: error.message }))
	})
}

const refusals = async () =>
	(await socketRefusals.get()).values.find((value) => value.labels.reason === 'anonymous_per_address')?.value ?? 0

test(`the cap (${CAP}) of anonymous sockets per address: the next is refused, signed-in and other addresses are not`, async () => {
	expect(CAP).toBe(50) // the documented default (docs/security.md «Realtime»)
	const before = await refusals()
	const first = await Promise.all(Array.from({ length: CAP }, () => open('203.0.113.9')))
	expect(first.filter((result) => result.refused)).toEqual([])

	expect((await open('203.0.113.9')).refused).toBe('too many sockets')
	expect(await refusals()).toBe(before + 1)
	// the same /64 is the same client; another address is not
	expect((await open('2001:db8:7:1::1')).refused).toBeUndefined()
	expect((await open('203.0.113.10')).refused).toBeUndefined()

	// a signed-in socket from the full address is not counted
	const user = await createUser()
	const signedIn = await open('203.0.113.9', await sessionCookie(user.id))
	expect(signedIn.refused).toBeUndefined()

	// a closed socket frees its place
	const closed = new Promise((resolve) => first[0]!.socket.once('disconnect', resolve))
	first[0]!.socket.disconnect()
	await closed
	await expect.poll(async () => (await open('203.0.113.9')).refused, { timeout: 5_000 }).toBeUndefined()
}, 60_000)

test('IPv6: the addresses of one /64 share the cap', async () => {
	const prefix = '2001:db8:5:9'
	const opened = await Promise.all(Array.from({ length: CAP }, (_, i) => open(`${prefix}::${(i + 1).toString(16)}`)))
	expect(opened.filter((result) => result.refused)).toEqual([])
	expect((await open(`${prefix}:aaaa:bbbb:cccc:dddd`)).refused).toBe('too many sockets')
	expect((await open('2001:db8:5:a::1')).refused).toBeUndefined()
}, 60_000)
