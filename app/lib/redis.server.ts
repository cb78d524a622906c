// Redis clients that survive Redis going away: every client gets an error listener (an
// unhandled 'error' event killed the process) and reconnects with capped exponential back-off.
// The health check reads the state of every client, the Socket.IO one included.
import {
	ClientClosedError,
	ClientOfflineError,
	ConnectionTimeoutError,
	createClient,
	DisconnectsClientError,
	SocketClosedUnexpectedlyError,
	SocketTimeoutError,
} from 'redis'

export type RedisClient = ReturnType<typeof createClient>

const clients = new Map<string, RedisClient>()
const registry = () => clients
/**
 * The connection errors our clients reported. node-redis rejects the commands a dropped connection
 * takes with it using the socket's own error (a plain ECONNRESET, ECONNREFUSED…), not one of its
 * classes, so only the client that saw it can tell it came from Redis.
 */
const connectionErrors = new WeakSet<object>()

/** 100 ms, 200 ms, 400 ms… up to 5 s, with jitter so instances do not reconnect in step. */
export function reconnectDelay(retries: number) {
	const base = Math.min(100 * 2 ** retries, 5_000)
	return Math.round(base / 2 + Math.random() * (base / 2))
}

/**
 * A client named `name` (for logs and the health check). `offlineQueue: false` makes commands fail
 * at once while Redis is away (the rate limiter then falls back to memory); with the default,
 * commands wait for the reconnection (Socket.IO pushes are sent when Redis is back).
 */
export function createResilientRedis(url: string, name: string, { offlineQueue = true } = {}) {
	const client = createClient({
		url,
		disableOfflineQueue: !offlineQueue,
		socket: { reconnectStrategy: reconnectDelay, connectTimeout: 2_000 },
	})
	let down = false
	client.on('error', (error: Error) => {
		connectionErrors.add(error)
		// one line per outage, not one per reconnection attempt
		if (down) return
		down = true
		console.warn(`[redis:${name}] sin conexión (${error.message}); reintentando`)
	})
	client.on('ready', () => {
		if (down) console.log(`[redis:${name}] conexión recuperada`)
		down = false
	})
	registry().set(name, client)
	return client
}

/** Connects in the background: an app started while Redis is down still starts. */
export function connectInBackground(client: RedisClient) {
	client.connect().catch(() => {
		// the error listener has logged it; the reconnect strategy keeps trying
	})
}

export function forgetRedis(name: string) {
	registry().delete(name)
}

/** 'ok' when every registered client is connected, 'down' when one is not, null with no Redis. */
export function redisState(): 'ok' | 'down' | null {
	const clients = [...registry().values()]
	if (!clients.length) return null
	return clients.every((client) => client.isReady) ? 'ok' : 'down'
}

/** On shutdown: closes every client still registered (the rate limiter's). */
export async function closeRedisClients() {
	const clients = [...registry().values()]
	registry().clear()
	await Promise.all(clients.map(closeRedis))
}

/**
 * Connected: waits for the replies still due. Away: fails what waits in the queue at once (a
 * graceful close would wait for Redis to return).
 */
export async function closeRedis(client: RedisClient) {
	if (client.isReady) await client.close().catch(() => client.destroy())
	else if (client.isOpen) client.destroy()
}

/** A command lost because the connection to Redis went away (not a refusal by Redis itself). */
export function isRedisConnectionError(error: unknown) {
	return (
		[
			SocketClosedUnexpectedlyError,
			ClientClosedError,
			ClientOfflineError,
			ConnectionTimeoutError,
			DisconnectsClientError,
			SocketTimeoutError,
		].some((type) => error instanceof type) ||
		(typeof error === 'object' && error !== null && connectionErrors.has(error))
	)
}
