import { parseWithZod } from '@conform-to/zod/v4'
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { Stars } from '#app/components/craftsmen/rating.tsx'
import { ReviewDisputeForm } from '#app/components/reviews/review-dispute-form.tsx'
import { ReviewReplyForm } from '#app/components/reviews/review-reply-form.tsx'
import { ReviewReply } from '#app/components/reviews/review-reply.tsx'
import { redirectWithToast } from '#app/lib/app-error.server.ts'
import { settleForm } from '#app/lib/form-action.server.ts'
import { requireRole } from '#app/models/auth/guards.server.ts'
import { getReceivedReviews } from '#app/models/reviews/received.server.ts'
import { replyToReview } from '#app/models/reviews/review-reply.server.ts'
import { ReviewReplySchema } from '#app/models/reviews/reviews.schema.ts'
import { disputeReview } from '#app/models/reviews/review-disputes.server.ts'
import { ReviewDisputeSchema } from '#app/models/reviews/review-disputes.schema.ts'
import { formatDate, formatRating, plural, ratingSummary } from '#app/lib/format.ts'
import { paths } from '#app/lib/paths.ts'

export const meta: MetaFunction = () => [{ title: 'Opiniones y comentarios · Reformas' }]

export async function loader({ request }: LoaderFunctionArgs) {
	const user = await requireRole(request, 'oficial')
	const { reviews, average, count } = await getReceivedReviews(user.id)
	return {
		average,
		count,
		reviews: reviews.map((review) => ({
			...review,
			createdAt: review.createdAt.toISOString(),
			repliedAt: review.repliedAt?.toISOString() ?? null,
		})),
	}
}

/** The craftsman's one public answer to a review, or his one dispute of it (intent «reclamar»). */
export async function action({ request }: ActionFunctionArgs) {
	const user = await requireRole(request, 'oficial')
	const formData = await request.formData()
	if (formData.get('intent') === 'reclamar') return dispute(user.id, formData)
	const submission = parseWithZod(formData, { schema: ReviewReplySchema })
	const reviewId = submission.payload.reviewId
	if (submission.status !== 'success')
		return data({ intent: 'responder' as const, reviewId, result: submission.reply() }, { status: 400 })
	return settleForm(
		submission,
		async () => {
			const done = await replyToReview({ craftsmanUserId: user.id, ...submission.value })
			return redirectWithToast(paths.craftsmanReviews(done.reviewId), {
				type: 'success',
				text: done.message,
			})
		},
		{ field: null, extra: { intent: 'responder' as const, reviewId } },
	)
}

async function dispute(craftsmanUserId: string, formData: FormData) {
	const submission = parseWithZod(formData, { schema: ReviewDisputeSchema })
	const reviewId = String(submission.payload.reviewId ?? '')
	if (submission.status !== 'success')
		return data({ intent: 'reclamar' as const, reviewId, result: submission.reply() }, { status: 400 })
	return settleForm(
		submission,
		async () => {
			const done = await disputeReview({ craftsmanUserId, ...submission.value })
			return redirectWithToast(paths.craftsmanReviews(done.reviewId), { type: 'success', text: done.message })
		},
		{ field: null, extra: { intent: 'reclamar' as const, reviewId } },
	)
}

/** The reviews the craftsman received, with the average (2 decimals, 0 when none) and the count. */
export default function ReceivedReviewsRoute() {
	const { average, count, reviews } = useLoaderData<typeof loader>()
	const answer = useActionData<typeof action>()
	return (
		<section className="stack received-reviews">
			<h1>Opiniones y comentarios</h1>
			{count === 0 ? (
				<p className="received-reviews__summary">{ratingSummary(0, 0)}</p>
			) : (
				<p className="received-reviews__summary">
					{/* the stars only: the figure is written once, beside them («4,5 de 5», not «4,5 4,5 de 5») */}
					<Stars rating={average} decorative /> <strong data-testid="average-rating">{formatRating(average)}</strong> de
					5 · <span data-testid="review-count">{plural(count, 'opinión', 'opiniones')}</span>
				</p>
			)}
			{reviews.length ? (
				<ul className="reviews">
					{reviews.map((review) => (
						<li key={review.id} id={`opinion-${review.id}`} className="review">
							<Stars rating={review.rating} />
							<p>{review.comment}</p>
							<p className="card__meta">
								{review.authorName ? `${review.authorName} · ` : ''}
								<time dateTime={review.createdAt}>{formatDate(new Date(review.createdAt))}</time>
							</p>
							{review.dispute ? (
								<p className="notice" data-testid="estado-reclamacion">
									{review.dispute.label}
								</p>
							) : (
								<ReviewDisputeForm
									reviewId={review.id}
									lastResult={
										answer?.intent === 'reclamar' && answer.reviewId === review.id ? answer.result : undefined
									}
								/>
							)}
							{review.reply ? (
								<ReviewReply companyName={review.companyName} reply={review.reply} repliedAt={review.repliedAt} />
							) : (
								<ReviewReplyForm
									reviewId={review.id}
									lastResult={
										answer?.intent === 'responder' && answer.reviewId === review.id ? answer.result : undefined
									}
								/>
							)}
						</li>
					))}
				</ul>
			) : (
				<p className="field__hint">
					Todavía no has recibido opiniones. Cuando un cliente valore tu trabajo, la verás aquí.
				</p>
			)}
		</section>
	)
}
