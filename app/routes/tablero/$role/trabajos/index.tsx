import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, redirect } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { z } from 'zod'
import { closeConfirmation, completeConfirmation, confirmationPath } from '#app/components/client/decision-texts.ts'
import { JOB_STATUS_LABELS, JobOffer } from '#app/components/client/job-offers.tsx'
import { OutcomeReasonSelect } from '#app/components/client/outcome-reason.tsx'
import { CONFIRMED, ConfirmForm } from '#app/components/ui/confirm-form.tsx'
import { requireRole } from '#app/models/auth/guards.server.ts'
import { PhoneReveals } from '#app/components/jobs/phone-reveals.tsx'
import { listPhoneReveals } from '#app/models/jobs/client-contact.server.ts'
import { clientJobPath, closeOwnJob, JOB_MESSAGES, listClientJobs } from '#app/models/jobs/client-jobs.server.ts'
import { outcomeReasonField } from '#app/models/offers/bidder-outcome.schema.ts'
import { acceptOffer, completeJob, rejectOffer } from '#app/models/offers/decide-offer.server.ts'
import { AcceptanceSchema } from '#app/models/offers/offer-acceptance.schema.ts'
import { canEditReview, reviewStateNotice } from '#app/models/reviews/reviews.server.ts'
import { redirectWithToast, toastRefusal } from '#app/lib/app-error.server.ts'
import { formAction } from '#app/lib/form-action.server.ts'
import { jobTitle } from '#app/models/job-rules/job-title.ts'
import { pageParam } from '#app/lib/page-param.ts'
import { Pager } from '#app/components/ui/pager.tsx'
import { paths } from '#app/lib/paths.ts'
import { warrantiesOfOwnJobs } from '#app/models/warranty/warranty-claims.server.ts'
import { warrantyLabel } from '#app/models/warranty/warranty.ts'

export const meta: MetaFunction = () => [{ title: 'Mis trabajos · Reformas' }]

const PATH = paths.clientJobs()

// Accepting (which rejects every other offer) and completing happen only with
// `confirmado=si`, sent by the dialog or the confirmation page; an unconfirmed post gets that page.
// Built when the action runs: a schema at module level would keep zod in the page's browser bundle.
function intentSchema() {
	const confirmed = z.literal(CONFIRMED.value).optional()
	return z.discriminatedUnion('intent', [
		z.object({
			intent: z.literal('aceptar'),
			offerId: z.string().min(1).max(40),
			reason: outcomeReasonField,
			confirmado: confirmed,
		}),
		z.object({ intent: z.literal('rechazar'), offerId: z.string().min(1).max(40) }),
		z.object({ intent: z.literal('terminar'), jobId: z.string().min(1).max(40), confirmado: confirmed }),
		z.object({
			intent: z.literal('cerrar'),
			jobId: z.string().min(1).max(40),
			reason: outcomeReasonField,
			confirmado: confirmed,
		}),
	])
}

export async function loader({ request }: LoaderFunctionArgs) {
	const user = await requireRole(request, 'cliente')
	const page = pageParam(request)
	const { jobs, total, totalPages } = await listClientJobs(user.id, page)
	const reveals = await listPhoneReveals(
		user.id,
		jobs.map((job) => job.id),
	)
	const now = new Date()
	const warranties = await warrantiesOfOwnJobs(
		user.id,
		jobs.filter((job) => job.status === 'completed').map((job) => job.id),
		now,
	)
	return {
		page,
		total,
		totalPages,
		jobs: jobs.map((job) => ({
			...job,
			reviewEditable: job.review ? canEditReview(job.review, now) : false,
			reviewNotice: reviewStateNotice(job.review),
			// a finished job's warranty (app/models/warranty/warranty.ts): «En garantía hasta …»
			warrantyLabel: warrantyLabel(warranties.get(job.id)?.warranty ?? null),
			// spec 001 §1: the client sees who revealed their phone
			phoneReveals: (reveals.get(job.id) ?? []).map((reveal) => ({
				...reveal,
				revealedAt: reveal.revealedAt.toISOString(),
			})),
		})),
	}
}

const acceptedCompany = (offers: Array<{ status: string; companyName: string }>) =>
	offers.find((offer) => offer.status === 'accepted')?.companyName ?? null

/** Back to «Mis trabajos», on the page and card of the job the client acted on. */
async function back(type: 'success' | 'error', text: string, where?: { ownerId: string; jobId: string }) {
	return redirectWithToast(where ? await clientJobPath(where.ownerId, where.jobId, PATH) : PATH, { type, text })
}

