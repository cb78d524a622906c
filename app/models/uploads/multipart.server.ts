import { MaxPartSizeExceededError, unstable_parseMultipartFormData } from '@remix-run/node'
import { AppError } from '#app/lib/app-error.ts'
import { IMAGE_TOO_LARGE, MAX_IMAGE_BYTES } from './limits.ts'
import { memoryUploads } from './upload-form.server.ts'

/** A multipart form of images, each part at most MAX_IMAGE_BYTES; a larger one answers the spec's message. */
export async function readImagesForm(request: Request) {
	try {
		const form = await unstable_parseMultipartFormData(request, memoryUploads(MAX_IMAGE_BYTES))
		return { form, error: null }
	} catch (error) {
		if (error instanceof MaxPartSizeExceededError) return { form: null, error: IMAGE_TOO_LARGE }
		if (error instanceof AppError) return { form: null, error: error.message }
		return { form: null, error: 'Envía las imágenes como multipart/form-data' }
	}
}
