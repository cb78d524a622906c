import { AnnexSummary } from './annex-summary.tsx'
import { Form, Link, useSubmit } from '@remix-run/react'
import { paths } from '#app/lib/paths.ts'
import { OFFER_STATUSES, OFFER_STATUS_LABELS } from '#app/models/offers/offer-status.ts'
import type { OfferCard } from '#app/models/offers/offer-history-page.server.ts'
import { OfferLines } from './offer-lines.tsx'

export const WITHDRAW_CONFIRM = '¿Estás segura de querer retirar esta oferta?'

export function OfferStatusLegend() {
	return (
		<ul className="offer-legend" aria-label="Estados de las ofertas">
			{OFFER_STATUSES.map((status) => (
				<li key={status} className={`offer-status offer-status--${status}`}>
					{OFFER_STATUS_LABELS[status]}
				</li>
			))}
		</ul>
	)
}

/**
 * Without JS the button opens the confirmation step (?retirar=id); with JS a confirm dialog
 * asks the same question and posts directly.
 */
function WithdrawButton({ offerId }: { offerId: string }) {
	const submit = useSubmit()
	return (
		<Form
			method="get"
			className="offer-card__withdraw"
			onSubmit={(event) => {
				event.preventDefault()
				if (window.confirm(WITHDRAW_CONFIRM)) submit({ intent: 'retirar', offerId }, { method: 'post' })
			}}
		>
			<input type="hidden" name="retirar" value={offerId} />
			<button type="submit" className="button button--ghost">
				Retirar oferta
			</button>
		</Form>
	)
}

export function OfferCardItem({ offer, targeted = false }: { offer: OfferCard; targeted?: boolean }) {
	return (
		<li id={offer.id} className={`offer-card${targeted ? ' offer-card--target' : ''}`}>
			<div className="offer-card__head">
				<Link to={`/newjob/${offer.jobId}`} className="offer-card__title">
					{offer.title}
				</Link>
				{offer.isNew ? <span className="offer-card__new">nuevo</span> : null}
			</div>
			<dl className="offer-card__facts">
				<div>
					<dt>Precio</dt>
					<dd className="offer-card__price">{offer.price}</dd>
				</div>
				<div>
					<dt>Fecha</dt>
					<dd>
						<time dateTime={offer.dateTime}>{offer.date}</time>
					</dd>
				</div>
				<div>
					<dt>Anuncio</dt>
					<dd>#{offer.listingId}</dd>
				</div>
				<div>
					<dt>Estado</dt>
					<dd>
						<span className={`offer-status offer-status--${offer.status}`}>{offer.statusLabel}</span>
					</dd>
				</div>
				{offer.items.length ? (
					<div className="offer-card__lines">
						<dt>Desglose</dt>
						<dd>
							<OfferLines items={offer.items} />
						</dd>
					</div>
				) : null}
			</dl>
			{offer.outcome ? (
				<p className="offer-card__outcome" data-testid="resultado-oferta">
					{offer.outcome}
				</p>
			) : null}
			{offer.status === 'pending' ? <WithdrawButton offerId={offer.id} /> : null}
			{offer.status === 'accepted' || offer.status === 'completed' ? (
				<>
					<AnnexSummary
						details={offer.annexDetails}
						newAnnexLink={offer.status === 'accepted' ? paths.craftsmanNewAnnex(offer.id) : undefined}
					/>
					<a className="button button--ghost" href={paths.quotePdf('oficial', offer.id)} download>
						Presupuesto aceptado (PDF)
					</a>
				</>
			) : null}
		</li>
	)
}

export function WithdrawConfirmation({ offer }: { offer: OfferCard }) {
	return (
		<section className="offer-confirm" aria-labelledby="offer-confirm-title">
			<h2 id="offer-confirm-title">{WITHDRAW_CONFIRM}</h2>
			<p>
				{offer.title} · {offer.price} · anuncio #{offer.listingId}
			</p>
			<Form method="post" className="offer-confirm__actions">
				<input type="hidden" name="intent" value="retirar" />
				<input type="hidden" name="offerId" value={offer.id} />
				<button type="submit" className="button">
					Sí, retirar
				</button>
				<Link to={`?#${offer.id}`} className="button button--ghost">
					Cancelar
				</Link>
			</Form>
		</section>
	)
}
