// A stand-in push service (what FCM or Mozilla's autopush are to a browser): an HTTP server that
// records every push it receives and answers 201, or what a test tells it to answer for one
// device. Devices are fake browsers: a P-256 key pair and an auth secret, so a test can decrypt
// what the server sent exactly as the phone would.
import { createECDH, randomBytes } from 'node:crypto'
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import ece from 'http_ece'

export type ReceivedPush = { path: string; headers: IncomingHttpHeaders; body: Buffer; at: number }

export type FakeDevice = {
	/** the JSON `PushSubscription.toJSON()` gives */
	subscription: { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } }
	/** what a received body says, decrypted with this device's keys */
	decrypt: (body: Buffer) => unknown
}

export async function startFakePushService(port: number, host = '127.0.0.1') {
	const received: ReceivedPush[] = []
	const answers = new Map<string, number>()
	const server: Server = createServer((request, response) => {
		const chunks: Buffer[] = []
		request.on('data', (chunk: Buffer) => chunks.push(chunk))
		request.on('end', () => {
			const path = request.url ?? '/'
			received.push({ path, headers: request.headers, body: Buffer.concat(chunks), at: Date.now() })
			response.statusCode = answers.get(path) ?? 201
			response.end()
		})
	})
	await new Promise<void>((resolve) => server.listen(port, host, resolve))
	const origin = `http://${host}:${port}`
	let next = 0
	return {
		origin,
		received,
		/** a new browser subscribed at this service */
		device(): FakeDevice {
			const ecdh = createECDH('prime256v1')
			ecdh.generateKeys()
			const auth = randomBytes(16).toString('base64url')
			const endpoint = `${origin}/push/${Date.now().toString(36)}-${next++}`
			return {
				subscription: {
					endpoint,
					expirationTime: null,
					keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth },
				},
				decrypt: (body) =>
					JSON.parse(
						ece.decrypt(body, { version: 'aes128gcm', privateKey: ecdh, authSecret: auth }).toString('utf8'),
					) as unknown,
			}
		},
		/** the status this service answers for pushes to `endpoint` (410: the browser unsubscribed) */
		answer(endpoint: string, status: number) {
			answers.set(new URL(endpoint).pathname, status)
		},
		to: (endpoint: string) => received.filter((push) => push.path === new URL(endpoint).pathname),
		close: () => new Promise<void>((resolve) => server.close(() => resolve())),
	}
}

export type FakePushService = Awaited<ReturnType<typeof startFakePushService>>
