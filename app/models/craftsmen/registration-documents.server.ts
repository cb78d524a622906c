// The registration's documents (craft card, trade licence): stored as images and kept in the
// draft until the last step creates the profile. The page's form and the upload endpoint used
// with JavaScript both come through here.
import { asAppError } from '#app/lib/app-error.server.ts'
import { storeImage } from '#app/models/uploads/images.server.ts'
import { DOCUMENT_TYPES, type RegistrationDocument, withDocument } from './registration.schema.ts'

/** Stores the files of `form` (fields craft_card, trade_licence); stops at the first bad one. */
export async function storeRegistrationDocuments(documents: RegistrationDocument[], form: FormData) {
	let stored = documents
	try {
		for (const { value: type } of DOCUMENT_TYPES) {
			for (const file of form.getAll(type)) {
				if (!(file instanceof File) || file.size === 0) continue
				const { url } = await storeImage(new Uint8Array(await file.arrayBuffer()), { folder: 'documentos' })
				stored = withDocument(stored, { type, url })
			}
		}
	} catch (error) {
		return { documents: stored, error: asAppError(error).message }
	}
	return { documents: stored, error: null }
}
