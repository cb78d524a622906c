import { type ActionFunctionArgs } from '@remix-run/node'
import { requireApiRole } from '#app/api/auth.server.ts'
import { api, apiOk, methodNotAllowed, parseOrThrow, readBody } from '#app/api/respond.server.ts'
import { DocumentDecisionSchema } from '#app/models/verification/document-checks.ts'
import { decideDocument } from '#app/models/verification/document-checks.server.ts'

export const loader = () => methodNotAllowed()

/** PUT {decision: 'approved'|'rejected', expiresAt?} → {message}: an admin decides on one document. */
export const action = api(async ({ request, params }: ActionFunctionArgs) => {
	if (request.method !== 'PUT') return methodNotAllowed()
	const admin = await requireApiRole(request, 'admin')
	const input = parseOrThrow(DocumentDecisionSchema, await readBody(request))
	const done = await decideDocument({ adminId: admin.id, documentId: params.id ?? '', ...input })
	return apiOk({ message: done.message })
})
