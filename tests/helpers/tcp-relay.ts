// A TCP relay in front of a real server (PostgreSQL, Redis): `reset()` sends a RST down every
// connection through it, as a server whose host was stopped or killed does without a word.
import { connect, createServer, type Socket } from 'node:net'

export async function startTcpRelay(target: { hostname: string; port: number }) {
	const relayed = new Set<Socket>()
	const relay = createServer((incoming) => {
		const outgoing = connect(target.port, target.hostname)
		relayed.add(incoming).add(outgoing)
		incoming.pipe(outgoing).pipe(incoming)
		for (const socket of [incoming, outgoing]) {
			socket.on('error', () => {})
			socket.on('close', () => relayed.delete(socket))
		}
	})
	await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve))
	return {
		port: (relay.address() as { port: number }).port,
		reset() {
			for (const socket of relayed) socket.resetAndDestroy()
		},
		close() {
			this.reset()
			relay.close()
		},
	}
}
