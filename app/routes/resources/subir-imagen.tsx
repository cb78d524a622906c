import { type ActionFunctionArgs } from '@remix-run/node'
import { readRegistrationDraft } from '#app/models/craftsmen/registration-draft.server.ts'
import { storeRegistrationDocuments } from '#app/models/craftsmen/registration-documents.server.ts'
import { addDraftImages } from '#app/models/jobs/job-draft-images.server.ts'
import { getDraft } from '#app/models/jobs/job-draft.server.ts'
import { readImagesForm } from '#app/models/uploads/multipart.server.ts'
import { uploadRateLimit } from '#app/models/uploads/upload-limit.server.ts'

const NO_DRAFT = 'Tu borrador ha caducado: vuelve a empezar.'

/**
 * The photo picker's uploads with JavaScript (one file at a time, with progress):
 * `?para=trabajo` adds `photos` to this browser's job draft, `?para=registro` adds the documents
 * to its registration draft. Answers JSON: `{ ok: true }` or `{ error }` with the Spanish message.
 * Without JavaScript the pages' own forms do the same through the same model functions. Every
 * request counts against the address's upload limit, shared with the pages and POST /api/upload.
 */
export async function action({ request, context }: ActionFunctionArgs) {
	const target = new URL(request.url).searchParams.get('para')
	if (target === 'trabajo' || target === 'registro') {
		const limited = await uploadRateLimit(context.clientIp)
		if (limited) return Response.json({ error: limited }, { status: 429 })
	}
	if (target === 'trabajo') {
		const draft = await getDraft(request)
		if (!draft || draft.data.published) return Response.json({ error: NO_DRAFT }, { status: 409 })
		const { form, error } = await readImagesForm(request)
		if (!form) return Response.json({ error }, { status: 400 })
		const added = await addDraftImages(draft, form)
		return added.error ? Response.json({ error: added.error }, { status: 400 }) : Response.json({ ok: true })
	}
	if (target === 'registro') {
		const draft = await readRegistrationDraft(request)
		if (!draft.personal || !draft.uploadsId) return Response.json({ error: NO_DRAFT }, { status: 409 })
		const { form, error } = await readImagesForm(request)
		if (!form) return Response.json({ error }, { status: 400 })
		// one row per upload in the database: concurrent uploads each add theirs, none overwrites another
		const stored = await storeRegistrationDocuments(draft.uploadsId, form)
		return stored.error ? Response.json({ error: stored.error }, { status: 400 }) : Response.json({ ok: true })
	}
	return Response.json({ error: 'Destino desconocido' }, { status: 404 })
}
