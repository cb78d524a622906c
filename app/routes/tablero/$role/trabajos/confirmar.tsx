import { type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useLoaderData } from '@remix-run/react'
import { z } from 'zod'
import { acceptConfirmation, closeConfirmation, completeConfirmation } from '#app/components/client/decision-texts.ts'
import { OutcomeReasonSelect } from '#app/components/client/outcome-reason.tsx'
import { CONFIRMED } from '#app/components/ui/confirm-form.tsx'
import { redirectWithToast } from '#app/lib/app-error.server.ts'
import { loadOrToast } from '#app/lib/form-action.server.ts'
import { requireRole } from '#app/models/auth/guards.server.ts'
import { outcomeReasonField } from '#app/models/offers/bidder-outcome.schema.ts'
import { getAcceptPreview, getClosePreview, getCompletePreview } from '#app/models/offers/decision-preview.server.ts'
import { paths } from '#app/lib/paths.ts'
import { AcceptanceFields } from '#app/components/offers/acceptance-fields.tsx'

export const meta: MetaFunction = () => [{ title: 'Confirmar · Reformas' }]

const JOBS_PATH = paths.clientJobs()

const QuerySchema = z.discriminatedUnion('accion', [
	z.object({ accion: z.literal('aceptar'), oferta: z.string().min(1).max(40), motivo: outcomeReasonField }),
	z.object({ accion: z.literal('terminar'), trabajo: z.string().min(1).max(40) }),
	z.object({ accion: z.literal('cerrar'), trabajo: z.string().min(1).max(40), motivo: outcomeReasonField }),
])

// The question the dialog asks with JavaScript, as a page for a plain post without it.
// Showing it changes nothing; its form posts to «Mis trabajos» with `confirmado=si`.
export async function loader({ request }: LoaderFunctionArgs) {
	const user = await requireRole(request, 'cliente')
	const query = QuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams))
	if (!query.success) throw await redirectWithToast(JOBS_PATH, { type: 'error', text: 'Acción no válida' })
	return loadOrToast(JOBS_PATH, async () => {
		if (query.data.accion === 'aceptar') {
			const offer = await getAcceptPreview(user.id, query.data.oferta)
			return { decision: 'aceptar' as const, offer, reason: query.data.motivo ?? '' }
		}
		if (query.data.accion === 'cerrar') {
			const job = await getClosePreview(user.id, query.data.trabajo)
			return { decision: 'cerrar' as const, job, reason: query.data.motivo ?? '' }
		}
		return { decision: 'terminar' as const, job: await getCompletePreview(user.id, query.data.trabajo) }
	})
}

export default function ConfirmDecisionRoute() {
	const data = useLoaderData<typeof loader>()
	const texts =
		data.decision === 'aceptar'
			? acceptConfirmation(data.offer)
			: data.decision === 'cerrar'
				? closeConfirmation(data.job)
				: completeConfirmation(data.job)
	const jobId = data.decision === 'aceptar' ? data.offer.jobId : data.job.jobId
	return (
		<section className="narrow stack">
			<h1>{texts.title}</h1>
			<p>{texts.body}</p>
			<Form method="post" action={JOBS_PATH} className="stack">
				{data.decision === 'aceptar' ? (
					<>
						<input type="hidden" name="intent" value="aceptar" />
						<input type="hidden" name="offerId" value={data.offer.offerId} />
						{data.offer.otherPending > 0 ? (
							<OutcomeReasonSelect
								id="motivo"
								label="Motivo para las demás ofertas (opcional)"
								defaultValue={data.reason}
							/>
						) : null}
						<AcceptanceFields offer={data.offer} />
					</>
				) : data.decision === 'cerrar' ? (
					<>
						<input type="hidden" name="intent" value="cerrar" />
						<input type="hidden" name="jobId" value={data.job.jobId} />
						{data.job.pending > 0 ? (
							<OutcomeReasonSelect
								id="motivo"
								label="Motivo para los profesionales (opcional)"
								defaultValue={data.reason}
							/>
						) : null}
					</>
				) : (
					<>
						<input type="hidden" name="intent" value="terminar" />
						<input type="hidden" name="jobId" value={data.job.jobId} />
					</>
				)}
				<div className="button-row">
					<button type="submit" name={CONFIRMED.name} value={CONFIRMED.value} className="button">
						{texts.confirmLabel}
					</button>
					<Link to={`${JOBS_PATH}#trabajo-${jobId}`}>No, volver a mis trabajos</Link>
				</div>
			</Form>
		</section>
	)
}
