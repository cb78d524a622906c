import { useEffect, useRef, useState } from 'react'
import { ErrorList } from '#app/components/ui/error-list.tsx'

type Service = { id: string; name: string; icon: string }

/**
 * The registration's trades (spec 001 §5: a slider of 7 slides in 2 rows, responsive). The
 * checkboxes are the form either way. The slider is rendered on the server too and scrolls
 * natively without JavaScript; hydration only makes the arrows usable, in the place kept for them,
 * so nothing below moves (a list that turned into a slider shifted the page: CLS 0.63).
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
		<fieldset className="choices service-choices service-slider" aria-describedby={errorId}>
			<legend>Elige uno o varios</legend>
			{/* above the 37 trades, not 2,000 px below them (issue 16): also what a page reload shows first */}
			<ErrorList id={errorId} errors={errors} />
			{/* without JavaScript the arrows would do nothing: their row is kept, empty and unseen */}
			<div className="service-slider__arrows" aria-hidden={hydrated ? undefined : true}>
				{hydrated ? (
					<>
						<button
							type="button"
							className="carousel__arrow"
							onClick={() => scroll(-1)}
							aria-label="Oficios anteriores"
						>
							‹
						</button>
						<button type="button" className="carousel__arrow" onClick={() => scroll(1)} aria-label="Más oficios">
							›
						</button>
					</>
				) : null}
			</div>
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
