import { starsText } from '#app/models/reviews/rating.ts'
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useLoaderData } from '@remix-run/react'
import { Pager } from '#app/components/ui/pager.tsx'
import { redirectWithToast } from '#app/lib/app-error.server.ts'
import { formAction, toastAnswers } from '#app/lib/form-action.server.ts'
import { formatDate, plural } from '#app/lib/format.ts'
import { pageParam } from '#app/lib/page-param.ts'
import { paths } from '#app/lib/paths.ts'
import { HeldReviewDecisionSchema } from '#app/models/admin/held-reviews.schema.ts'
import { decideHeldReview, HELD_REVIEWS_PAGE_SIZE, listHeldReviews } from '#app/models/admin/held-reviews.server.ts'
import { requireRole } from '#app/models/auth/guards.server.ts'
import { holdReasonLabel } from '#app/models/reviews/hold-reasons.ts'

export const meta: MetaFunction = () => [{ title: 'Opiniones retenidas · Reformas' }]

const PATH = paths.adminHeldReviews()

// Reviews held for an admin (app/models/reviews/review-holds.server.ts), the longest waiting first.
export async function loader({ request }: LoaderFunctionArgs) {
	await requireRole(request, 'admin')
	const page = pageParam(new URL(request.url))
	const { reviews, total } = await listHeldReviews({ page })
	return {
		page,
		total,
		totalPages: Math.max(1, Math.ceil(total / HELD_REVIEWS_PAGE_SIZE)),
		reviews: reviews.map((review) => ({
			id: review.id,
			stars: starsText(review.rating),
			rating: review.rating,
			comment: review.comment,
			companyName: review.craftsman.companyName,
			profileLink: `/oficial/${review.craftsman.companySlug}`,
			craftsmanEmail: review.craftsman.user.email,
			author: review.author
				? `${review.author.name} · ${review.author.email} · cuenta creada el ${formatDate(review.author.createdAt, 'short')}`
				: 'Cuenta eliminada',
			heldOn: formatDate(review.heldAt ?? review.createdAt, 'dateTime'),
			reasons: review.heldReasons.map(holdReasonLabel),
		})),
	}
}

export async function action({ request }: ActionFunctionArgs) {
	const admin = await requireRole(request, 'admin')
	const back = `${PATH}${new URL(request.url).search}`
	// the list's buttons answer with toasts: bad input and a refusal alike
	return formAction(request, {
		schema: HeldReviewDecisionSchema,
		...toastAnswers(back),
		run: async ({ intent, id }) => {
			const done = await decideHeldReview({
				id,
				decision: intent === 'publicar' ? 'release' : 'reject',
				adminId: admin.id,
			})
			return redirectWithToast(back, { type: 'success', text: done.message })
		},
	})
}

export default function HeldReviewsRoute() {
	const { page, total, totalPages, reviews } = useLoaderData<typeof loader>()
	return (
		<section className="stack">
			<h1>Opiniones retenidas</h1>
			<p>
				Opiniones que no se muestran ni cuentan en la valoración hasta que las revises: la cuenta del cliente es
				posterior a la oferta, o comparte dirección o dispositivo con la del profesional. No se guardan ni se muestran
				las direcciones, solo si coinciden.
			</p>
			<p>{plural(total, 'opinión pendiente', 'opiniones pendientes')}, las más antiguas primero.</p>
			{reviews.length === 0 ? (
				<p>No hay opiniones pendientes de revisión.</p>
			) : (
				<ul className="admin-items">
					{reviews.map((review) => (
						<li key={review.id} className="admin-item" id={`item-${review.id}`} aria-labelledby={`title-${review.id}`}>
							<h2 id={`title-${review.id}`} className="admin-item__title">
								<span aria-label={`${review.rating} de 5 estrellas`}>{review.stars}</span> para{' '}
								<Link to={review.profileLink}>{review.companyName}</Link>
							</h2>
							<p className="admin-muted">
								Retenida el {review.heldOn} · de {review.author} · profesional: {review.craftsmanEmail}
							</p>
							<p className="admin-item__text">{review.comment}</p>
							<p>Motivos:</p>
							<ul>
								{review.reasons.map((reason) => (
									<li key={reason}>{reason}</li>
								))}
							</ul>
							<div className="admin-actions">
								<Form method="post" className="admin-inline-form">
									<input type="hidden" name="id" value={review.id} />
									<button type="submit" className="button" name="intent" value="publicar">
										Publicar
										<span className="visually-hidden"> la opinión para {review.companyName}</span>
									</button>
									<button type="submit" className="button button--ghost" name="intent" value="rechazar">
										Rechazar
										<span className="visually-hidden"> la opinión para {review.companyName}</span>
									</button>
								</Form>
							</div>
						</li>
					))}
				</ul>
			)}
			<Pager page={page} totalPages={totalPages} />
		</section>
	)
}
