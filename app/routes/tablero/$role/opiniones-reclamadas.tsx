import { starsText } from '#app/models/reviews/rating.ts'
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useLoaderData } from '@remix-run/react'
import { Pager } from '#app/components/ui/pager.tsx'
import { redirectWithToast } from '#app/lib/app-error.server.ts'
import { formAction, toastAnswers } from '#app/lib/form-action.server.ts'
import { formatDate, plural } from '#app/lib/format.ts'
import { pageParam } from '#app/lib/page-param.ts'
import { paths } from '#app/lib/paths.ts'
import { requireRole } from '#app/models/auth/guards.server.ts'
import { DISPUTE_MESSAGE_MAX, DisputeDecisionSchema } from '#app/models/reviews/review-disputes.schema.ts'
import {
	decideDispute,
	hideDisputedReview,
	listPendingDisputes,
	REVIEW_DISPUTES_PAGE_SIZE,
} from '#app/models/reviews/review-disputes.server.ts'

export const meta: MetaFunction = () => [{ title: 'Opiniones reclamadas · Reformas' }]

const PATH = paths.adminReviewDisputes()

// Reviews a craftsman disputed (app/models/reviews/review-disputes.server.ts), the longest waiting first.
export async function loader({ request }: LoaderFunctionArgs) {
	await requireRole(request, 'admin')
	const page = pageParam(new URL(request.url))
	const { reviews, total } = await listPendingDisputes({ page })
	return {
		page,
		total,
		totalPages: Math.max(1, Math.ceil(total / REVIEW_DISPUTES_PAGE_SIZE)),
		reviews: reviews.map((review) => ({
			id: review.id,
			stars: starsText(review.rating),
			rating: review.rating,
			comment: review.comment,
			companyName: review.craftsman.companyName,
			profileLink: `/oficial/${review.craftsman.companySlug}`,
			author: review.author ? `${review.author.name} · ${review.author.email}` : 'Cuenta eliminada',
			aboutJob: review.jobId ? 'sobre un trabajo terminado con este profesional' : 'sin trabajo asociado',
			writtenOn: formatDate(review.createdAt, 'short'),
			disputedOn: formatDate(review.disputedAt ?? review.createdAt, 'dateTime'),
			reason: review.reasonLabel,
			text: review.disputeText ?? '',
			hidden: review.disputeHiddenAt !== null,
		})),
	}
}

export async function action({ request }: ActionFunctionArgs) {
	const admin = await requireRole(request, 'admin')
	const back = `${PATH}${new URL(request.url).search}`
	// the list's buttons answer with toasts: bad input and a refusal alike
	return formAction(request, {
		schema: DisputeDecisionSchema,
		...toastAnswers(back),
		run: async (input) => {
			const done =
				input.intent === 'ocultar'
					? await hideDisputedReview({ reviewId: input.reviewId, adminId: admin.id })
					: await decideDispute({
							reviewId: input.reviewId,
							adminId: admin.id,
							upheld: input.intent === 'retirar',
							message: input.message,
						})
			return redirectWithToast(back, { type: 'success', text: done.message })
		},
	})
}

export default function ReviewDisputesRoute() {
	const { total, page, totalPages, reviews } = useLoaderData<typeof loader>()
	return (
		<section className="stack">
			<h1>Opiniones reclamadas</h1>
			<p>
				Opiniones que un profesional cree que incumplen las normas: no la escribió un cliente suyo, no habla del trabajo
				o es ofensiva. Siguen publicadas mientras decides; ocúltalas antes solo si son claramente abusivas. Tu mensaje
				lo leen el profesional y quien la escribió.
			</p>
			<p>{plural(total, 'reclamación pendiente', 'reclamaciones pendientes')}, las más antiguas primero.</p>
			{reviews.length === 0 ? (
				<p>No hay reclamaciones pendientes.</p>
			) : (
				<ul className="admin-items">
					{reviews.map((review) => (
						<li key={review.id} className="admin-item" id={`item-${review.id}`} aria-labelledby={`title-${review.id}`}>
							<h2 id={`title-${review.id}`} className="admin-item__title">
								<span aria-label={`${review.rating} de 5 estrellas`}>{review.stars}</span> para{' '}
								<Link to={review.profileLink}>{review.companyName}</Link>
							</h2>
							<p className="admin-muted">
								Escrita el {review.writtenOn} por {review.author}, {review.aboutJob} · reclamada el {review.disputedOn}
								{review.hidden ? ' · oculta mientras decides' : ' · publicada'}
							</p>
							<p className="admin-item__text">{review.comment}</p>
							<p>
								<strong>Motivo del profesional:</strong> {review.reason}
							</p>
							<p className="admin-item__text">{review.text}</p>
							<Form method="post" className="stack">
								<input type="hidden" name="reviewId" value={review.id} />
								<div className="field">
									<label htmlFor={`mensaje-${review.id}`}>Mensaje para el profesional y el cliente</label>
									<textarea
										id={`mensaje-${review.id}`}
										name="message"
										rows={3}
										maxLength={DISPUTE_MESSAGE_MAX}
										required
									/>
								</div>
								<div className="admin-actions">
									<button type="submit" className="button" name="intent" value="retirar">
										Retirar la opinión
										<span className="visually-hidden"> para {review.companyName}</span>
									</button>
									<button type="submit" className="button button--ghost" name="intent" value="mantener">
										Mantenerla publicada
										<span className="visually-hidden"> para {review.companyName}</span>
									</button>
									{/* needs no message: the decision comes later */}
									{review.hidden ? null : (
										<button type="submit" className="button button--ghost" name="intent" value="ocultar" formNoValidate>
											Ocultar mientras decido (claramente abusiva)
											<span className="visually-hidden"> la opinión para {review.companyName}</span>
										</button>
									)}
								</div>
							</Form>
						</li>
					))}
				</ul>
			)}
			<Pager page={page} totalPages={totalPages} />
		</section>
	)
}
