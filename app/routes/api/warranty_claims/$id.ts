import { type ActionFunctionArgs } from '@remix-run/node'
import { requireApiRole } from '#app/api/auth.server.ts'
import { api, apiOk, methodNotAllowed, parseOrThrow, readBody } from '#app/api/respond.server.ts'
import { answerWarrantyClaim, replyToWarrantyClaim } from '#app/models/warranty/warranty-claims.server.ts'
import { WarrantyAnswerSchema, WarrantyReplySchema } from '#app/models/warranty/warranty.schema.ts'

export const loader = () => methodNotAllowed()

/**
 * PUT {intent, answer?}: a move of the claim, with the page's own schemas. The craftsman answers an
 * open claim of his (`resuelto`, `no_procede` with `answer`); the client confirms or escalates the
 * answer (`confirmar`, `escalar`). Someone else's claim is the 404 of a missing one; a claim in
 * another state, 409.
 */
export const action = api(async ({ request, params }: ActionFunctionArgs) => {
	if (request.method !== 'PUT') return methodNotAllowed()
	const user = await requireApiRole(request, ['cliente', 'oficial'])
	const body = { ...(await readBody(request)), claimId: params.id ?? '' }
	if (user.role === 'oficial') {
		const input = parseOrThrow(WarrantyAnswerSchema, body)
		const move = input.intent === 'resuelto' ? 'resolve' : 'reject'
		const done = await answerWarrantyClaim({ craftsmanId: user.id, claimId: input.claimId, move, answer: input.answer })
		return apiOk({
			message: done.message,
			claimId: input.claimId,
			status: move === 'resolve' ? 'resolved' : 'not_applicable',
		})
	}
	const input = parseOrThrow(WarrantyReplySchema, body)
	const move = input.intent === 'confirmar' ? 'confirm' : 'escalate'
	const done = await replyToWarrantyClaim({ clientId: user.id, claimId: input.claimId, move })
	return apiOk({
		message: done.message,
		claimId: input.claimId,
		status: move === 'confirm' ? 'confirmed' : 'escalated',
	})
})
