import { type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { Stars } from '#app/components/craftsmen/rating.tsx'
import { requireRole } from '#app/models/auth/guards.server.ts'
import { getReceivedReviews } from '#app/models/reviews/received.server.ts'

export const meta: MetaFunction = () => [{ title: 'Opiniones y comentarios · Reformas' }]

export async function loader({ request }: LoaderFunctionArgs) {
	const user = await requireRole(request, 'oficial')
	const { reviews, average, count } = await getReceivedReviews(user.id)
	return {
		average,
		count,
		reviews: reviews.map((review) => ({ ...review, createdAt: review.createdAt.toISOString() })),
	}
}

const dateFormat = new Intl.DateTimeFormat('es-ES', {
	day: 'numeric',
	month: 'long',
	year: 'numeric',
	timeZone: 'Europe/Madrid',
})
const ratingFormat = new Intl.NumberFormat('es-ES', { minimumFractionDigits: 0, maximumFractionDigits: 2 })

/** The reviews the craftsman received, with the average (2 decimals, 0 when none) and the count. */
export default function ReceivedReviewsRoute() {
	const { average, count, reviews } = useLoaderData<typeof loader>()
	return (
		<section className="stack received-reviews">
			<h1>Opiniones y comentarios</h1>
			<p className="received-reviews__summary">
				<Stars rating={average} /> <strong data-testid="average-rating">{ratingFormat.format(average)}</strong> de 5 ·{' '}
				<span data-testid="review-count">{count}</span> {count === 1 ? 'opinión' : 'opiniones'}
			</p>
			{reviews.length ? (
				<ul className="reviews">
					{reviews.map((review) => (
						<li key={review.id} className="review">
							<Stars rating={review.rating} />
							<p>{review.comment}</p>
							<p className="card__meta">
								{review.authorName ? `${review.authorName} · ` : ''}
								<time dateTime={review.createdAt}>{dateFormat.format(new Date(review.createdAt))}</time>
							</p>
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
