// A handler (an Express app, a bare listener) served over real HTTP on a free local port, for the
// tests of the middlewares server/web.ts mounts.
import { createServer, type RequestListener } from 'node:http'
import { type AddressInfo } from 'node:net'

export type LocalServer = Awaited<ReturnType<typeof serveLocally>>

export async function serveLocally(handler: RequestListener) {
	const server = createServer(handler)
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
	const { port } = server.address() as AddressInfo
	return {
		port,
		base: `http://127.0.0.1:${port}`,
		close: () => new Promise<void>((resolve) => server.close(() => resolve())),
	}
}
