// A port nobody listens on right now (the machine is shared: no fixed guess). Listening on port 0
// lets the kernel choose; the server closes before the port is handed on.
import { createServer, type AddressInfo } from 'node:net'

export function freePort() {
	return new Promise<number>((resolve, reject) => {
		const server = createServer().listen(0, '127.0.0.1', () => {
			const { port } = server.address() as AddressInfo
			server.close(() => resolve(port))
		})
		server.on('error', reject)
	})
}
