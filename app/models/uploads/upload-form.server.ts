// The one reader of forms that may carry images (the profile editor, the registration's
// documents, the job wizard's photos, POST /api/upload), with the same per-file limit everywhere,
// except the pages' own forms: what they carry comes from a browser without JavaScript, which sends
// a phone's photo as taken (readPageUploadForm).
import {
	MaxPartSizeExceededError,
	unstable_createMemoryUploadHandler,
	unstable_parseMultipartFormData,
} from '@remix-run/node'
import { MAX_IMAGE_BYTES, MAX_PHONE_PHOTO_BYTES, PHONE_PHOTO_TOO_LARGE } from './limits.ts'
import { shrinkLikeBrowser } from './shrink.server.ts'

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

/**
 * A page's own form (job wizard, registration, profile editor), multipart or url-encoded. Sent
 * without JavaScript, its photos may be up to 20 MB each (the body limit of these pages bounds the
 * whole post); those over 5 MB are shrunk here as the browser shrinks them with JavaScript, so
 * everything after sees at most 5 MB.
 */
export async function readPageUploadForm(
	request: Request,
): Promise<{ form: FormData; error: null } | { form: null; error: string }> {
	if (!isMultipart(request)) return { form: await request.formData(), error: null }
	let parsed: FormData
	try {
		parsed = await unstable_parseMultipartFormData(
			request,
			unstable_createMemoryUploadHandler({ maxPartSize: MAX_PHONE_PHOTO_BYTES }),
		)
	} catch (error) {
		if (error instanceof MaxPartSizeExceededError) return { form: null, error: PHONE_PHOTO_TOO_LARGE }
		throw error
	}
	const form = new FormData()
	for (const [name, value] of parsed.entries()) {
		if (!(value instanceof File) || value.size <= MAX_IMAGE_BYTES) {
			form.append(name, value)
			continue
		}
		const shrunk = await shrinkLikeBrowser(new Uint8Array(await value.arrayBuffer()))
		form.append(
			name,
			new File([shrunk], value.name, { type: shrunk.byteLength < value.size ? 'image/jpeg' : value.type }),
		)
	}
	return { form, error: null }
}

/** The non-empty files sent under one field name (a browser sends an empty file when none was picked). */
export const filesOf = (form: FormData, name: string) =>
	form.getAll(name).filter((file): file is File => file instanceof File && file.size > 0)
