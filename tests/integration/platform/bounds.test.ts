// Numbers out of any sensible range and images that declare huge sizes are refused with a clear
// message, never a 500 and never seconds of CPU.
import { deflateSync } from 'node:zlib'
import { expect, test } from 'vitest'
import { prisma } from '#app/lib/db.server.ts'
import { issueTokens } from '#app/models/auth/api-tokens.server.ts'
import { storeImage } from '#app/models/uploads/images.server.ts'
import { action as filterAction } from '#app/routes/api/filter.ts'
import { loader as placeLoader } from '#app/routes/api/postal_codes/$id.ts'
import { createUser } from '#tests/factories/users.ts'
import { call, getRequest, jsonRequest, responseJson } from '#tests/helpers/requests.ts'

test('PUT /api/filter refuses a distance of 1e308 or a place id past any integer column', async () => {
	const user = await createUser({ role: 'oficial' })
	const token = (await issueTokens(user.id)).accessToken
	for (const body of [
		{ categories: [], distance: 1e308, location: null },
		{ categories: [], distance: 1e6, location: null },
		{ categories: [], distance: 50, location: 99_999_999_999 },
	]) {
		const { status, body: answer } = await responseJson(
			await call(filterAction, jsonRequest('/api/filter', 'PUT', body, { token })),
		)
		expect(status).toBe(400)
		expect(answer.success).toBe(false)
	}
	expect(await prisma.savedFilter.count({ where: { userId: user.id } })).toBe(0)
})

test('GET /api/postal_codes/{id} past any integer column is a 404, not a 500', async () => {
	for (const id of ['99999999999', '2147483648', '1e10']) {
		const { status } = await responseJson(
			await call(placeLoader, getRequest(`/api/postal_codes/${id}`), { params: { id } }),
		)
		expect(status).toBe(404)
	}
})

/** A valid 1×1 PNG whose header declares width × height: what a decompression bomb looks like. */
function pngDeclaring(width: number, height: number) {
	const crcTable = Array.from({ length: 256 }, (_, n) => {
		let c = n
		for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
		return c >>> 0
	})
	const crc = (bytes: Buffer) => {
		let c = 0xffffffff
		for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8)
		return (c ^ 0xffffffff) >>> 0
	}
	const chunk = (type: string, data: Buffer) => {
		const length = Buffer.alloc(4)
		length.writeUInt32BE(data.length)
		const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
		const sum = Buffer.alloc(4)
		sum.writeUInt32BE(crc(body))
		return Buffer.concat([length, body, sum])
	}
	const header = Buffer.alloc(13)
	header.writeUInt32BE(width, 0)
	header.writeUInt32BE(height, 4)
	header.set([8, 2, 0, 0, 0], 8) // 8-bit RGB
	return Buffer.concat([
		Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
		chunk('IHDR', header),
		chunk('IDAT', deflateSync(Buffer.alloc(1 + 3))),
		chunk('IEND', Buffer.alloc(0)),
	])
}

test('an image declaring 16000×16000 pixels is refused from its header', async () => {
	await expect(storeImage(new Uint8Array(pngDeclaring(16_000, 16_000)), { folder: 'pruebas' })).rejects.toThrow(
		'La imagen tiene demasiados píxeles (máximo 40 megapíxeles)',
	)
})
