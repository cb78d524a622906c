import { Link } from '@remix-run/react'
import { ratingSummary } from '#app/lib/format.ts'

type FeaturedCraftsman = {
	companySlug: string
	companyName: string
	placeName: string
	averageRating: number
	reviewCount: number
	services: string[]
}

export function FeaturedCraftsmen({ craftsmen }: { craftsmen: FeaturedCraftsman[] }) {
	if (!craftsmen.length) return null
	return (
		<section className="container section" aria-labelledby="profesionales">
			<h2 id="profesionales">Profesionales destacados</h2>
			<ul className="cards">
				{craftsmen.map((craftsman) => (
					<li key={craftsman.companySlug} className="card">
						<h3>
							<Link to={`/oficial/${craftsman.companySlug}`}>{craftsman.companyName}</Link>
						</h3>
						<p>{craftsman.placeName}</p>
						<p>{ratingSummary(craftsman.averageRating, craftsman.reviewCount)}</p>
						<p className="card__meta">{craftsman.services.join(' · ')}</p>
					</li>
				))}
			</ul>
		</section>
	)
}