export async function action({ request }: ActionFunctionArgs) {
	const user = await requireRole(request, 'cliente')
	return formAction(request, {
		schema: intentSchema(),
		invalid: () => back('error', 'Acción no válida'),
		refused: (error) => toastRefusal(error, PATH),
		run: async (input, form) => {
			if ((input.intent === 'aceptar' || input.intent === 'terminar' || input.intent === 'cerrar') && !input.confirmado)
				return redirect(confirmationPath(input))
			if (input.intent === 'aceptar') {
				// accepting is signed on the confirmation page: name, receipt and, at 10 % VAT, the
				// declarations; asked only once confirmed, so an unconfirmed post gets that page first
				const signed = AcceptanceSchema.safeParse(Object.fromEntries(form.formData))
				if (!signed.success)
					return redirectWithToast(confirmationPath(input), {
						type: 'error',
						text: signed.error.issues[0]?.message ?? 'Acción no válida',
					})
				const done = await acceptOffer({
					clientId: user.id,
					offerId: input.offerId,
					reason: input.reason,
					acceptance: signed.data,
				})
				return back('success', done.message, { ownerId: user.id, jobId: done.jobId })
			}
			if (input.intent === 'rechazar') {
				const done = await rejectOffer({ clientId: user.id, offerId: input.offerId })
				return back('success', done.message, { ownerId: user.id, jobId: done.jobId })
			}
			if (input.intent === 'terminar')
				return back('success', (await completeJob({ clientId: user.id, jobId: input.jobId })).message, {
					ownerId: user.id,
					jobId: input.jobId,
				})
			const closed = await closeOwnJob(user.id, input.jobId, input.reason)
			return back(closed ? 'success' : 'error', closed ? JOB_MESSAGES.closed : JOB_MESSAGES.notClosable, {
				ownerId: user.id,
				jobId: input.jobId,
			})
		},
	})
}

export default function ClientJobsRoute() {
	const { jobs, page, total, totalPages } = useLoaderData<typeof loader>()
	return (
		<section className="stack client-jobs">
			<h1>Mis trabajos</h1>
			<p>
				Tienes {total} {total === 1 ? 'trabajo publicado' : 'trabajos publicados'}.{' '}
				<Link to="/publicartrabajo">Publicar un trabajo</Link>
			</p>
			<ul className="client-jobs__list">
				{jobs.map((job) => {
					const title = jobTitle(job, `Trabajo ${job.listingId}`)
					return (
						<li key={job.id} id={`trabajo-${job.id}`} className="card client-job">
							<h2 className="card__title">{title}</h2>
							<p className="card__meta">
								Referencia {job.listingId} ·{' '}
								<span className={`client-status client-status--${job.status}`}>{JOB_STATUS_LABELS[job.status]}</span>
							</p>
							{job.hiddenAt ? (
								<p className="client-job__hidden" role="note">
									Oculto por moderación: no aparece en la lista de trabajos. Motivo: {job.hiddenReason}
								</p>
							) : null}
							{job.offers.length === 0 ? (
								<p>Todavía no has recibido ofertas.</p>
							) : (
								<>
									<h3 className="client-job__subtitle">Ofertas recibidas ({job.offers.length})</h3>
									<p>
										<Link to={`${PATH}/${job.id}/ofertas`}>Comparar las ofertas</Link> (precio con IVA, inicio,
										duración, valoración)
									</p>
									<ul className="client-offers">
										{job.offers.map((offer) => (
											<JobOffer
												key={offer.id}
												offer={offer}
												jobOpen={job.status === 'open'}
												title={title}
												otherPending={job.offers.filter((other) => other.status === 'pending').length - 1}
											/>
										))}
									</ul>
								</>
							)}
							<PhoneReveals reveals={job.phoneReveals} heading="h3" hideWhenEmpty />
							{job.review ? (
								<p className="client-job__review">
									Tu valoración: {'★'.repeat(job.review.rating)} «{job.review.comment}»
									{job.reviewNotice ? <strong> · {job.reviewNotice}</strong> : null}
									{job.reviewEditable ? (
										<>
											{' '}
											· <Link to={`${PATH}/${job.id}/valorar`}>Editar valoración</Link>
										</>
									) : null}
								</p>
							) : null}
							{job.warrantyLabel ? (
								<p className="client-job__warranty" data-testid="garantia">
									<strong>{job.warrantyLabel}</strong> ·{' '}
									<Link to={paths.clientWarranty(job.id)}>
										Garantía y reclamaciones<span className="visually-hidden"> de {title}</span>
									</Link>
								</p>
							) : null}
							<div className="button-row">
								{job.status === 'assigned' ? (
									<ConfirmForm {...completeConfirmation({ jobTitle: title, companyName: acceptedCompany(job.offers) })}>
										<input type="hidden" name="intent" value="terminar" />
										<input type="hidden" name="jobId" value={job.id} />
										<button className="button" type="submit">
											Marcar como terminado
										</button>
									</ConfirmForm>
								) : null}
								{job.status === 'completed' && !job.review ? (
									<Link className="button" to={`${PATH}/${job.id}/valorar`}>
										Valorar al profesional
									</Link>
								) : null}
								{job.status === 'open' ? (
									<Link className="button button--ghost" to={`${PATH}/${job.id}/editar`}>
										Editar
									</Link>
								) : null}
								{job.status === 'open' || job.status === 'assigned' ? (
									<ConfirmForm
										className="client-job__close"
										{...closeConfirmation({
											jobTitle: title,
											pending: job.offers.filter((offer) => offer.status === 'pending').length,
										})}
									>
										<input type="hidden" name="intent" value="cerrar" />
										<input type="hidden" name="jobId" value={job.id} />
										{job.offers.some((offer) => offer.status === 'pending') ? (
											<OutcomeReasonSelect
												id={`motivo-cierre-${job.id}`}
												label="Motivo para los profesionales (opcional)"
											/>
										) : null}
										<button className="button button--ghost" type="submit">
											Cerrar trabajo
										</button>
									</ConfirmForm>
								) : null}
								<Link className="button button--ghost" to={`${PATH}/${job.id}/eliminar`}>
									Eliminar
								</Link>
							</div>
						</li>
					)
				})}
			</ul>
			<Pager page={page} totalPages={totalPages} />
		</section>
	)
}
