import { Link } from '@remix-run/react'
import { useState } from 'react'
import { Carousel } from '#app/components/ui/carousel.tsx'
import { PlaceSearchDialog } from './place-search-dialog.tsx'

type ServiceItem = { id: string; slug: string; name: string; icon: string }

/**
 * The trades as a carousel (spec 001 §2): links to each trade's place page that work without
 * JavaScript; with it, a link opens the place question in a modal instead.
 */
export function ServiceCarousel({ services }: { services: ServiceItem[] }) {
	const [chosen, setChosen] = useState<ServiceItem | null>(null)
	return (
		<>
			<Carousel label="Servicios" previous="Servicios anteriores" next="Servicios siguientes">
				{services.map((service) => (
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
							{service.name}
						</Link>
					</li>
				))}
			</Carousel>
			{chosen ? <PlaceSearchDialog service={chosen} onClose={() => setChosen(null)} /> : null}
		</>
	)
}
