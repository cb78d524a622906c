import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useLoaderData } from '@remix-run/react'
import { Pager } from '#app/components/ui/pager.tsx'
import { ClaimDetails } from '#app/components/warranty/claim-card.tsx'
import { redirectWithToast } from '#app/lib/app-error.server.ts'
import { formAction, toastAnswers } from '#app/lib/form-action.server.ts'
import { formatDate, plural } from '#app/lib/format.ts'
import { pageParam } from '#app/lib/page-param.ts'
import { paths } from '#app/lib/paths.ts'
import { requireRole } from '#app/models/auth/guards.server.ts'
import { CLAIM_STATUS_LABELS } from '#app/models/warranty/warranty-claim-states.ts'
import {
	decideWarrantyClaim,
	ESCALATED_PAGE_SIZE,
	listEscalatedClaims,
} from '#app/models/warranty/warranty-claims.server.ts'
import { CLAIM_DECISION_MAX, WarrantyDecisionSchema } from '#app/models/warranty/warranty.schema.ts'

export const meta: MetaFunction = () => [{ title: 'Garantías escaladas · Reformas' }]

const PATH = paths.adminWarrantyClaims()

// Warranty claims a client escalated (app/models/warranty/), the longest waiting first.
export async function loader({ request }: LoaderFunctionArgs) {
	await requireRole(request, 'admin')
	const page = pageParam(new URL(request.url))
	const { claims, total } = await listEscalatedClaims({ page })
	return {
		page,
		total,
		totalPages: Math.max(1, Math.ceil(total / ESCALATED_PAGE_SIZE)),
		claims: claims.map((claim) => ({
			...claim,
			statusLabel: CLAIM_STATUS_LABELS[claim.status],
			escalatedOn: claim.escalatedAt ? formatDate(claim.escalatedAt, 'dateTime') : '',
		})),
	}
}

export async function action({ request }: ActionFunctionArgs) {
	const admin = await requireRole(request, 'admin')
	const back = `${PATH}${new URL(request.url).search}`
	// the list's buttons answer with toasts: bad input and a refusal alike
	return formAction(request, {
		schema: WarrantyDecisionSchema,
		...toastAnswers(back),
		run: async (input) => {
			const done = await decideWarrantyClaim({
				adminId: admin.id,
				claimId: input.claimId,
				forClient: input.intent === 'a_favor_cliente',
				message: input.message,
			})
			return redirectWithToast(back, { type: 'success', text: done.message })
		},
	})
}

export default function EscalatedWarrantyRoute() {
	const { claims, total, page, totalPages } = useLoaderData<typeof loader>()
	return (
		<section className="stack">
			<h1>Garantías escaladas</h1>
			<p>
				Reclamaciones en garantía que el cliente pidió revisar: porque no está de acuerdo con la respuesta del
				profesional o porque no respondió a tiempo. Decide a favor de uno u otro con un mensaje que leerán los dos.
			</p>
			<p>{plural(total, 'reclamación pendiente', 'reclamaciones pendientes')}, las más antiguas primero.</p>
			{claims.length === 0 ? (
				<p>No hay reclamaciones escaladas.</p>
			) : (
				<ul className="admin-items">
					{claims.map((claim) => (
						<li key={claim.id} className="admin-item" id={`reclamacion-${claim.id}`}>
							<h2 className="admin-item__title">
								{claim.jobTitle}:{' '}
								{claim.companySlug ? (
									<Link to={`/oficial/${claim.companySlug}`}>{claim.companyName}</Link>
								) : (
									claim.companyName
								)}
							</h2>
							<p className="admin-muted">
								Cliente: {claim.clientName} · escalada el {claim.escalatedOn}
							</p>
							<ClaimDetails claim={claim} />
							<Form method="post" className="stack">
								<input type="hidden" name="claimId" value={claim.id} />
								<div className="field">
									<label htmlFor={`mensaje-${claim.id}`}>Mensaje para el cliente y el profesional</label>
									<textarea
										id={`mensaje-${claim.id}`}
										name="message"
										rows={3}
										maxLength={CLAIM_DECISION_MAX}
										required
									/>
								</div>
								<div className="admin-actions">
									<button type="submit" className="button" name="intent" value="a_favor_cliente">
										A favor del cliente
									</button>
									<button type="submit" className="button button--ghost" name="intent" value="a_favor_profesional">
										A favor del profesional
									</button>
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
