import { type ActionFunctionArgs } from '@remix-run/node'
import { requireApiRole } from '#app/api/auth.server.ts'
import { api, apiOk, methodNotAllowed, parseOrThrow, readBody } from '#app/api/respond.server.ts'
import { replyToReview } from '#app/models/reviews/review-reply.server.ts'
import { ReviewReplySchema } from '#app/models/reviews/reviews.schema.ts'

export const loader = () => methodNotAllowed()

/** POST {reply} → {message, review {_id, reply}}: the craftsman's one public answer. */
export const action = api(async ({ request, params }: ActionFunctionArgs) => {
	if (request.method !== 'POST') return methodNotAllowed()
	const user = await requireApiRole(request, 'oficial')
	const input = parseOrThrow(ReviewReplySchema, { ...(await readBody(request)), reviewId: params.id ?? '' })
	const done = await replyToReview({ craftsmanUserId: user.id, ...input })
	return apiOk({ message: done.message, review: { _id: done.reviewId, reply: input.reply } }, { status: 201 })
})
