// The admin's decision on one verification document: a plain post from the review
// page; it redirects back there with a toast.
import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from '@remix-run/node'
import { redirectWithToast, toastRefusal } from '#app/lib/app-error.server.ts'
import { firstError, formAction } from '#app/lib/form-action.server.ts'
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
	return formAction(request, {
		schema: DocumentDecisionSchema,
		// bad input goes back to the craftsman's review, as sent; a refusal to the queue
		invalid: (submission, sent) =>
			redirectWithToast(`${QUEUE}/${String(sent.get('userId') ?? '')}`, {
				type: 'error',
				text: firstError(submission) ?? 'Decisión no válida',
			}),
		refused: (error) => toastRefusal(error, QUEUE),
		run: async (decision) => {
			const done = await decideDocument({ adminId: admin.id, documentId: params.documentId ?? '', ...decision })
			return redirectWithToast(`${QUEUE}/${done.userId}`, { type: 'success', text: done.message })
		},
	})
}
