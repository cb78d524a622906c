// Closing a Redis client on shutdown: with Redis away, a graceful close waits for the replies of
// the queued commands, which never come (the Socket.IO adapter queues a SET per socket it closes).
import { expect, test } from 'vitest'
import {
	closeRedis,
	connectInBackground,
	createResilientRedis,
	forgetRedis,
	isRedisConnectionError,
} from '#app/lib/redis.server.ts'

test('closing a client while Redis is away fails its queued commands at once, as lost ones', async () => {
	// a port nobody listens on: the client keeps retrying with back-off
	const client = createResilientRedis('redis://127.0.0.1:1', 'test-close')
	connectInBackground(client)
	try {
		const queued = client.set('never', 'sent').catch((error: unknown) => error)
		await closeRedis(client)
		const lost = await queued
		expect(lost).toBeInstanceOf(Error)
		expect(isRedisConnectionError(lost)).toBe(true)
		expect(client.isOpen).toBe(false)
	} finally {
		forgetRedis('test-close')
	}
}, 5_000)
