import { createServer, type Server } from 'node:http'
import { type AddressInfo } from 'node:net'
import { afterEach, expect, test } from 'vitest'
import { fetchWithin, jsonOf } from './fetch-within.ts'

let server: Server | undefined
afterEach(() => {
	server?.closeAllConnections()
	server?.close()
})

async function serve(handler: Parameters<typeof createServer>[1]) {
	server = createServer(handler)
	await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
	return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

test('an answer whose body stalls after its headers is given up at the deadline', async () => {
	const url = await serve((_req, res) => {
		res.writeHead(200, { 'Content-Type': 'application/json' })
		res.write('{"data":') // and never the rest
	})
	const t0 = performance.now()
	await expect(fetchWithin(url, {}, 300)).rejects.toMatchObject({ name: 'TimeoutError' })
	expect(performance.now() - t0).toBeLessThan(3_000)
})

test('a whole answer comes back with its status, headers and body', async () => {
	const url = await serve((_req, res) => {
		res.writeHead(201, { 'Content-Type': 'application/json', 'Retry-After': '2' })
		res.end('{"data":{"_id":"m1"}}')
	})
	const answer = await fetchWithin(url, {}, 2_000)
	expect(answer.status).toBe(201)
	expect(answer.headers.get('Retry-After')).toBe('2')
	expect(jsonOf<{ data: { _id: string } }>(answer)?.data._id).toBe('m1')
	expect(jsonOf({ ...answer, text: '{"cut' })).toBeNull()
})
