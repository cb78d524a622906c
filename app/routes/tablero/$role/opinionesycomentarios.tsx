import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { z } from 'zod'
import { Stars } from '#app/components/craftsmen/rating.tsx'
import { ReviewDisputeForm } from '#app/components/reviews/review-dispute-form.tsx'
import { ReviewReplyForm } from '#app/components/reviews/review-reply-form.tsx'
import { ReviewReply } from '#app/components/reviews/review-reply.tsx'
import { formRefusal, redirectWithToast } from '#app/lib/app-error.server.ts'
import { formAction } from '#app/lib/form-action.server.ts'
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

// the craftsman's one public answer to a review (its form sends no intent) or his one dispute of it;
// built when the action runs, so zod stays out of the page
const reviewAnswers = () =>
	z.discriminatedUnion('intent', [
		ReviewDisputeSchema,
		ReviewReplySchema.extend({ intent: z.literal('responder').optional() }),
	])

// every answer names its form: which of the two, of which review (as the form sent it)
const formOf = (payload: Record<string, unknown>): { intent: 'reclamar' | 'responder'; reviewId: unknown } =>
	payload.intent === 'reclamar'
		? { intent: 'reclamar', reviewId: String(payload.reviewId ?? '') }
		: { intent: 'responder', reviewId: payload.reviewId }

/** The craftsman's one public answer to a review, or his one dispute of it (intent «reclamar»). */
export async function action({ request }: ActionFunctionArgs) {
	const user = await requireRole(request, 'oficial')
	return formAction(request, {
		schema: reviewAnswers(),
		invalid: (submission) => data({ ...formOf(submission.payload), result: submission.reply() }, { status: 400 }),
		refused: (error, _value, form) =>
			formRefusal(error, form.submission, { field: null, extra: formOf(form.submission.payload) }),
		run: async (value) => {
			const done =
				value.intent === 'reclamar'
					? await disputeReview({ craftsmanUserId: user.id, ...value })
					: await replyToReview({ craftsmanUserId: user.id, reviewId: value.reviewId, reply: value.reply })
			return redirectWithToast(paths.craftsmanReviews(done.reviewId), { type: 'success', text: done.message })
		},
	})
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
