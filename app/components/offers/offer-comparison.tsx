// The client's offers side by side. One column per offer, one row per criterion. On a
// phone the table showed one offer per screen with no sign of the others, so there the same facts
// come as one card per offer, stacked (CSS picks one of the two; the hidden one is display: none).
import { Form, Link } from '@remix-run/react'
import { OFFER_STATUS_LABELS } from '#app/models/offers/offer-status.ts'
import { AskAboutOffer } from '#app/components/client/job-offers.tsx'
import { OutcomeReasonSelect } from '#app/components/client/outcome-reason.tsx'
import { type ComparedOffer } from '#app/models/offers/offer-comparison.server.ts'
import { formatCents, formatDuration, onFirstUse } from '#app/lib/format.ts'
import { formatDay } from '#app/models/offers/offer-format.ts'
import { OfferLines } from './offer-lines.tsx'
import { guaranteeLabel, quoteFlags, upfrontLabel } from '#app/models/offers/quote-rules.ts'
import { paths } from '#app/lib/paths.ts'

type Offer = Omit<ComparedOffer, 'status'> & { status: keyof typeof OFFER_STATUS_LABELS }

const rating = onFirstUse(() => new Intl.NumberFormat('es-ES', { maximumFractionDigits: 2 }))
const dash = '—'

// the offer against the accepted range (price guides); shown once there is a range
const PRICE_ROW = 'Frente a la mediana'

const ROWS: Array<{ label: string; cell: (offer: Offer) => React.ReactNode }> = [
	{ label: 'Total con IVA', cell: (offer) => <strong>{formatCents(offer.totals.totalCents)}</strong> },
	{ label: PRICE_ROW, cell: (offer) => offer.priceComparison ?? dash },
	{
		label: 'Base + IVA',
		cell: (offer) =>
			offer.totals.subtotalCents === null
				? 'IVA incluido'
				: `${formatCents(offer.totals.subtotalCents)} + ${offer.totals.vatRate} % (${formatCents(offer.totals.vatCents!)})`,
	},
	{
		label: 'Avisos',
		cell: (offer) => {
			const flags = quoteFlags(offer)
			return flags.length ? <strong className="offer-compare__flag">⚠ {flags.join(' · ')}</strong> : dash
		},
	},
	{ label: 'Garantía', cell: (offer) => guaranteeLabel(offer.guaranteeMonths) },
	{ label: 'Adelanto', cell: (offer) => upfrontLabel(offer.upfrontPercent) },
	{ label: 'Inicio', cell: (offer) => (offer.earliestStart ? `Desde el ${formatDay(offer.earliestStart)}` : dash) },
	{ label: 'Duración', cell: (offer) => (offer.durationDays ? formatDuration(offer.durationDays) : dash) },
	{ label: 'Válida hasta', cell: (offer) => (offer.validUntil ? formatDay(offer.validUntil) : dash) },
	{
		label: 'Valoración',
		cell: (offer) =>
			offer.reviewCount
				? `★ ${rating().format(offer.avgRating)} (${offer.reviewCount} ${offer.reviewCount === 1 ? 'opinión' : 'opiniones'})`
				: 'Sin opiniones',
	},
	{ label: 'Respuesta', cell: (offer) => offer.responseTime ?? 'Aún sin datos' },
	{
		label: 'Verificación',
		cell: (offer) => (
			<span className={`badge ${offer.verified ? 'badge--verified' : 'badge--unverified'}`}>
				{offer.verified ? 'Verificada' : 'Sin verificar'}
			</span>
		),
	},
	{
		label: 'Estado',
		cell: (offer) =>
			offer.acceptance ? (
				<>
					Oferta {OFFER_STATUS_LABELS[offer.status]}{' '}
					<a href={paths.quotePdf('cliente', offer.id)} download>
						Presupuesto aceptado (PDF)
					</a>
				</>
			) : (
				`Oferta ${OFFER_STATUS_LABELS[offer.status]}`
			),
	},
	{ label: 'Desglose', cell: (offer) => <OfferLines items={offer.items} /> },
	{ label: 'Incluye', cell: (offer) => offer.included ?? dash },
	{ label: 'No incluye', cell: (offer) => offer.excluded ?? dash },
]

