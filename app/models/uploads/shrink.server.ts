// Without JavaScript a phone's photo arrives as taken: the server does what the photo picker does
// in the browser with JavaScript (prepare-upload.client.ts), so the same photo is stored the same
// way on either path.
import sharp from 'sharp'
import { MAX_IMAGE_BYTES, MAX_IMAGE_PIXELS, SHRUNK_JPEG_QUALITY, SHRUNK_LONGEST_SIDE } from './limits.ts'

/**
 * A photo over 5 MB as the browser would have sent it: orientation applied, at most 2000 px a side,
 * JPEG at quality 85. Smaller files, and files that cannot be decoded (storeImage refuses those with
 * its own message), are returned as they are.
 */
export async function shrinkLikeBrowser(input: Uint8Array<ArrayBuffer>): Promise<Uint8Array<ArrayBuffer>> {
	if (input.byteLength <= MAX_IMAGE_BYTES) return input
	try {
		const metadata = await sharp(input, { failOn: 'error' }).metadata()
		if (!metadata.width || metadata.width * (metadata.height ?? 0) > MAX_IMAGE_PIXELS) return input
		const output = await sharp(input, { failOn: 'error', limitInputPixels: MAX_IMAGE_PIXELS })
			.rotate()
			.resize({ width: SHRUNK_LONGEST_SIDE, height: SHRUNK_LONGEST_SIDE, fit: 'inside', withoutEnlargement: true })
			.jpeg({ quality: Math.round(SHRUNK_JPEG_QUALITY * 100) })
			.toBuffer()
		return output.byteLength < input.byteLength ? new Uint8Array(output) : input
	} catch {
		return input
	}
}
