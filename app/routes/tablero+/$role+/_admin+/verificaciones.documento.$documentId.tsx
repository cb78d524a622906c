// The admin's decision on one verification document: a plain post from the review
// page; it redirects back there with a toast.
import { parseWithZod } from '@conform-to/zod/v4'
import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from '@remix-run/node'
import { redirectWithToast } from '#app/lib/app-error.server.ts'
import { toastAction } from '#app/lib/form-action.server.ts'
import { requireRole } from '#app/models/auth/guards.server.ts'
import { DocumentDecisionSchema } from '#app/models/verification/document-checks.ts'
import { decideDocument } from '#app/models/verification/document-checks.server.ts'
import { paths } from '#app/lib/paths.ts'

const QUEUE = paths.adminVerifications()

export async function loader({ request }: LoaderFunctionArgs) {
	await requireRole(request, 'admin')
	throw redirect(QUEUE)
}

export async function action({ request, params }: ActionFunctionArgs) {
	const admin = await requireRole(request, 'admin')
	const formData = await request.formData()
	const back = `${QUEUE}/${String(formData.get('userId') ?? '')}`
	const submission = parseWithZod(formData, { schema: DocumentDecisionSchema })
	if (submission.status !== 'success') {
		const message = Object.values(submission.error ?? {}).flat()[0] ?? 'Decisión no válida'
		return redirectWithToast(back, { type: 'error', text: message })
	}
	return toastAction(QUEUE, async () => {
		const done = await decideDocument({ adminId: admin.id, documentId: params.documentId ?? '', ...submission.value })
		return redirectWithToast(`${QUEUE}/${done.userId}`, { type: 'success', text: done.message })
	})
}
