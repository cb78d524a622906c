import { Form, Link } from '@remix-run/react'
import { type OfferStatus } from '#app/generated/prisma/enums.ts'
import { OFFER_STATUS_LABELS } from '#app/models/offers/offer-status.ts'
import { OutcomeReasonSelect } from './outcome-reason.tsx'
import { formatEuros, ratingSummary } from '#app/lib/format.ts'
import { paths } from '#app/lib/paths.ts'

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

/**
 * «Preguntar»: the conversation with the offer's craftsman about the job (the page opens the one
 * there is, or takes the first question). A plain link, so it works without JavaScript.
 */
export function AskAboutOffer({ offer }: { offer: { id: string; companyName: string } }) {
	return (
		<Link
			className="button button--ghost"
			to={paths.clientAskAboutOffer(offer.id)}
			aria-label={`Preguntar a ${offer.companyName} sobre su oferta`}
		>
			Preguntar
		</Link>
	)
}

/** One offer on a client's job, with accept/reject buttons while the job can still choose. */
export function JobOffer({
	offer,
	jobOpen,
	title,
	otherPending,
}: {
	offer: Offer
	jobOpen: boolean
	title: string
	/** the other pending offers that accepting this one would reject */
	otherPending: number
}) {
	return (
		<li className="client-offer" id={`oferta-${offer.id}`}>
			<p className="client-offer__head">
				<strong>{formatEuros(offer.price)}</strong>{' '}
				{offer.companySlug ? <Link to={`/oficial/${offer.companySlug}`}>{offer.companyName}</Link> : offer.companyName}{' '}
				<span className={`badge ${offer.verified ? 'badge--verified' : 'badge--unverified'}`}>
					{offer.verified ? 'Verificada' : 'Sin verificar'}
				</span>
			</p>
			<p className="card__meta">
				{ratingSummary(offer.avgRating, offer.reviewCount)} · Oferta {OFFER_STATUS_LABELS[offer.status]}
			</p>
			<div className="button-row">
				{offer.status !== 'withdrawn' ? <AskAboutOffer offer={offer} /> : null}
				{offer.status === 'accepted' || offer.status === 'completed' ? (
					<a className="button button--ghost" href={paths.quotePdf('cliente', offer.id)} download>
						Presupuesto aceptado (PDF)
					</a>
				) : null}
				{jobOpen && offer.status === 'pending' ? (
					<>
						{/* accepting is signed on its own page (name, receipt), with JavaScript or without */}
						<Form method="post" className="client-offer__accept">
							<input type="hidden" name="intent" value="aceptar" />
							<input type="hidden" name="offerId" value={offer.id} />
							<OutcomeReasonSelect id={`motivo-${offer.id}`} label="Motivo para las demás ofertas (opcional)" />
							<button
								className="button"
								type="submit"
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
