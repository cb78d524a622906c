import { useEffect, useRef, useState } from 'react'
import { ErrorList } from '#app/components/ui/error-list.tsx'

type Service = { id: string; name: string; icon: string }

/**
 * The registration's trades (spec 001 §5: a slider of 7 slides in 2 rows, responsive). The
 * checkboxes are the form either way: without JavaScript a plain list of them; with it, the
 * slider, paged by arrows.
 */
export function ServicePicker({
	services,
	selected,
	errorId,
	errors,
}: {
	services: Service[]
	selected: string[]
	errorId: string
	errors?: string[]
}) {
	const track = useRef<HTMLDivElement>(null)
	const [hydrated, setHydrated] = useState(false)
	useEffect(() => setHydrated(true), [])
	const scroll = (direction: 1 | -1) =>
		track.current?.scrollBy({ left: direction * track.current.clientWidth, behavior: 'smooth' })
	return (
		<fieldset className={`choices service-choices${hydrated ? ' service-slider' : ''}`} aria-describedby={errorId}>
			<legend>Elige uno o varios</legend>
			{/* above the 37 trades, not 2,000 px below them (issue 16): also what a page reload shows first */}
			<ErrorList id={errorId} errors={errors} />
			{hydrated ? (
				<div className="service-slider__arrows">
					<button type="button" className="carousel__arrow" onClick={() => scroll(-1)} aria-label="Oficios anteriores">
						‹
					</button>
					<button type="button" className="carousel__arrow" onClick={() => scroll(1)} aria-label="Más oficios">
						›
					</button>
				</div>
			) : null}
			<div ref={track} className="service-choices__track" data-testid="oficios">
				{services.map((service) => (
					<label key={service.id} className="choice">
						<input type="checkbox" name="services" value={service.id} defaultChecked={selected.includes(service.id)} />{' '}
						<span aria-hidden="true">{service.icon}</span> {service.name}
					</label>
				))}
			</div>
		</fieldset>
	)
}
