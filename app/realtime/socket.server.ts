// Socket.IO on the app's own HTTP server. Pushes only: every write goes through HTTP first.
// With REDIS_URL the Redis Streams adapter carries pushes between app instances and lets
// Socket.IO recover a briefly disconnected client's missed packets.
import { type Server as HttpServer } from 'node:http'
import { createAdapter } from '@socket.io/redis-streams-adapter'
import { createClient } from 'redis'
import { Server } from 'socket.io'

export async function attachRealtime(httpServer: HttpServer, options: { redisUrl?: string; origin: string }) {
	let redis: ReturnType<typeof createClient> | undefined
	if (options.redisUrl) {
		redis = createClient({ url: options.redisUrl })
		await redis.connect()
	}
	const io = new Server(httpServer, {
		serveClient: false,
		cors: { origin: options.origin, credentials: true },
		connectionStateRecovery: { maxDisconnectionDuration: 2 * 60 * 1000, skipMiddlewares: false },
		adapter: redis ? createAdapter(redis) : undefined,
	})
	return {
		io,
		async close() {
			await io.close()
			await redis?.quit().catch(() => {})
		},
	}
}
