import { type Server } from 'socket.io'

declare module '@remix-run/node' {
	interface AppLoadContext {
		/** Nonce of this response's Content Security Policy (server/web.ts). */
		cspNonce: string
		/** The Socket.IO server, for pushes after a write (server/web.ts). */
		io: Server
		/** The client's IP address, with TRUST_PROXY_HOPS applied (rate limits). */
		clientIp: string
	}
}