export function OfferComparison({
	offers,
	jobOpen,
	acceptTo,
}: {
	offers: Offer[]
	jobOpen: boolean
	acceptTo: string
}) {
	return (
		<>
			<OfferCards offers={offers} jobOpen={jobOpen} acceptTo={acceptTo} />
			<OfferTable offers={offers} jobOpen={jobOpen} acceptTo={acceptTo} />
		</>
	)
}

type ComparisonProps = { offers: Offer[]; jobOpen: boolean; acceptTo: string }

const rowsFor = (offers: Offer[]) =>
	ROWS.filter((row) => row.label !== PRICE_ROW || offers.some((offer) => offer.priceComparison))

function AcceptForm({ offer, acceptTo, idPrefix }: { offer: Offer; acceptTo: string; idPrefix: string }) {
	return (
		<Form method="post" action={acceptTo} className="stack">
			<input type="hidden" name="offerId" value={offer.id} />
			<OutcomeReasonSelect id={`${idPrefix}-${offer.id}`} label="Motivo para las demás (opcional)" />
			<button className="button" type="submit" name="intent" value="aceptar">
				Aceptar esta oferta
			</button>
		</Form>
	)
}

function CompanyName({ offer }: { offer: Offer }) {
	return offer.companySlug ? <Link to={`/oficial/${offer.companySlug}`}>{offer.companyName}</Link> : offer.companyName
}

/** The phone's comparison: one card per offer, the same facts in the same order. */
function OfferCards({ offers, jobOpen, acceptTo }: ComparisonProps) {
	return (
		<section className="compare-cards" aria-labelledby="comparativa-tarjetas">
			<h2 id="comparativa-tarjetas" className="compare-cards__title">
				{offers.length === 1 ? '1 oferta' : `${offers.length} ofertas`}, una debajo de otra
			</h2>
			<ol className="compare-cards__list">
				{offers.map((offer, index) => (
					<li key={offer.id} className="card compare-card" data-testid="oferta-tarjeta">
						<h3 className="compare-card__title">
							<span className="compare-card__position">
								{index + 1} de {offers.length}
							</span>{' '}
							<CompanyName offer={offer} />
						</h3>
						<dl className="compare-card__facts">
							{rowsFor(offers).map((row) => (
								<div key={row.label}>
									<dt>{row.label}</dt>
									<dd>{row.cell(offer)}</dd>
								</div>
							))}
						</dl>
						<p>
							<AskAboutOffer offer={offer} />
						</p>
						{jobOpen && offer.status === 'pending' ? (
							<AcceptForm offer={offer} acceptTo={acceptTo} idPrefix="motivo-tarjeta" />
						) : null}
					</li>
				))}
			</ol>
		</section>
	)
}

function OfferTable({ offers, jobOpen, acceptTo }: ComparisonProps) {
	return (
		<div className="offer-compare" role="region" aria-labelledby="comparativa" tabIndex={0}>
			<table>
				<caption id="comparativa">Comparativa de ofertas</caption>
				<thead>
					<tr>
						<td />
						{offers.map((offer) => (
							<th key={offer.id} scope="col" data-testid="oferta-comparada">
								<CompanyName offer={offer} />
							</th>
						))}
					</tr>
				</thead>
				<tbody>
					{rowsFor(offers).map((row) => (
						<tr key={row.label}>
							<th scope="row">{row.label}</th>
							{offers.map((offer) => (
								<td key={offer.id}>{row.cell(offer)}</td>
							))}
						</tr>
					))}
					<tr>
						<th scope="row">Preguntar</th>
						{offers.map((offer) => (
							<td key={offer.id}>
								<AskAboutOffer offer={offer} />
							</td>
						))}
					</tr>
					{jobOpen ? (
						<tr>
							<th scope="row">Decidir</th>
							{offers.map((offer) => (
								<td key={offer.id}>
									{offer.status === 'pending' ? (
										<AcceptForm offer={offer} acceptTo={acceptTo} idPrefix="motivo" />
									) : (
										dash
									)}
								</td>
							))}
						</tr>
					) : null}
				</tbody>
			</table>
		</div>
	)
}
