// A cap on anonymous sockets per client address. An anonymous socket costs a connection and its
// share of every public push, and needs no account: without a cap one address could open
// hundreds. The address is the one the HTTP edge counts (Express's trust proxy with
// TRUST_PROXY_HOPS, an IPv6 address by its /64: clientKey), counted across this instance,
// released when the connection closes. Signed-in sockets are not counted: their credential is the
// limit (sessions and tokens have limits of their own).
import { type IncomingMessage } from 'node:http'
import proxyAddr from 'proxy-addr'
import { clientKey } from '#app/lib/client-key.ts'
import { socketRefusals } from '#app/lib/metrics.server.ts'

type Connection = { once(event: 'close', listener: () => void): unknown }

/**
 * `admit(request, conn)`: false once the address holds `cap` anonymous sockets; otherwise the
 * socket is counted until its connection closes (each connection once, however many times it asks).
 */
export function anonymousSocketCap({ cap, trustProxyHops }: { cap: number; trustProxyHops: number }) {
	// the rule Express applies to req.ip for `app.set('trust proxy', hops)`
	const trust = (_address: string, hop: number) => hop < trustProxyHops
	const open = new Map<string, number>()
	const counted = new WeakSet<Connection>()
	return {
		admit(request: IncomingMessage, conn: Connection) {
			if (counted.has(conn)) return true
			const key = clientKey(proxyAddr(request, trust))
			const held = open.get(key) ?? 0
			if (held >= cap) {
				socketRefusals.inc({ reason: 'anonymous_per_address' })
				return false
			}
			open.set(key, held + 1)
			counted.add(conn)
			conn.once('close', () => {
				const left = (open.get(key) ?? 1) - 1
				if (left > 0) open.set(key, left)
				else open.delete(key)
			})
			return true
		},
		/** anonymous sockets open per address (tests) */
		held: (key: string) => open.get(key) ?? 0,
	}
}
