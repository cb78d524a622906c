// why: the one third-party HTTP we fake. A local stand-in for Resend's `POST /emails` (the SDK
// honours RESEND_BASE_URL) that can fail, hang or answer, and that honours Idempotency-Key as
// Resend documents it: a repeated key returns the first answer and sends nothing new.
import { createServer, type ServerResponse } from 'node:http'

export type FakeResendMode = 'ok' | 'fail' | 'hang'
type Received = { key: string | undefined; to: string; subject: string }

export async function startFakeResend(port: number) {
	let mode: FakeResendMode = 'ok'
	const requests: Received[] = []
	const delivered = new Map<string, Received & { id: string }>()
	const hanging = new Set<ServerResponse>()
	const server = createServer((req, res) => {
		let body = ''
		req.on('data', (chunk) => (body += chunk))
		req.on('end', () => {
			const email = JSON.parse(body || '{}') as { to: string | string[]; subject: string }
			const key = req.headers['idempotency-key'] as string | undefined
			const received = { key, to: [email.to].flat()[0] ?? '', subject: email.subject }
			requests.push(received)
			if (mode === 'fail') {
				res.writeHead(500, { 'content-type': 'application/json' })
				return void res.end(JSON.stringify({ name: 'internal_server_error', message: 'caído', statusCode: 500 }))
			}
			const slot = key ?? `no-key-${requests.length}`
			const sent = delivered.get(slot) ?? { ...received, id: `fake-${delivered.size + 1}` }
			delivered.set(slot, sent)
			// the worst case of a hang: the provider sent the email, its answer never arrives
			if (mode === 'hang') return void hanging.add(res)
			res.writeHead(200, { 'content-type': 'application/json' })
			res.end(JSON.stringify({ id: sent.id }))
		})
	})
	await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
	return {
		url: `http://127.0.0.1:${port}`,
		requests,
		/** emails the provider really sent (one per idempotency key) */
		delivered: () => [...delivered.values()],
		reset() {
			mode = 'ok'
			requests.length = 0
			delivered.clear()
		},
		setMode(next: FakeResendMode) {
			mode = next
		},
		async close() {
			for (const res of hanging) res.destroy()
			server.closeAllConnections()
			await new Promise((resolve) => server.close(resolve))
		},
	}
}
