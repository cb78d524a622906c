// Issue 12: the one reader of forms that may carry images (the profile editor, the registration's
// documents, the job wizard's photos, POST /api/upload), with the same per-file limit everywhere.
import {
	MaxPartSizeExceededError,
	unstable_createMemoryUploadHandler,
	unstable_parseMultipartFormData,
} from '@remix-run/node'
import { MAX_IMAGE_BYTES } from './limits.ts'

export const isMultipart = (request: Request) =>
	(request.headers.get('Content-Type') ?? '').toLowerCase().startsWith('multipart/form-data')

/** The form, multipart (files kept in memory, 5 MB each) or url-encoded; null when a file is over 5 MB. */
export async function readUploadForm(request: Request): Promise<FormData | null> {
	if (!isMultipart(request)) return request.formData()
	try {
		return await unstable_parseMultipartFormData(
			request,
			unstable_createMemoryUploadHandler({ maxPartSize: MAX_IMAGE_BYTES }),
		)
	} catch (error) {
		if (error instanceof MaxPartSizeExceededError) return null
		throw error
	}
}

/** The non-empty files sent under one field name (a browser sends an empty file when none was picked). */
export const filesOf = (form: FormData, name: string) =>
	form.getAll(name).filter((file): file is File => file instanceof File && file.size > 0)
