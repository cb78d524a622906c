import { AppError } from '#app/lib/app-error.ts'
import { getFormProps, useForm } from '@conform-to/react'
import { getZodConstraint } from '@conform-to/zod/v4'
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { ResendVerificationForm } from '#app/components/auth/resend-verification-form.tsx'
import { ErrorList, TextareaField } from '#app/components/ui/forms.tsx'
import { requireRole } from '#app/models/auth/guards.server.ts'
import { ReviewSchema } from '#app/models/reviews/reviews.schema.ts'
import {
	canEditReview,
	createReview,
	getReviewableJob,
	REVIEW_MESSAGES,
	reviewStateNotice,
	updateReview,
} from '#app/models/reviews/reviews.server.ts'
import { redirectWithToast } from '#app/lib/app-error.server.ts'
import { formAction, loadOrToast } from '#app/lib/form-action.server.ts'
import { jobTitle } from '#app/models/job-rules/job-title.ts'
import { paths } from '#app/lib/paths.ts'
import { clientJobPath } from '#app/models/jobs/client-jobs.server.ts'

export const meta: MetaFunction = () => [{ title: 'Valorar al profesional · Reformas' }]

const JOBS_PATH = paths.clientJobs()

export async function loader({ request, params }: LoaderFunctionArgs) {
	const user = await requireRole(request, 'cliente')
	return loadOrToast(JOBS_PATH, async () => {
		const job = await getReviewableJob(user.id, params.jobId ?? '')
		if (job.review && !canEditReview(job.review)) throw new AppError('forbidden', REVIEW_MESSAGES.editExpired)
		return {
			jobId: job.id,
			title: jobTitle(job),
			companyName: job.profile.companyName,
			review: job.review ? { rating: job.review.rating, comment: job.review.comment } : null,
			// held for an admin (review-holds.server.ts): the author knows it is not public yet
			reviewNotice: reviewStateNotice(job.review),
			// a review counts only from a verified email: the page asks for it before the form
			verified: user.emailVerified,
			verifyFirst: user.emailVerified ? null : REVIEW_MESSAGES.verifyFirst,
			email: user.email,
		}
	})
}

export async function action({ request, params }: ActionFunctionArgs) {
	const user = await requireRole(request, 'cliente')
	return formAction(request, {
		// the job is the URL's, whatever the form's hidden field says
		schema: ReviewSchema.omit({ jobId: true }),
		run: async (value) => {
			const input = { clientId: user.id, jobId: params.jobId ?? '', ...value }
			const existing = await getReviewableJob(user.id, input.jobId)
			const done = existing.review ? await updateReview(input) : await createReview(input)
			return redirectWithToast(await clientJobPath(user.id, input.jobId, JOBS_PATH), {
				type: 'success',
				text: done.message,
			})
		},
	})
}

export default function ReviewRoute() {
	const { jobId, title, companyName, review, reviewNotice, verifyFirst, email } = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	const [form, fields] = useForm({
		id: 'review',
		lastResult: actionData?.result,
		constraint: getZodConstraint(ReviewSchema),
		defaultValue: { jobId, rating: review ? String(review.rating) : '', comment: review?.comment ?? '' },
		// validated by the server only: the radios' state after a client-side refusal was lost on resubmit
	})
	return (
		<section className="narrow stack">
			<h1>{review ? 'Editar tu valoración' : 'Valorar al profesional'}</h1>
			<p>
				{title} · {companyName}
			</p>
			{reviewNotice ? (
				<p className="notice" data-testid="valoracion-retenida">
					{reviewNotice}
				</p>
			) : null}
			{verifyFirst ? (
				<div className="notice stack" data-testid="verificar-para-valorar">
					<p>{verifyFirst}</p>
					<p>
						Enviamos el enlace a <strong>{email}</strong>.
					</p>
					<ResendVerificationForm signedIn label="Enviarme un enlace nuevo" />
				</div>
			) : null}
			<Form method="post" {...getFormProps(form)} className="stack">
				<input type="hidden" name="jobId" value={jobId} />
				<fieldset
					className="client-rating"
					aria-describedby={fields.rating.errors?.length ? fields.rating.errorId : undefined}
				>
					<legend>Valoración (de 1 a 5 estrellas)</legend>
					{[1, 2, 3, 4, 5].map((value) => (
						<label key={value} className="client-rating__option">
							<input
								type="radio"
								name={fields.rating.name}
								value={value}
								defaultChecked={fields.rating.initialValue === String(value)}
							/>
							{value} {value === 1 ? 'estrella' : 'estrellas'}
						</label>
					))}
					<ErrorList id={fields.rating.errorId} errors={fields.rating.errors} />
				</fieldset>
				<TextareaField label="Comentario" field={fields.comment} rows={5} />
				<ErrorList id={form.errorId} errors={form.errors} />
				<div className="button-row">
					<button type="submit" className="button">
						{review ? 'Guardar valoración' : 'Enviar valoración'}
					</button>
					<Link to={JOBS_PATH}>Volver a mis trabajos</Link>
				</div>
			</Form>
		</section>
	)
}
