import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { type ClientActionFunctionArgs, Form, useActionData, useLoaderData } from '@remix-run/react'
import { OfflineNotice } from '#app/components/ui/offline-notice.tsx'
import { ClaimDetails } from '#app/components/warranty/claim-card.tsx'
import { redirectWithToast } from '#app/lib/app-error.server.ts'
import { formAction, toastAnswers } from '#app/lib/form-action.server.ts'
import { formatDate } from '#app/lib/format.ts'
import { isOfflineAnswer, offlineAware, sentForm } from '#app/lib/offline.ts'
import { paths } from '#app/lib/paths.ts'
import { requireRole } from '#app/models/auth/guards.server.ts'
import { CLAIM_ANSWER_DAYS } from '#app/models/warranty/warranty-claim-states.ts'
import { answerWarrantyClaim, listCraftsmanClaims } from '#app/models/warranty/warranty-claims.server.ts'
import { CLAIM_ANSWER_MAX, WarrantyAnswerSchema } from '#app/models/warranty/warranty.schema.ts'
import { WARRANTY_HELP } from '#app/models/warranty/warranty-stats.ts'

export const meta: MetaFunction = () => [{ title: 'Garantías · Reformas' }]

const PATH = paths.craftsmanWarrantyClaims()

// The warranty claims a craftsman received (app/models/warranty/): «Resuelto» or «No procede».
export async function loader({ request }: LoaderFunctionArgs) {
	const user = await requireRole(request, 'oficial')
	return { claims: await listCraftsmanClaims(user.id) }
}

export async function action({ request }: ActionFunctionArgs) {
	const user = await requireRole(request, 'oficial')
	return formAction(request, {
		schema: WarrantyAnswerSchema,
		...toastAnswers(PATH),
		run: async (input) => {
			const done = await answerWarrantyClaim({
				craftsmanId: user.id,
				claimId: input.claimId,
				move: input.intent === 'resuelto' ? 'resolve' : 'reject',
				answer: input.answer,
			})
			return redirectWithToast(paths.craftsmanWarrantyClaims(input.claimId), { type: 'success', text: done.message })
		},
	})
}

/** An answer sent with no connection: the typed note stays, and that claim's form says so. */
export async function clientAction({ request, serverAction }: ClientActionFunctionArgs) {
	return offlineAware(() => serverAction<typeof action>(), await sentForm(request, 'claimId'))
}

export default function CraftsmanWarrantyRoute() {
	const { claims } = useLoaderData<typeof loader>()
	const answer: unknown = useActionData<typeof action>()
	const offline = isOfflineAnswer(answer) ? answer : null
	return (
		<section className="stack">
			<h1>Garantías</h1>
			<p>
				Las reclamaciones en garantía de tus trabajos terminados. Responde en {CLAIM_ANSWER_DAYS} días: «Resuelto»
				cuando lo hayas arreglado o «No procede» explicando por qué. Tu perfil público muestra cuántas atiendes a tiempo
				y tu respuesta mediana (<a href={WARRANTY_HELP}>cómo lo calculamos</a>).
			</p>
			{claims.length === 0 ? (
				<p>No has recibido reclamaciones en garantía.</p>
			) : (
				<ul className="client-jobs__list">
					{claims.map((claim) => (
						<li key={claim.id} id={`reclamacion-${claim.id}`} className="card">
							<h2 className="card__title">
								{claim.jobTitle} · {claim.clientName}
							</h2>
							<ClaimDetails claim={claim} />
							{claim.moves.length ? (
								<Form method="post" className="stack">
									<input type="hidden" name="claimId" value={claim.id} />
									<div className="field">
										<label htmlFor={`respuesta-${claim.id}`}>
											Tu respuesta al cliente (obligatoria para «No procede»)
										</label>
										<textarea id={`respuesta-${claim.id}`} name="answer" rows={3} maxLength={CLAIM_ANSWER_MAX} />
									</div>
									<p className="field__hint">Recibida el {formatDate(claim.createdAt, 'dateTime')}.</p>
									{offline?.form === claim.id ? <OfflineNotice name="intent" value={offline.intent} /> : null}
									<div className="button-row">
										<button type="submit" className="button" name="intent" value="resuelto">
											Resuelto
										</button>
										<button type="submit" className="button button--ghost" name="intent" value="no_procede">
											No procede
										</button>
									</div>
								</Form>
							) : null}
						</li>
					))}
				</ul>
			)}
		</section>
	)
}
