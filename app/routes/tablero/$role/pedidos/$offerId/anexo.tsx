// «Enviar un anexo» (docs/decisions/054-change-annexes.md): after the client accepted his quote, the
// craftsman sends lines added or changed, with their kinds and a reason. A plain form with a few
// rows (a blank row is ignored): it works without JavaScript.
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { type ClientActionFunctionArgs, Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { OfflineNotice } from '#app/components/ui/offline-notice.tsx'
import { redirectWithToast } from '#app/lib/app-error.server.ts'
import { formAction, loadOrToast } from '#app/lib/form-action.server.ts'
import { isOfflineAnswer, offlineAware } from '#app/lib/offline.ts'
import { paths } from '#app/lib/paths.ts'
import { newSubmissionId, SUBMISSION_ID_FIELD, submissionIdOf } from '#app/lib/submission-id.ts'
import { requireRole } from '#app/models/auth/guards.server.ts'
import { ANNEX_LIMITS, AnnexSchema } from '#app/models/offers/offer-annex.schema.ts'
import { sendAnnex } from '#app/models/offers/offer-annex.server.ts'
import { OFFER_LIMITS, OFFER_UNITS } from '#app/models/offers/offer-details.schema.ts'
import { getQuoteForViewer } from '#app/models/offers/quote-pdf.server.ts'
import { itemKindLabel, OFFER_ITEM_KINDS } from '#app/models/offers/quote-rules.ts'
import { AnnexSummary } from '#app/components/offers/annex-summary.tsx'

export const meta: MetaFunction = () => [{ title: 'Enviar un anexo · Reformas' }]

const ROWS = 3

export async function loader({ request, params }: LoaderFunctionArgs) {
	const user = await requireRole(request, 'oficial')
	return loadOrToast(paths.craftsmanOffers(), async () => {
		const quote = await getQuoteForViewer(params.offerId ?? '', { id: user.id, role: 'oficial' })
		return {
			offerId: quote.id,
			submissionId: newSubmissionId(),
			lines: quote.details.items.map((item, position) => ({ position, concept: item.concept })),
			details: {
				annexes: quote.details.annexes,
				currentTotalCents: quote.details.currentTotalCents,
				totals: { totalCents: quote.details.totals.totalCents },
			},
		}
	})
}

export async function action({ request, params }: ActionFunctionArgs) {
	const user = await requireRole(request, 'oficial')
	const offerId = params.offerId ?? ''
	return formAction(request, {
		schema: AnnexSchema,
		refusal: { field: null },
		run: async (input, form) => {
			const submissionId = submissionIdOf(form.formData)
			const done = await sendAnnex({ craftsmanId: user.id, offerId, input, submissionId })
			return redirectWithToast(paths.craftsmanOffers(offerId), { type: 'success', text: done.message })
		},
	})
}

/** A send that found no connection keeps the typed annex and says so (its «Reintentar» posts the same id). */
export async function clientAction({ serverAction }: ClientActionFunctionArgs) {
	return offlineAware(() => serverAction<typeof action>())
}

export default function NewAnnexRoute() {
	const { offerId, submissionId, lines, details } = useLoaderData<typeof loader>()
	const answer = useActionData<typeof action>()
	const offline = isOfflineAnswer(answer)
	const errors = !offline && answer?.result.error ? Object.values(answer.result.error).flat() : []
	return (
		<section className="narrow stack">
			<Link to={paths.craftsmanOffers(offerId)}>← Mis ofertas</Link>
			<h1>Enviar un anexo al presupuesto</h1>
			<p>El presupuesto aceptado no cambia: el anexo suma o cambia líneas y el cliente lo acepta o lo rechaza.</p>
			<AnnexSummary details={details} />
			{errors.length ? (
				<ul className="form-errors" role="alert">
					{errors.map((error) => (
						<li key={error}>{error}</li>
					))}
				</ul>
			) : null}
			<Form method="post" className="stack">
				<input type="hidden" name={SUBMISSION_ID_FIELD} value={submissionId} />
				<div className="field">
					<label htmlFor="anexo-motivo">Motivo del cambio</label>
					<textarea id="anexo-motivo" name="reason" required minLength={3} maxLength={ANNEX_LIMITS.reason} />
				</div>
				{Array.from({ length: ROWS }, (_, row) => (
					<fieldset key={row} className="stack">
						<legend>Línea {row + 1}</legend>
						<label className="field">
							Cambia
							<select name={`items[${row}].replacesPosition`} defaultValue="new">
								<option value="new">Línea nueva</option>
								{lines.map((line) => (
									<option key={line.position} value={line.position}>
										{line.concept}
									</option>
								))}
							</select>
						</label>
						<label className="field">
							Tipo
							<select name={`items[${row}].kind`} defaultValue="labour">
								{OFFER_ITEM_KINDS.map((kind) => (
									<option key={kind} value={kind}>
										{itemKindLabel(kind)}
									</option>
								))}
							</select>
						</label>
						<label className="field">
							Concepto
							<input name={`items[${row}].concept`} maxLength={OFFER_LIMITS.concept} />
						</label>
						<label className="field">
							Cantidad
							<input name={`items[${row}].quantity`} inputMode="decimal" maxLength={12} />
						</label>
						<label className="field">
							Unidad
							<select name={`items[${row}].unit`} defaultValue="ud">
								{OFFER_UNITS.map((unit) => (
									<option key={unit} value={unit}>
										{unit}
									</option>
								))}
							</select>
						</label>
						<label className="field">
							Precio unitario sin IVA (€)
							<input name={`items[${row}].unitPrice`} inputMode="decimal" maxLength={12} />
						</label>
					</fieldset>
				))}
				{offline ? <OfflineNotice /> : null}
				<button type="submit" className="button">
					Enviar el anexo al cliente
				</button>
			</Form>
		</section>
	)
}
