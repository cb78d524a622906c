// Every uploaded image is decoded and re-encoded: orientation applied, metadata (GPS, camera)
// dropped, resized to sensible sizes, stored as WebP under a content-hash key.
import { AppError } from '#app/lib/app-error.ts'
import { createHash } from 'node:crypto'
import sharp from 'sharp'
import { IMAGE_TOO_LARGE, MAX_IMAGE_BYTES, NOT_AN_IMAGE } from './limits.ts'
import { getStorage, publicUrl } from './storage.server.ts'

const SIZES = { large: 1600, small: 480 } as const

/** Stores an uploaded image; throws ImageRejected with the Spanish message for bad input. */
export async function storeImage(input: Uint8Array, { folder }: { folder: string }) {
	if (input.byteLength > MAX_IMAGE_BYTES) throw new AppError('bad_request', IMAGE_TOO_LARGE)
	const metadata = await sharp(input, { failOn: 'error' })
		.metadata()
		.catch(() => null)
	if (!metadata?.format || !metadata.width) throw new AppError('bad_request', NOT_AN_IMAGE)

	const hash = createHash('sha256').update(input).digest('hex').slice(0, 32)
	const storage = getStorage()
	const keys = {} as Record<keyof typeof SIZES, string>
	for (const [size, width] of Object.entries(SIZES) as Array<[keyof typeof SIZES, number]>) {
		const body = await sharp(input, { failOn: 'error' })
			.rotate()
			.resize({ width, height: width, fit: 'inside', withoutEnlargement: true })
			.webp({ quality: 80 })
			.toBuffer()
		keys[size] = `${folder}/${hash}-${size}.webp`
		await storage.put(keys[size], body, 'image/webp')
	}
	return { key: keys.large, url: publicUrl(keys.large), thumbnailUrl: publicUrl(keys.small) }
}
