import { Form, Link } from '@remix-run/react'
import { type OfferStatus } from '#app/generated/prisma/enums.ts'
import { OFFER_STATUS_LABELS } from '#app/models/offers/offer-status.ts'
import { OutcomeReasonSelect } from './outcome-reason.tsx'

export const JOB_STATUS_LABELS = {
	open: 'Abierto',
	assigned: 'Asignado',
	completed: 'Terminado',
	closed: 'Cerrado',
} as const

type Offer = {
	id: string
	price: number
	status: OfferStatus
	companyName: string
	companySlug: string | null
	verified: boolean
	avgRating: number
	reviewCount: number
	conversationId: string | null
}

const euros = new Intl.NumberFormat('es-ES', { style: 'currency', currency: 'EUR' })

/** One offer on a client's job, with accept/reject buttons while the job can still choose. */
export function JobOffer({ offer, jobOpen, title }: { offer: Offer; jobOpen: boolean; title: string }) {
	return (
		<li className="client-offer" id={`oferta-${offer.id}`}>
			<p className="client-offer__head">
				<strong>{euros.format(offer.price)}</strong>{' '}
				{offer.companySlug ? <Link to={`/oficial/${offer.companySlug}`}>{offer.companyName}</Link> : offer.companyName}{' '}
				<span className={`badge ${offer.verified ? 'badge--verified' : 'badge--unverified'}`}>
					{offer.verified ? 'Verificada' : 'Inconfirmado'}
				</span>
			</p>
			<p className="card__meta">
				<span aria-label={`Valoración media ${offer.avgRating} de 5`}>★ {offer.avgRating}</span> ({offer.reviewCount}{' '}
				{offer.reviewCount === 1 ? 'opinión' : 'opiniones'}) · Oferta {OFFER_STATUS_LABELS[offer.status]}
			</p>
			<div className="button-row">
				{offer.conversationId ? (
					<Link className="button button--ghost" to={`/tablero/cliente/mensajes/${offer.conversationId}`}>
						Ver conversación
					</Link>
				) : null}
				{jobOpen && offer.status === 'pending' ? (
					<>
						<Form method="post" className="client-offer__accept">
							<input type="hidden" name="offerId" value={offer.id} />
							<OutcomeReasonSelect id={`motivo-${offer.id}`} label="Motivo para las demás ofertas (opcional)" />
							<button
								className="button"
								type="submit"
								name="intent"
								value="aceptar"
								aria-label={`Aceptar la oferta de ${offer.companyName} para ${title}`}
							>
								Aceptar
							</button>
						</Form>
						<Form method="post">
							<input type="hidden" name="offerId" value={offer.id} />
							<button
								className="button button--ghost"
								type="submit"
								name="intent"
								value="rechazar"
								aria-label={`Rechazar la oferta de ${offer.companyName} para ${title}`}
							>
								Rechazar
							</button>
						</Form>
					</>
				) : null}
			</div>
		</li>
	)
}
