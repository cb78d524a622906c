// Verification documents (ID cards, trade licences) are readable by their craftsman and by admins
// only, never from the public image route and never kept by a shared cache.
import sharp from 'sharp'
import { expect, test } from 'vitest'
import { prisma } from '#app/lib/db.server.ts'
import { storeImage } from '#app/models/uploads/images.server.ts'
import { loader as imageLoader } from '#app/routes/imagenes/$.tsx'
import { createCraftsman } from '#tests/factories/craftsmen.ts'
import { createUser } from '#tests/factories/users.ts'
import { call, getRequest, sessionCookie } from '#tests/helpers/requests.ts'
import { getStoredFile } from '#tests/helpers/uploads.ts'

async function craftsmanWithDocument() {
	const craftsman = await createCraftsman({ status: 'unverified' })
	const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#aa3311' } })
		.png()
		.toBuffer()
	const stored = await storeImage(png, { folder: 'documentos' })
	await prisma.craftsmanDocument.create({
		data: { craftsmanId: craftsman.craftsman.id, type: 'craft_card', url: stored.url },
	})
	return { craftsman, stored }
}

test('a document gets a private URL, and only its owner and admins can read it', async () => {
	const { craftsman, stored } = await craftsmanWithDocument()
	expect(stored.url).toMatch(/^\/documentos\/[0-9a-f]{32}-large\.webp$/)
	expect(stored.thumbnailUrl).toMatch(/^\/documentos\/[0-9a-f]{32}-small\.webp$/)

	const owner = await sessionCookie(craftsman.user.id)
	const admin = await sessionCookie((await createUser({ role: 'admin' })).id)
	for (const cookie of [owner, admin]) {
		for (const url of [stored.url, stored.thumbnailUrl]) {
			const response = await getStoredFile(url, cookie)
			expect(response.status).toBe(200)
			expect(response.headers.get('Content-Type')).toBe('image/webp')
			expect(response.headers.get('Cache-Control')).toBe('private, no-store')
		}
	}

	const stranger = await sessionCookie((await createUser({ role: 'cliente' })).id)
	const otherCraftsman = await sessionCookie((await createCraftsman()).user.id)
	for (const cookie of [undefined, stranger, otherCraftsman]) {
		const response = await getStoredFile(stored.url, cookie)
		expect(response.status).toBe(404)
		expect(response.headers.get('Cache-Control')).toBe('no-store')
	}
})

test('the public image route never serves a document, whatever its key', async () => {
	const { stored } = await craftsmanWithDocument()
	const key = stored.url.slice(1)
	const response = (await call(imageLoader, getRequest(`/imagenes/${key}`), { params: { '*': key } })) as Response
	expect(response.status).toBe(404)
})
