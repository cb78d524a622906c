import { type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { requireApiRole } from '#app/api/auth.server.ts'
import { api, apiOk, methodNotAllowed, pageInfo, parseOrThrow, readBody, readPaging } from '#app/api/respond.server.ts'
import { listReceivedReviews } from '#app/models/reviews/received.server.ts'
import { ApiReviewSchema } from '#app/models/reviews/reviews.schema.ts'
import { canEditReview, createReview, reviewableJobOfOffer, updateReview } from '#app/models/reviews/reviews.server.ts'
import { listWrittenReviews } from '#app/models/reviews/written.server.ts'

/**
 * GET ?pageNumber&pageSize, newest first. A craftsman: his own visible reviews, with the author's
 * first name only, as on /tablero/oficial/opinionesycomentarios. A client: the reviews she wrote,
 * each with its craftsman and its state (published, pending or rejected by an admin, hidden), and
 * whether she may still edit it (PUT, within 30 days).
 */
export const loader = api(async ({ request }: LoaderFunctionArgs) => {
	const user = await requireApiRole(request, ['oficial', 'cliente'])
	const { page, pageSize } = readPaging(request, { defaultSize: 10 })
	if (user.role === 'cliente') return writtenReviews(user.id, page, pageSize)
	const { rows, total } = await listReceivedReviews(user.id, { page, pageSize })
	return apiOk({ data: rows.map(serializeReview), ...pageInfo(page, pageSize, total) })
})

type ReviewRow = Awaited<ReturnType<typeof listReceivedReviews>>['rows'][number]

function serializeReview(row: ReviewRow) {
	return {
		_id: row.id,
		rating: row.rating,
		comment: row.comment,
		createdAt: row.createdAt.toISOString(),
		reply: row.reply,
		repliedAt: row.repliedAt?.toISOString() ?? null,
		job: row.jobId,
		author: { name: row.author?.name ?? null },
		company_name: row.craftsman.companyName,
	}
}

async function writtenReviews(clientId: string, page: number, pageSize: number) {
	const { rows, total } = await listWrittenReviews(clientId, { page, pageSize })
	const now = new Date()
	return apiOk({
		data: rows.map((row) => ({
			...serializeReview(row),
			status: row.state,
			canEdit: canEditReview(row, now),
			craftman: {
				_id: row.craftsman.id,
				user: row.craftsman.userId,
				company_name: row.craftsman.companyName,
				company_slug: row.craftsman.companySlug,
			},
		})),
		...pageInfo(page, pageSize, total),
	})
}

/**
 * POST {offerId | jobId, rating, comment} writes the review of the job the offer completed; PUT edits
 * it within 30 days. The rules are the page form's (createReview / updateReview).
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
