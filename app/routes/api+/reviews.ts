import { type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { requireApiRole } from '#app/api/auth.server.ts'
import { api, apiOk, methodNotAllowed, pageInfo, parseOrThrow, readBody, readPaging } from '#app/api/respond.server.ts'
import { listReceivedReviews } from '#app/models/reviews/received.server.ts'
import { ApiReviewSchema } from '#app/models/reviews/reviews.schema.ts'
import { createReview, reviewableJobOfOffer, updateReview } from '#app/models/reviews/reviews.server.ts'

/**
 * GET ?pageNumber&pageSize (craftsman): their own visible reviews, newest first, with the author's
 * first name only, as on /tablero/oficial/opinionesycomentarios.
 */
export const loader = api(async ({ request }: LoaderFunctionArgs) => {
	const user = await requireApiRole(request, 'oficial')
	const { page, pageSize } = readPaging(request, { defaultSize: 10 })
	const { rows, total } = await listReceivedReviews(user.id, { page, pageSize })
	return apiOk({
		data: rows.map((row) => ({
			_id: row.id,
			rating: row.rating,
			comment: row.comment,
			createdAt: row.createdAt.toISOString(),
			reply: row.reply,
			repliedAt: row.repliedAt?.toISOString() ?? null,
			job: row.jobId,
			author: { name: row.author?.name ?? null },
			company_name: row.craftsman.companyName,
		})),
		...pageInfo(page, pageSize, total),
	})
})

/**
 * POST {offerId | jobId, rating, comment} writes the review of the job the offer completed; PUT edits
 * it within 7 days. The rules are the page form's (createReview / updateReview).
 */
export const action = api(async ({ request }: ActionFunctionArgs) => {
	if (request.method !== 'POST' && request.method !== 'PUT') return methodNotAllowed()
	const user = await requireApiRole(request, 'cliente')
	const { offerId, jobId: givenJobId, rating, comment } = parseOrThrow(ApiReviewSchema, await readBody(request))
	const jobId = offerId ? await reviewableJobOfOffer(user.id, offerId) : givenJobId!
	const write = request.method === 'POST' ? createReview : updateReview
	const done = await write({ clientId: user.id, jobId, rating, comment })
	return apiOk(
		{
			message: done.message,
			review: { _id: done.reviewId, job: jobId, ...(offerId ? { offer: offerId } : {}), rating, comment },
		},
		{ status: request.method === 'POST' ? 201 : 200 },
	)
})
