import { getFormProps, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { type ClientActionFunctionArgs, Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { z } from 'zod'
import { ErrorList, TextareaField } from '#app/components/ui/forms.tsx'
import { OfflineNotice } from '#app/components/ui/offline-notice.tsx'
import { ClaimDetails } from '#app/components/warranty/claim-card.tsx'
import { formRefusal, redirectWithToast, toastRefusal } from '#app/lib/app-error.server.ts'
import { formAction, loadOrToast } from '#app/lib/form-action.server.ts'
import { formatDate } from '#app/lib/format.ts'
import { isOfflineAnswer, offlineAware, sentForm } from '#app/lib/offline.ts'
import { paths } from '#app/lib/paths.ts'
import { newSubmissionId, SUBMISSION_ID_FIELD, submissionIdOf } from '#app/lib/submission-id.ts'
import { requireRole } from '#app/models/auth/guards.server.ts'
import { ACCEPTED_IMAGE_TYPES, PHONE_PHOTO_LIMIT_HINT } from '#app/models/uploads/limits.ts'
import { filesOf, readPageUploadForm } from '#app/models/uploads/upload-form.server.ts'
import { CLAIM_ANSWER_DAYS } from '#app/models/warranty/warranty-claim-states.ts'
import {
	getWarrantyPage,
	openWarrantyClaim,
	replyToWarrantyClaim,
} from '#app/models/warranty/warranty-claims.server.ts'
import {
	CLAIM_PHOTOS_MAX,
	CLAIM_TEXT_MAX,
	CLAIM_TEXT_MIN,
	WarrantyClaimSchema,
	WarrantyReplySchema,
} from '#app/models/warranty/warranty.schema.ts'

export const meta: MetaFunction = () => [{ title: 'Garantía del trabajo · Reformas' }]

// A finished job's warranty (app/models/warranty/): its last day, «Reclamar en garantía» and the
// claims with the client's moves. Plain form posts: everything works without JavaScript.
export async function loader({ request, params }: LoaderFunctionArgs) {
	const user = await requireRole(request, 'cliente')
	return loadOrToast(paths.clientJobs(), async () => ({
		...(await getWarrantyPage(user.id, params.jobId ?? '')),
		submissionId: newSubmissionId(),
	}))
}

// «Reclamar en garantía» (a form whose refusals show on it) or the client's reply to the answer
// (buttons whose refusals are a toast); built when the action runs, so zod stays out of the page
const warrantyMoves = () => z.discriminatedUnion('intent', [WarrantyClaimSchema, WarrantyReplySchema])

export async function action({ request, params }: ActionFunctionArgs) {
	const user = await requireRole(request, 'cliente')
	const jobId = params.jobId ?? ''
	const page = paths.clientWarranty(jobId)
	const read = await readPageUploadForm(request)
	if (!read.form) return data({ result: { status: 'error' as const, error: { '': [read.error] } } }, { status: 400 })
	return formAction(read.form, {
		schema: warrantyMoves(),
		invalid: (submission) =>
			submission.payload.intent === 'reclamar'
				? data({ result: submission.reply() }, { status: 400 })
				: redirectWithToast(page, { type: 'error', text: 'Acción no válida' }),
		refused: async (error, value, form) =>
			value.intent === 'reclamar' ? formRefusal(error, form.submission) : toastRefusal(error, page),
		run: async (value, form) => {
			if (value.intent === 'reclamar') {
				const done = await openWarrantyClaim({
					clientId: user.id,
					jobId,
					text: value.text,
					photos: filesOf(form.formData, 'photos'),
					submissionId: submissionIdOf(form.formData),
				})
				return redirectWithToast(paths.clientWarranty(jobId, done.claimId), { type: 'success', text: done.message })
			}
			const done = await replyToWarrantyClaim({
				clientId: user.id,
				claimId: value.claimId,
				move: value.intent === 'confirmar' ? 'confirm' : 'escalate',
			})
			return redirectWithToast(paths.clientWarranty(jobId, value.claimId), { type: 'success', text: done.message })
		},
	})
}

/** A claim or a reply sent with no connection: what was typed stays, and the form that was sent says so. */
export async function clientAction({ request, serverAction }: ClientActionFunctionArgs) {
	return offlineAware(() => serverAction<typeof action>(), await sentForm(request, 'claimId'))
}

export default function WarrantyRoute() {
	const job = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	const offline: unknown = actionData
	const lost = isOfflineAnswer(offline) ? offline : null
	const [form, fields] = useForm({
		id: 'reclamar-garantia',
		lastResult: actionData && 'result' in actionData ? actionData.result : undefined,
		constraint: getZodConstraint(WarrantyClaimSchema),
		onValidate: ({ formData }) => parseWithZod(formData, { schema: WarrantyClaimSchema }),
		shouldValidate: 'onSubmit',
		shouldRevalidate: 'onInput',
	})
	return (
		<section className="stack warranty">
			<p>
				<Link to={paths.clientJobs()}>← Mis trabajos</Link>
			</p>
			<h1>Garantía: {job.title}</h1>
			{job.warrantyLabel ? (
				<p className={`warranty__state warranty__state--${job.warranty?.state}`} data-testid="garantia">
					<strong>{job.warrantyLabel}</strong>
				</p>
			) : (
				<p data-testid="garantia">Este trabajo no tiene garantía registrada en su presupuesto.</p>
			)}
			{job.completedAt && job.guaranteeMonths ? (
				<p className="field__hint">
					Terminado el {formatDate(job.completedAt)} con {job.companyName ?? 'el profesional'}; su presupuesto garantiza
					el trabajo {job.guaranteeMonths} {job.guaranteeMonths === 1 ? 'mes' : 'meses'} desde ese día.
				</p>
			) : null}
			{job.canClaim ? (
				<Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="stack card">
					<h2 className="card__title">Reclamar en garantía</h2>
					<p className="field__hint">
						Se lo enviamos a {job.companyName ?? 'el profesional'} en vuestra conversación, por correo y en su móvil.
						Tiene {CLAIM_ANSWER_DAYS} días para responder «Resuelto» o «No procede»; si no responde, o no estás de
						acuerdo, puedes pedir que lo revise el equipo de Reformas.
					</p>
					<input type="hidden" name="intent" value="reclamar" />
					<input type="hidden" name="jobId" value={job.id} />
					<input type="hidden" name={SUBMISSION_ID_FIELD} value={job.submissionId} />
					<TextareaField
						label={`Qué falla (entre ${CLAIM_TEXT_MIN} y ${CLAIM_TEXT_MAX} caracteres)`}
						field={fields.text}
						rows={5}
					/>
					<div className="field">
						<label htmlFor="fotos-garantia">Fotos (opcional, hasta {CLAIM_PHOTOS_MAX})</label>
						<input type="file" id="fotos-garantia" name="photos" accept={ACCEPTED_IMAGE_TYPES} multiple />
						<p className="field__hint">{PHONE_PHOTO_LIMIT_HINT}</p>
					</div>
					<ErrorList id={form.errorId} errors={form.errors} />
					{lost?.intent === 'reclamar' ? <OfflineNotice /> : null}
					<div>
						<button type="submit" className="button">
							Reclamar en garantía
						</button>
					</div>
				</Form>
			) : null}
			{job.claims.length ? (
				<>
					<h2>Reclamaciones</h2>
					<ul className="client-jobs__list">
						{job.claims.map((claim) => (
							<li key={claim.id} id={`reclamacion-${claim.id}`} className="card">
								<ClaimDetails claim={claim} />
								{claim.moves.length ? (
									<Form method="post" className="button-row">
										<input type="hidden" name="claimId" value={claim.id} />
										{lost?.form === claim.id ? <OfflineNotice name="intent" value={lost.intent} /> : null}
										{claim.moves.includes('confirm') ? (
											<button type="submit" className="button" name="intent" value="confirmar">
												Confirmar
											</button>
										) : null}
										{claim.moves.includes('escalate') ? (
											<button type="submit" className="button button--ghost" name="intent" value="escalar">
												Escalar
											</button>
										) : null}
									</Form>
								) : null}
							</li>
						))}
					</ul>
				</>
			) : null}
		</section>
	)
}
