// The original total, every change annex and the current total, always together (docs/decisions/
// 054-change-annexes.md): on the client's job, the craftsman's offers and the annex page.
import { Link } from '@remix-run/react'
import { formatCents, formatDate } from '#app/lib/format.ts'
import { ANNEX_STATUS_LABELS } from '#app/models/offers/annex-totals.ts'
import { type OfferBreakdown } from '#app/models/offers/offer-details.server.ts'
import { formatQuantity } from '#app/models/offers/offer-format.ts'
import { itemKindLabel } from '#app/models/offers/quote-rules.ts'

type Details = Pick<OfferBreakdown, 'annexes' | 'currentTotalCents'> & { totals: { totalCents: number } }

export function AnnexLines({ annex }: { annex: OfferBreakdown['annexes'][number] }) {
	return (
		<ul className="offer-compare__items">
			{annex.lines.map((line, index) => (
				<li key={index}>
					{line.replaces ? `Cambia «${line.replaces}» por: ` : 'Nueva línea: '}
					{itemKindLabel(line.kind)} · {line.concept}: {formatQuantity(line.quantity)} {line.unit} ×{' '}
					{formatCents(line.unitPriceCents)}
				</li>
			))}
		</ul>
	)
}

export function AnnexSummary({
	details,
	annexLink,
	newAnnexLink,
	current,
}: {
	details: Details
	/** the annex the page is about (the client deciding it): marked among the others */
	current?: string
	/** where the client opens an annex to decide on it */
	annexLink?: (annexId: string) => string
	/** «Enviar un anexo» for the craftsman of an accepted offer */
	newAnnexLink?: string
}) {
	if (!details.annexes.length && !newAnnexLink) return null
	return (
		<section className="stack annex-summary" data-testid="anexos" aria-label="Anexos al presupuesto">
			<p>
				Total original: <strong>{formatCents(details.totals.totalCents)}</strong> · Total actual (con los anexos
				aceptados): <strong data-testid="total-actual">{formatCents(details.currentTotalCents)}</strong>
			</p>
			{details.annexes.length ? (
				<ol>
					{details.annexes.map((annex) => (
						<li
							key={annex.id}
							id={`anexo-${annex.id}`}
							aria-current={annex.id === current ? 'true' : undefined}
							className={annex.id === current ? 'annex-summary__current' : undefined}
						>
							{annex.id === current ? <p className="badge">Este anexo</p> : null}
							<p>
								Anexo del {formatDate(new Date(annex.createdAt))}: {formatCents(annex.totalCents)} (IVA incluido) ·{' '}
								<strong>{ANNEX_STATUS_LABELS[annex.status]}</strong>
								{annex.acceptance?.name ? ` por ${annex.acceptance.name}` : ''}
							</p>
							<p>Motivo: {annex.reason}</p>
							<AnnexLines annex={annex} />
							{annex.status === 'pending' && annexLink ? (
								<Link className="button" to={annexLink(annex.id)}>
									Revisar y decidir el anexo
								</Link>
							) : null}
						</li>
					))}
				</ol>
			) : null}
			{newAnnexLink ? (
				<Link className="button button--ghost" to={newAnnexLink}>
					Enviar un anexo con cambios
				</Link>
			) : null}
		</section>
	)
}
