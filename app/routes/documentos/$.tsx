import { type LoaderFunctionArgs } from '@remix-run/node'
import { getOptionalUser, requireEnrolledAdmin } from '#app/models/auth/guards.server.ts'
import { readRegistrationDraft } from '#app/models/craftsmen/registration-draft.server.ts'
import { canReadPrivateFile } from '#app/models/uploads/private-files.server.ts'
import { assertSafeKey, getStorage, PRIVATE_FOLDER } from '#app/models/uploads/storage.server.ts'

// Verification documents: only their craftsman and admins (and, during a registration, the browser
// that uploaded them, for the documents step's thumbnails), never stored by a shared cache. Anyone
// else gets the same 404 as for a file that does not exist, so a URL reveals nothing.
export async function loader({ request, params }: LoaderFunctionArgs) {
	const notFound = () => new Response('Not Found', { status: 404, headers: { 'Cache-Control': 'no-store' } })
	const key = `${PRIVATE_FOLDER}/${params['*'] ?? ''}`
	try {
		assertSafeKey(key)
	} catch {
		return notFound()
	}
	const user = await getOptionalUser(request)
	// admins read every document: only in a session that passed their second factor (or enrolment, when required)
	if (user) await requireEnrolledAdmin(request, user)
	const draftId = user ? null : (await readRegistrationDraft(request)).uploadsId
	if (!(await canReadPrivateFile(user, key, draftId))) return notFound()
	const file = await getStorage().get(key)
	if (!file) return notFound()
	return new Response(Buffer.from(file.body), {
		headers: {
			'Content-Type': file.contentType,
			'Cache-Control': 'private, no-store',
			'X-Content-Type-Options': 'nosniff',
		},
	})
}
