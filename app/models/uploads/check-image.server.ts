// Checks an upload the way storeImage does, without storing it: a form with several files is
// checked whole first, so one bad file leaves none of the others behind.
import { AppError } from '#app/lib/app-error.ts'
import { IMAGE_TOO_LARGE, IMAGE_TOO_MANY_PIXELS, MAX_IMAGE_BYTES, MAX_IMAGE_PIXELS, NOT_AN_IMAGE } from './limits.ts'

export async function assertImage(input: Uint8Array) {
	if (input.byteLength > MAX_IMAGE_BYTES) throw new AppError('bad_request', IMAGE_TOO_LARGE)
	// loaded on the first upload, not at start (libvips weighs ~20 MB resident)
	const { default: sharp } = await import('sharp')
	const metadata = await sharp(input, { failOn: 'error' })
		.metadata()
		.catch(() => null)
	if (!metadata?.format || !metadata.width) throw new AppError('bad_request', NOT_AN_IMAGE)
	// the header's size, read before any pixel is decoded
	if (metadata.width * (metadata.height ?? 0) > MAX_IMAGE_PIXELS)
		throw new AppError('bad_request', IMAGE_TOO_MANY_PIXELS)
}
