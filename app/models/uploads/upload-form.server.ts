// The one reader of forms that may carry images (the profile editor, the registration's
// documents, the job wizard's photos, POST /api/upload), with the same per-file limit everywhere,
// except the pages' own forms: what they carry comes from a browser without JavaScript, which sends
// a phone's photo as taken (readPageUploadForm).
import {
	MaxPartSizeExceededError,
	unstable_composeUploadHandlers,
	unstable_createMemoryUploadHandler,
	unstable_parseMultipartFormData,
	type UploadHandler,
} from '@remix-run/node'
import { AppError } from '#app/lib/app-error.ts'
import { decodeUtf8, hasUnacceptableText } from '#app/lib/unacceptable-text.ts'
import { MAX_IMAGE_BYTES, MAX_PHONE_PHOTO_BYTES, PHONE_PHOTO_TOO_LARGE } from './limits.ts'
import { shrinkLikeBrowser } from './shrink.server.ts'

export const BAD_TEXT_FIELD = 'El formulario contiene caracteres no permitidos'

/**
 * A multipart form's text fields (the parts without a file name) decoded strictly: bytes that are
 * not UTF-8 (which the default decoder turns into U+FFFD), a control character or half a surrogate
 * pair refuse the form with 400 (AppError), as the body guard does for small bodies
 * (server/http/form-guard.server.ts) before a route reads them. Files are left to the next handler.
 */
const strictTextFields: UploadHandler = async ({ name, filename, data }) => {
	if (typeof filename === 'string') return undefined
	const chunks: Uint8Array[] = []
	for await (const chunk of data) chunks.push(chunk)
	const text = decodeUtf8(Buffer.concat(chunks))
	if (text === null || hasUnacceptableText(text) || hasUnacceptableText(name))
		throw new AppError('bad_request', BAD_TEXT_FIELD)
	return text
}

/** The memory handler (files of at most `maxPartSize` bytes) behind the strict text fields. */
export const memoryUploads = (maxPartSize: number) =>
	unstable_composeUploadHandlers(strictTextFields, unstable_createMemoryUploadHandler({ maxPartSize }))

export const isMultipart = (request: Request) =>
	(request.headers.get('Content-Type') ?? '').toLowerCase().startsWith('multipart/form-data')

/** The form, multipart (files kept in memory, 5 MB each) or url-encoded; null when a file is over 5 MB. */
export async function readUploadForm(request: Request): Promise<FormData | null> {
	if (!isMultipart(request)) return request.formData()
	try {
		return await unstable_parseMultipartFormData(request, memoryUploads(MAX_IMAGE_BYTES))
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
		parsed = await unstable_parseMultipartFormData(request, memoryUploads(MAX_PHONE_PHOTO_BYTES))
	} catch (error) {
		if (error instanceof MaxPartSizeExceededError) return { form: null, error: PHONE_PHOTO_TOO_LARGE }
		if (error instanceof AppError) return { form: null, error: error.message }
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
