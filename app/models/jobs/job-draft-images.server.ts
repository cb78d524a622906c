// The wizard's photos: stored as images and listed in the draft, from the page's form (no
// JavaScript) or the upload endpoint the photo picker uses with JavaScript.
import { asAppError } from '#app/lib/app-error.server.ts'
import { storeImage } from '#app/models/uploads/images.server.ts'
import { type JobDraft, updateDraft } from './job-draft.server.ts'
import { MAX_JOB_IMAGES } from './job-wizard.schema.ts'

/** Stores the `photos` files of `form` into the draft; the same photo twice stays one. */
export async function addDraftImages(draft: JobDraft, form: FormData) {
	const files = form.getAll('photos').filter((file): file is File => file instanceof File && file.size > 0)
	const images = [...(draft.data.images ?? [])]
	try {
		for (const file of files) {
			if (images.length >= MAX_JOB_IMAGES) return { error: `Puedes añadir hasta ${MAX_JOB_IMAGES} fotos` }
			const { url } = await storeImage(new Uint8Array(await file.arrayBuffer()), {
				folder: 'trabajos',
				owner: draft.userId ? { userId: draft.userId } : { draftId: draft.id },
			})
			if (!images.includes(url)) images.push(url)
		}
	} catch (error) {
		return { error: asAppError(error).message }
	} finally {
		await updateDraft(draft, { images })
	}
	return { error: null }
}
