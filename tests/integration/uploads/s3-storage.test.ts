import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import S3rver from 's3rver'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { s3Storage } from '#app/models/uploads/storage.server.ts'

// The S3 driver against s3rver, a local server speaking the S3 protocol, with the real AWS SDK.
let server: S3rver
let endpoint: string

beforeAll(async () => {
	server = new S3rver({
		port: 0,
		address: '127.0.0.1',
		silent: true,
		directory: mkdtempSync(path.join(tmpdir(), 's3rver-')),
		configureBuckets: [{ name: 'reformas-test', configs: [] }],
	})
	const { port } = (await server.run()) as { port: number }
	endpoint = `http://127.0.0.1:${port}`
})
afterAll(() => server.close())

test('the S3 driver puts, gets and deletes an object', async () => {
	const storage = s3Storage({
		bucket: 'reformas-test',
		region: 'eu-west-1',
		endpoint,
		accessKeyId: 'S3RVER',
		secretAccessKey: 'S3RVER',
	})
	const body = new TextEncoder().encode('imagen de prueba')
	await storage.put('trabajos/abc123-large.webp', body, 'image/webp')
	const stored = await storage.get('trabajos/abc123-large.webp')
	expect(stored?.contentType).toBe('image/webp')
	expect(new TextDecoder().decode(stored!.body)).toBe('imagen de prueba')
	expect(await storage.get('trabajos/no-existe-large.webp')).toBeNull()
	await storage.delete('trabajos/abc123-large.webp')
	expect(await storage.get('trabajos/abc123-large.webp')).toBeNull()
})

test('keys that could leave the bucket folder are refused', async () => {
	const storage = s3Storage({
		bucket: 'reformas-test',
		region: 'eu-west-1',
		endpoint,
		accessKeyId: 'S3RVER',
		secretAccessKey: 'S3RVER',
	})
	await expect(storage.put('../fuera.webp', new Uint8Array(1), 'image/webp')).rejects.toThrow(
		'Clave de archivo no válida',
	)
})
