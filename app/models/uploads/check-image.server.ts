// Checks an upload the way storeImage does, without storing it: a form with several files is
// checked whole first, so one bad file leaves none of the others behind.
import sharp from 'sharp'
import { ImageRejected } from './images.server.ts'
import { IMAGE_TOO_LARGE, MAX_IMAGE_BYTES, NOT_AN_IMAGE } from './limits.ts'

export async function assertImage(input: Uint8Array) {
	if (input.byteLength > MAX_IMAGE_BYTES) throw new ImageRejected(IMAGE_TOO_LARGE)
	const metadata = await sharp(input, { failOn: 'error' })
		.metadata()
		.catch(() => null)
	if (!metadata?.format || !metadata.width) throw new ImageRejected(NOT_AN_IMAGE)
}
