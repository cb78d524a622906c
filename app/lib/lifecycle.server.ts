// Shutdown state, shared by the web process (server/web.ts) and the routes (one module instance:
// they are one bundle).
import { isRedisConnectionError } from './redis.server.ts'
let draining = false

/** From SIGTERM on, readiness answers 503 so load balancers stop sending requests here. */
export function setDraining(value = true) {
	draining = value
}

export function isDraining() {
	return draining
}

/**
 * The Socket.IO Redis adapter sends some commands without awaiting them (the PUBLISH that asks the
 * other instances who is online, the SET that keeps a closed socket's session): one in flight when
 * Redis drops rejects with nobody to catch it, and Node ends the process on an unhandled rejection
 * (the fault suite saw an instance die that way). Such a lost command is logged and the instance
 * goes on; so is anything left over while draining. Any other unhandled rejection still ends the
 * process, as Node's default does.
 */
export function survivesLostRedisCommands(log: (message: string) => void = console.warn) {
	process.on('unhandledRejection', (reason) => {
		if (isRedisConnectionError(reason)) return log(`[redis] orden perdida al caer la conexión: ${String(reason)}`)
		if (draining) return log(`durante el cierre: ${String(reason)}`)
		throw reason
	})
}
