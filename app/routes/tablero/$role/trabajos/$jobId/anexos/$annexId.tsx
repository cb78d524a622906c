// A change annex to an accepted quote (docs/decisions/054-change-annexes.md): the client reads it
// beside the original and current totals and accepts it, signed (typed name, receipt), or rejects
// it. Plain forms: it works without JavaScript.
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { type ClientActionFunctionArgs, Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { z } from 'zod'
import { AnnexLines, AnnexSummary } from '#app/components/offers/annex-summary.tsx'
import { OfflineNotice } from '#app/components/ui/offline-notice.tsx'
import { redirectWithToast, toastRefusal } from '#app/lib/app-error.server.ts'
import { formatCents } from '#app/lib/format.ts'
import { firstError, formAction, loadOrToast } from '#app/lib/form-action.server.ts'
import { isOfflineAnswer, offlineAware, sentForm } from '#app/lib/offline.ts'
import { paths } from '#app/lib/paths.ts'
import { requireRole } from '#app/models/auth/guards.server.ts'
import { ACCEPTANCE_NAME_MAX } from '#app/models/offers/offer-acceptance.schema.ts'
import { AnnexAcceptanceSchema, ANNEX_TEXTS } from '#app/models/offers/offer-annex.schema.ts'
import { acceptAnnex, getAnnexQuote, rejectAnnex } from '#app/models/offers/offer-annex.server.ts'

export const meta: MetaFunction = () => [{ title: 'Anexo al presupuesto · Reformas' }]

const JOBS_PATH = paths.clientJobs()

export async function loader({ request, params }: LoaderFunctionArgs) {
	const user = await requireRole(request, 'cliente')
	return loadOrToast(JOBS_PATH, async () => {
		const { quote, annex } = await getAnnexQuote(params.annexId ?? '', user)
		return {
			jobId: params.jobId ?? '',
			annex,
			details: {
				annexes: quote.details.annexes,
				currentTotalCents: quote.details.currentTotalCents,
				totals: { totalCents: quote.details.totals.totalCents },
			},
		}
	})
}

// accepting is signed (typed name, receipt); built when the action runs, so zod stays out of the page
const annexDecision = () =>
	z.discriminatedUnion('intent', [
		AnnexAcceptanceSchema.extend({ intent: z.literal('aceptar') }),
		z.object({ intent: z.literal('rechazar') }),
	])

export async function action({ request, params }: ActionFunctionArgs) {
	const user = await requireRole(request, 'cliente')
	const here = paths.clientAnnex(params.jobId ?? '', params.annexId ?? '')
	const back = paths.clientCompareOffers(params.jobId ?? '')
	return formAction(request, {
		schema: annexDecision(),
		// an unsigned acceptance says what is missing; anything else was not one of the page's buttons
		invalid: (submission) =>
			redirectWithToast(here, {
				type: 'error',
				text: (submission.payload.intent === 'aceptar' && firstError(submission)) || 'Acción no válida',
			}),
		refused: (error) => toastRefusal(error, here),
		run: async (value) => {
			const annexId = params.annexId ?? ''
			const done =
				value.intent === 'aceptar'
					? await acceptAnnex({
							clientId: user.id,
							annexId,
							acceptance: { name: value.name, received: value.received },
						})
					: await rejectAnnex({ clientId: user.id, annexId })
			return redirectWithToast(back, { type: 'success', text: done.message })
		},
	})
}

/** A decision sent with no connection: the page stays, and the form that was sent says so. */
export async function clientAction({ request, serverAction }: ClientActionFunctionArgs) {
	return offlineAware(() => serverAction<typeof action>(), await sentForm(request, 'intent'))
}

export default function AnnexRoute() {
	const { jobId, annex, details } = useLoaderData<typeof loader>()
	const answer: unknown = useActionData<typeof action>()
	const offline = isOfflineAnswer(answer) ? answer.form : null
	return (
		<section className="narrow stack">
			<Link to={paths.clientCompareOffers(jobId)}>← Volver al trabajo</Link>
			<h1>Anexo al presupuesto</h1>
			<p>Motivo: {annex.reason}</p>
			<AnnexLines annex={annex} />
			<p>
				Este anexo suma <strong>{formatCents(annex.totalCents)}</strong> (IVA incluido).
			</p>
			<AnnexSummary details={details} current={annex.id} />
			{annex.status === 'pending' ? (
				<>
					<Form method="post" className="stack" data-testid="aceptar-anexo">
						<input type="hidden" name="intent" value="aceptar" />
						<div className="field">
							<label htmlFor="anexo-nombre">Tu nombre y apellidos</label>
							<input
								id="anexo-nombre"
								name="name"
								required
								minLength={2}
								maxLength={ACCEPTANCE_NAME_MAX}
								autoComplete="name"
							/>
						</div>
						<label>
							<input type="checkbox" name="received" required /> {ANNEX_TEXTS.received}
						</label>
						{offline === 'aceptar' ? <OfflineNotice /> : null}
						<button type="submit" className="button">
							Aceptar el anexo
						</button>
					</Form>
					<Form method="post">
						<input type="hidden" name="intent" value="rechazar" />
						{offline === 'rechazar' ? <OfflineNotice /> : null}
						<button type="submit" className="button button--ghost">
							Rechazar el anexo
						</button>
					</Form>
				</>
			) : null}
		</section>
	)
}
