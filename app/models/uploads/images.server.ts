// Every uploaded image is decoded and re-encoded: orientation applied, metadata (GPS, camera)
// dropped, resized to sensible sizes, stored as WebP under a content-hash key.
import { createHash } from 'node:crypto'
import { assertImage } from './check-image.server.ts'
import { MAX_IMAGE_PIXELS } from './limits.ts'
import { recordUpload } from './ownership.server.ts'
import { getStorage, publicUrl } from './storage.server.ts'

/**
 * Whom a stored file belongs to (recorded in the Upload table): a user, a draft, or nobody yet
 * (`{}`: an /api upload without a token, claimed by the first account that names it).
 */
export type UploadOwner = Parameters<typeof recordUpload>[1]

const SIZES = { large: 1600, small: 480 } as const

/**
 * Stores an uploaded image and records its owner; throws an AppError with the Spanish message for
 * bad input. Only the demo data and tests store without an owner.
 */
export async function storeImage(input: Uint8Array, { folder, owner }: { folder: string; owner?: UploadOwner }) {
	await assertImage(input)
	const { default: sharp } = await import('sharp') // already loaded by assertImage

	const hash = createHash('sha256').update(input).digest('hex').slice(0, 32)
	const storage = getStorage()
	const keys = {} as Record<keyof typeof SIZES, string>
	for (const [size, width] of Object.entries(SIZES) as Array<[keyof typeof SIZES, number]>) {
		const body = await sharp(input, { failOn: 'error', limitInputPixels: MAX_IMAGE_PIXELS })
			.rotate()
			.resize({ width, height: width, fit: 'inside', withoutEnlargement: true })
			.webp({ quality: 80 })
			.toBuffer()
		keys[size] = `${folder}/${hash}-${size}.webp`
		await storage.put(keys[size], body, 'image/webp')
	}
	if (owner) {
		await recordUpload(keys.large, owner)
	}
	return { key: keys.large, url: publicUrl(keys.large), thumbnailUrl: publicUrl(keys.small) }
}

/**
 * Stores every file or none (the one upload loop): all are checked before the first is
 * stored, so one refused file leaves nothing behind. Throws the AppError of the first bad one.
 */
export async function storeImages(files: File[], { folder, owner }: { folder: string; owner?: UploadOwner }) {
	const buffers = await Promise.all(files.map(async (file) => new Uint8Array(await file.arrayBuffer())))
	for (const buffer of buffers) await assertImage(buffer)
	const urls: string[] = []
	for (const buffer of buffers) urls.push((await storeImage(buffer, { folder, owner })).url)
	return urls
}
