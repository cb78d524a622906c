import { Link } from '@remix-run/react'
import { useState } from 'react'
import { Carousel } from '#app/components/ui/carousel.tsx'
import { searchServices } from '#app/models/services/service-search.ts'
import { PlaceSearchDialog } from './place-search-dialog.tsx'
import { hyphenate } from '#app/lib/hyphenate.ts'

type ServiceItem = { id: string; slug: string; name: string; icon: string }

/**
 * The trades as a carousel (spec 001 §2): links to each trade's place page that work without
 * JavaScript; with it, a link opens the place question in a modal instead.
 */
export function ServiceCarousel({ services }: { services: ServiceItem[] }) {
	const [chosen, setChosen] = useState<ServiceItem | null>(null)
	// a phone should not swipe 13 times to reach a trade: typing narrows the carousel to it
	const [query, setQuery] = useState('')
	const shown = query.trim() ? searchServices(services, query) : services
	return (
		<>
			<label className="field">
				<span>Busca un oficio</span>
				<input type="search" value={query} onChange={(event) => setQuery(event.target.value)} maxLength={80} />
			</label>
			{query.trim() && !shown.length ? <p role="status">No encontramos ese oficio.</p> : null}
			<Carousel label="Servicios" previous="Servicios anteriores" next="Servicios siguientes">
				{shown.map((service) => (
					<li key={service.id}>
						<Link
							to={`/encontraroficial/${service.slug}`}
							className="carousel__item"
							onClick={(event) => {
								event.preventDefault()
								setChosen(service)
							}}
						>
							<span className="carousel__icon" aria-hidden="true">
								{service.icon}
							</span>
							{hyphenate(service.name)}
						</Link>
					</li>
				))}
			</Carousel>
			{chosen ? <PlaceSearchDialog service={chosen} onClose={() => setChosen(null)} /> : null}
		</>
	)
}
