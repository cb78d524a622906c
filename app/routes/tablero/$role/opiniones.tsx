import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useLoaderData } from '@remix-run/react'
import { Stars } from '#app/components/craftsmen/rating.tsx'
import { Pager } from '#app/components/ui/pager.tsx'
import { redirectWithToast, toastRefusal } from '#app/lib/app-error.server.ts'
import { formAction } from '#app/lib/form-action.server.ts'
import { formatDate } from '#app/lib/format.ts'
import { pageParam } from '#app/lib/page-param.ts'
import { paths } from '#app/lib/paths.ts'
import { requireRole } from '#app/models/auth/guards.server.ts'
import { DeleteReviewSchema } from '#app/models/reviews/review-disputes.schema.ts'
import { deleteOwnReview } from '#app/models/reviews/reviews.server.ts'
import { REVIEW_EDIT_DAYS, REVIEW_EDIT_WINDOW_MS } from '#app/models/reviews/review-window.ts'
import { listWrittenReviews, type WrittenReviewState } from '#app/models/reviews/written.server.ts'

export const meta: MetaFunction = () => [{ title: 'Mis opiniones · Reformas' }]

const PAGE_SIZE = 20

const STATE_LABELS: Record<WrittenReviewState, string> = {
	published: 'Publicada',
	pending: 'Pendiente de revisión antes de publicarse',
	rejected: 'No publicada tras revisarla',
	hidden: 'Oculta',
}

/** /tablero/cliente/opiniones: the reviews the client wrote, their state, and edit or delete within 30 days. */
export async function loader({ request }: LoaderFunctionArgs) {
	const user = await requireRole(request, 'cliente')
	const page = pageParam(new URL(request.url))
	const { rows, total } = await listWrittenReviews(user.id, { page, pageSize: PAGE_SIZE })
	return {
		page,
		totalPages: Math.max(1, Math.ceil(total / PAGE_SIZE)),
		reviews: rows.map((row) => ({
			id: row.id,
			jobId: row.jobId,
			rating: row.rating,
			comment: row.comment,
			companyName: row.craftsman.companyName,
			profileLink: `/oficial/${row.craftsman.companySlug}`,
			writtenOn: formatDate(row.createdAt),
			state: STATE_LABELS[row.state],
			dispute: row.dispute?.label ?? null,
			disputeMessage: row.disputeDecidedAt ? row.disputeMessage : null,
			reply: row.reply,
			canEdit: row.canEdit,
			editableUntil: formatDate(new Date(row.createdAt.getTime() + REVIEW_EDIT_WINDOW_MS)),
		})),
	}
}

export async function action({ request }: ActionFunctionArgs) {
	const user = await requireRole(request, 'cliente')
	const back = paths.clientReviews()
	return formAction(request, {
		schema: DeleteReviewSchema,
		invalid: () => redirectWithToast(back, { type: 'error', text: 'Acción no válida' }),
		refused: (error) => toastRefusal(error, back),
		run: async ({ reviewId }) => {
			const done = await deleteOwnReview({ clientId: user.id, reviewId })
			return redirectWithToast(back, { type: 'success', text: done.message })
		},
	})
}

export default function ClientReviewsRoute() {
	const { page, totalPages, reviews } = useLoaderData<typeof loader>()
	return (
		<section className="stack">
			<h1>Mis opiniones</h1>
			<p>
				Puedes editar o eliminar cada opinión durante {REVIEW_EDIT_DAYS} días desde que la escribes. Si un profesional
				la reclama, sigue publicada mientras la revisamos y te contamos la decisión.
			</p>
			{reviews.length === 0 ? (
				<p>
					Todavía no has escrito opiniones. Cuando termine un trabajo, podrás valorar al profesional desde{' '}
					<Link to={paths.clientJobs()}>Mis trabajos</Link>.
				</p>
			) : (
				<ul className="reviews">
					{reviews.map((review) => (
						<li key={review.id} id={`opinion-${review.id}`} className="review stack">
							<h2 className="admin-item__title">
								<Link to={review.profileLink}>{review.companyName}</Link>
							</h2>
							<Stars rating={review.rating} />
							<p>{review.comment}</p>
							<p className="card__meta">
								Escrita el {review.writtenOn} · {review.state}
							</p>
							{review.dispute ? (
								<p className="notice" data-testid="estado-reclamacion">
									{review.dispute}
									{review.disputeMessage ? `. Motivo: ${review.disputeMessage}` : ''}
								</p>
							) : null}
							{review.reply ? <p className="card__meta">Respuesta del profesional: {review.reply}</p> : null}
							{review.canEdit ? (
								<div className="button-row">
									{/* the form edits the review of a job; a review without one can only be deleted */}
									{review.jobId ? (
										<Link className="button button--ghost" to={`${paths.clientJobs()}/${review.jobId}/valorar`}>
											Editar<span className="visually-hidden"> la opinión sobre {review.companyName}</span>
										</Link>
									) : null}
									{/* a disclosure asks once more, with or without JavaScript: deleting cannot be undone */}
									<details className="review__delete">
										<summary className="button button--ghost">
											Eliminar<span className="visually-hidden"> la opinión sobre {review.companyName}</span>
										</summary>
										<Form method="post" className="stack">
											<p>Se borrará para siempre y dejará de contar en la valoración del profesional.</p>
											<input type="hidden" name="intent" value="eliminar" />
											<input type="hidden" name="reviewId" value={review.id} />
											<div>
												<button type="submit" className="button">
													Sí, eliminar mi opinión
												</button>
											</div>
										</Form>
									</details>
								</div>
							) : null}
							<p className="field__hint">
								{review.canEdit
									? `Puedes editarla o eliminarla hasta el ${review.editableUntil}.`
									: `El plazo para editarla o eliminarla terminó el ${review.editableUntil}.`}
							</p>
						</li>
					))}
				</ul>
			)}
			<Pager page={page} totalPages={totalPages} />
		</section>
	)
}
