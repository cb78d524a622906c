import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { describe, expect, test } from 'vitest'
import { storeImage } from '#app/models/uploads/images.server.ts'
import { getStorage } from '#app/models/uploads/storage.server.ts'

const uploads = () => path.resolve(process.env.UPLOADS_DIR!)
const stored = () =>
	existsSync(uploads()) ? readdirSync(uploads(), { recursive: true }).filter((f) => String(f).endsWith('.webp')) : []

describe('image uploads', () => {
	test('an image is re-encoded to WebP in two sizes, rotated upright and without metadata', async () => {
		// 3000x1000 landscape, EXIF orientation 6 (to be rotated 90°), with GPS-like metadata
		const input = await sharp({ create: { width: 3000, height: 1000, channels: 3, background: '#336699' } })
			.withMetadata({ orientation: 6, exif: { IFD0: { Copyright: 'secreto' } } })
			.jpeg()
			.toBuffer()
		const result = await storeImage(input, { folder: 'pruebas' })
		expect(result.url).toMatch(/^\/imagenes\/pruebas\/[0-9a-f]{32}-large\.webp$/)
		const large = await getStorage().get(result.key)
		const meta = await sharp(Buffer.from(large!.body)).metadata()
		expect(meta.format).toBe('webp')
		expect([meta.width, meta.height]).toEqual([533, 1600]) // upright, fitted inside 1600
		expect(meta.exif).toBeUndefined()
		expect(meta.orientation).toBeUndefined()
		expect(stored()).toHaveLength(2)
	})

	test('a file that is not an image, or is over 5 MB, is refused and nothing is stored', async () => {
		const before = stored().length
		await expect(storeImage(Buffer.from('no soy una imagen'), { folder: 'pruebas' })).rejects.toThrow(
			'Solo se admiten imágenes',
		)
		await expect(storeImage(new Uint8Array(5 * 1024 * 1024 + 1), { folder: 'pruebas' })).rejects.toThrow(
			'El tamaño de la imagen no puede exceder los 5 MB',
		)
		expect(stored()).toHaveLength(before)
	})
})
