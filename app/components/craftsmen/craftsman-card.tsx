import { Link } from '@remix-run/react'
import { formatNumber } from '#app/lib/format.ts'
import type { CraftsmanCard as CardData } from '#app/models/craftsmen/search.server.ts'
import { CraftsmanAvatar, Stars, VerificationBadge } from './rating.tsx'
import { RequestQuote } from './request-quote.tsx'
import { ResponseTimeNote } from './response-time.tsx'

/** One search result, as spec 001 §2 lists it ('Craftsperson card'). */
export function CraftsmanCard({
	craftsman,
	serviceSlug,
}: {
	craftsman: Omit<CardData, 'reviews'>
	serviceSlug: string
}) {
	const profile = `/oficial/${craftsman.companySlug}`
	return (
		<article className="craftsman-card" aria-labelledby={`empresa-${craftsman.companySlug}`}>
			<div className="craftsman-card__side">
				<CraftsmanAvatar photo={craftsman.user.profilePhoto} name={craftsman.companyName} size={72} />
				<p className="craftsman-card__place">
					<span aria-hidden="true">📍</span> {craftsman.user.postalCode?.placeName}
					<span className="visually-hidden">, a {formatNumber(craftsman.distanceKm)} km</span>
				</p>
				<Link
					to={profile}
					className="craftsman-card__profile"
					aria-label={`Visitar perfil de ${craftsman.companyName}`}
				>
					Visitar perfil
				</Link>
			</div>
			<div className="craftsman-card__main">
				<h2 id={`empresa-${craftsman.companySlug}`}>
					<Link to={profile}>{craftsman.companyName}</Link>
				</h2>
				<p className="craftsman-card__meta">
					<VerificationBadge status={craftsman.status} />{' '}
					<Stars rating={craftsman.avgRating} count={craftsman.reviewCount} />
				</p>
				<ResponseTimeNote label={craftsman.responseTime} />
				{craftsman.description ? <p className="craftsman-card__description">{craftsman.description}</p> : null}
				<ul className="chips" aria-label="Servicios">
					{craftsman.services.map((service) => (
						<li key={service.slug} className="chip">
							{service.name}
						</li>
					))}
				</ul>
				<RequestQuote
					services={craftsman.services}
					preferred={serviceSlug}
					companyName={craftsman.companyName}
					companySlug={craftsman.companySlug}
				/>
			</div>
		</article>
	)
}
