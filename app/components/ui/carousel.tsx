import { type ReactNode, useEffect, useRef, useState } from 'react'

/**
 * A row of items, five at once on wide screens (spec 001 §2: landing and home). Without
 * JavaScript it is a horizontally scrollable list that snaps to its items; with it, arrows page
 * through it.
 */
export function Carousel({
	label,
	previous,
	next,
	children,
}: {
	/** the list's accessible name */
	label: string
	/** the arrows' accessible names */
	previous: string
	next: string
	/** the <li> items */
	children: ReactNode
}) {
	const list = useRef<HTMLUListElement>(null)
	const [hydrated, setHydrated] = useState(false)
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
					aria-label={previous}
				>
					‹
				</button>
			) : null}
			<ul ref={list} className="carousel__track" aria-label={label}>
				{children}
			</ul>
			{hydrated ? (
				<button
					type="button"
					className="carousel__arrow carousel__arrow--next"
					onClick={() => scroll(1)}
					aria-label={next}
				>
					›
				</button>
			) : null}
		</div>
	)
}
