// What the client signs when accepting an offer: the quote's terms, at 10 % VAT the saving and the
// two declarations, the typed name and the receipt. Plain fields of the confirmation page's post,
// so it works without JavaScript; the server checks them again (AcceptanceSchema).
import { formatCents, formatDuration } from '#app/lib/format.ts'
import { type OfferBreakdown } from '#app/models/offers/offer-details.server.ts'
import { ACCEPTANCE_NAME_MAX, ACCEPTANCE_TEXTS } from '#app/models/offers/offer-acceptance.schema.ts'
import { formatDay } from '#app/models/offers/offer-format.ts'
import { guaranteeLabel, quoteFlags, upfrontLabel } from '#app/models/offers/quote-rules.ts'
import { OfferLines } from './offer-lines.tsx'

export function AcceptanceFields({
	offer,
}: {
	offer: { details: OfferBreakdown; reducedVatSavingCents: number | null }
}) {
	const { details } = offer
	const flags = quoteFlags(details)
	return (
		<>
			<dl className="compare-card__facts" data-testid="presupuesto-a-aceptar">
				<div>
					<dt>Total con IVA</dt>
					<dd>
						{details.totals.subtotalCents === null
							? formatCents(details.totals.totalCents)
							: `${formatCents(details.totals.subtotalCents)} + ${details.totals.vatRate} % = ${formatCents(details.totals.totalCents)}`}
					</dd>
				</div>
				<div>
					<dt>Desglose</dt>
					<dd>
						<OfferLines items={details.items} />
					</dd>
				</div>
				<div>
					<dt>Garantía</dt>
					<dd>{guaranteeLabel(details.guaranteeMonths)}</dd>
				</div>
				<div>
					<dt>Adelanto</dt>
					<dd>{upfrontLabel(details.upfrontPercent)}</dd>
				</div>
				<div>
					<dt>Válida hasta</dt>
					<dd>{details.validUntil ? formatDay(details.validUntil) : '—'}</dd>
				</div>
				<div>
					<dt>Inicio y duración</dt>
					<dd>
						{details.earliestStart ? `Desde el ${formatDay(details.earliestStart)}` : '—'}
						{details.durationDays ? ` · ${formatDuration(details.durationDays)}` : ''}
					</dd>
				</div>
			</dl>
			{flags.length ? (
				<p className="notice" role="note">
					Atención: {flags.join(' · ')}.
				</p>
			) : null}
			{offer.reducedVatSavingCents !== null ? (
				<fieldset className="stack">
					<legend>IVA reducido del 10 %</legend>
					<p>
						Con el 10 % pagas <strong>{formatCents(offer.reducedVatSavingCents)} menos</strong> que con el 21 %. Solo se
						aplica si declaras las dos condiciones; si no se cumplen, no aceptes: pide la oferta con el 21 %.
					</p>
					<label className="checkbox">
						<input type="checkbox" name="privateHome" /> {ACCEPTANCE_TEXTS.privateHome}
					</label>
					<label className="checkbox">
						<input type="checkbox" name="homeOlderThanTwoYears" /> {ACCEPTANCE_TEXTS.homeOlderThanTwoYears}
					</label>
				</fieldset>
			) : null}
			<div className="field">
				<label htmlFor="aceptacion-nombre">Tu nombre y apellidos (firma)</label>
				<input id="aceptacion-nombre" name="name" autoComplete="name" required maxLength={ACCEPTANCE_NAME_MAX} />
			</div>
			<label className="checkbox">
				<input type="checkbox" name="received" required /> {ACCEPTANCE_TEXTS.received}
			</label>
		</>
	)
}
