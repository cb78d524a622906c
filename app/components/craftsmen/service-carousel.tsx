import { Link } from '@remix-run/react'
import { useEffect, useRef, useState } from 'react'
import { PlaceSearchDialog } from './place-search-dialog.tsx'

type ServiceItem = { id: string; slug: string; name: string; icon: string }

/**
 * The trades as a carousel, five at once on wide screens (spec 001 §2). It is a horizontally
 * scrollable list of links that works without JavaScript; with it, arrows page through it and a
 * link opens the place question in a modal instead of the place page.
 */
export function ServiceCarousel({ services }: { services: ServiceItem[] }) {
	const list = useRef<HTMLUListElement>(null)
	const [hydrated, setHydrated] = useState(false)
	const [chosen, setChosen] = useState<ServiceItem | null>(null)
	useEffect(() => setHydrated(true), [])
	const scroll = (direction: 1 | -1) =>
		list.current?.scrollBy({ left: direction * list.current.clientWidth, behavior: 'smooth' })
	return (
		<div className="carousel">
			{hydrated ? (
				<button
					type="button"
					className="carousel__arrow carousel__arrow--prev"
					onClick={() => scroll(-1)}
					aria-label="Servicios anteriores"
				>
					‹
				</button>
			) : null}
			<ul ref={list} className="carousel__track" aria-label="Servicios">
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
			</ul>
			{hydrated ? (
				<button
					type="button"
					className="carousel__arrow carousel__arrow--next"
					onClick={() => scroll(1)}
					aria-label="Servicios siguientes"
				>
					›
				</button>
			) : null}
			{chosen ? <PlaceSearchDialog service={chosen} onClose={() => setChosen(null)} /> : null}
		</div>
	)
}
