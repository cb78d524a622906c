import { type ActionFunctionArgs } from '@remix-run/node'
import { requireApiRole } from '#app/api/auth.server.ts'
import { api, apiOk, methodNotAllowed, parseOrThrow, readBody } from '#app/api/respond.server.ts'
import { ReviewSchema } from '#app/models/reviews/reviews.schema.ts'
import { createReview, updateReview } from '#app/models/reviews/reviews.server.ts'

export const loader = () => methodNotAllowed()

/** POST {jobId, rating, comment} writes the job's review; PUT edits it within 7 days. */
export const action = api(async ({ request }: ActionFunctionArgs) => {
	if (request.method !== 'POST' && request.method !== 'PUT') return methodNotAllowed()
	const user = await requireApiRole(request, 'cliente')
	const input = parseOrThrow(ReviewSchema, await readBody(request))
	const write = request.method === 'POST' ? createReview : updateReview
	const done = await write({ clientId: user.id, ...input })
	return apiOk(
		{
			message: done.message,
			review: { _id: done.reviewId, job: input.jobId, rating: input.rating, comment: input.comment },
		},
		{ status: request.method === 'POST' ? 201 : 200 },
	)
})
