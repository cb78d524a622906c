import {
	MaxPartSizeExceededError,
	unstable_createMemoryUploadHandler,
	unstable_parseMultipartFormData,
} from '@remix-run/node'
import { IMAGE_TOO_LARGE, MAX_IMAGE_BYTES } from './limits.ts'

/** A multipart form of images, each part at most MAX_IMAGE_BYTES; a larger one answers the spec's message. */
export async function readImagesForm(request: Request) {
	try {
		const form = await unstable_parseMultipartFormData(
			request,
			unstable_createMemoryUploadHandler({ maxPartSize: MAX_IMAGE_BYTES }),
		)
		return { form, error: null }
	} catch (error) {
		if (error instanceof MaxPartSizeExceededError) return { form: null, error: IMAGE_TOO_LARGE }
		return { form: null, error: 'Envía las imágenes como multipart/form-data' }
	}
}
