import { type KeyboardEvent, useEffect, useRef, useState } from 'react'
import { ErrorList } from '#app/components/ui/error-list.tsx'
import { hyphenate } from '#app/lib/hyphenate.ts'

type Service = { id: string; slug: string; name: string; icon: string }

/** What the server found for a «Buscar» sent without JavaScript. */
export type TradeSearchResult = { query: string; ids: string[] }

export const TRADE_SEARCH_PARAM = 'buscar'

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
	search,
	searchAction,
}: {
	services: Service[]
	selected: string[]
	errorId: string
	errors?: string[]
	/** the server's answer to a «Buscar» without JavaScript */
	search?: TradeSearchResult
	/** where «Buscar» sends its GET without JavaScript (the page itself) */
	searchAction: string
}) {
	const track = useRef<HTMLDivElement>(null)
	const [hydrated, setHydrated] = useState(false)
	useEffect(() => setHydrated(true), [])
	// a phone should not swipe 13 times to reach Fontanería: typing narrows the slider to the matches,
	// best first (the search module loads on first use, so the page's first visit stays light)
	const [query, setQuery] = useState(search?.query ?? '')
	const [found, setFound] = useState<string[] | null>(search?.query ? search.ids : null)
	async function find(text: string) {
		setQuery(text)
		if (!text.trim()) return setFound(null)
		const { findTradeIds } = await import('#app/models/services/trade-filter.ts')
		setFound(findTradeIds(services, text))
		track.current?.scrollTo({ left: 0 })
	}
	const shown = found ? new Set(found) : null
	const ordered = found
		? [
				...found.map((id) => services.find((service) => service.id === id)!),
				...services.filter((service) => !shown!.has(service.id)),
			]
		: services
	// Enter in the search field searches, with JavaScript or not, and never sends the step
	const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
		if (event.key === 'Enter' && hydrated) event.preventDefault()
	}
	const scroll = (direction: 1 | -1) =>
		track.current?.scrollBy({ left: direction * track.current.clientWidth, behavior: 'smooth' })
	return (
		<fieldset className="choices service-choices service-slider" aria-describedby={errorId}>
			<legend>Elige uno o varios</legend>
			{/* above the 37 trades, not 2,000 px below them: also what a page reload shows first */}
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
			<div className="trade-search">
				<label htmlFor="buscar-oficio">Busca un oficio</label>
				<div className="trade-search__row">
					<input
						id="buscar-oficio"
						type="search"
						name={TRADE_SEARCH_PARAM}
						value={query}
						onChange={(event) => void find(event.currentTarget.value)}
						onKeyDown={onKeyDown}
						maxLength={80}
						placeholder="fontanero, grifo, humedad…"
						autoComplete="off"
						enterKeyHint="search"
					/>
					{/* without JavaScript the page itself searches: a GET that keeps what was ticked */}
					<button
						type="submit"
						formMethod="get"
						formAction={searchAction}
						formNoValidate
						className="button button--ghost"
						hidden={hydrated}
					>
						Buscar
					</button>
				</div>
				{shown && !shown.size ? (
					<p role="status" className="field__hint">
						No encontramos ese oficio: prueba con otra palabra.
					</p>
				) : null}
			</div>
			<div ref={track} className="service-choices__track" data-testid="oficios">
				{ordered.map((service) => (
					<label key={service.id} className="choice" hidden={shown ? !shown.has(service.id) : undefined}>
						<input type="checkbox" name="services" value={service.id} defaultChecked={selected.includes(service.id)} />{' '}
						<span aria-hidden="true">{service.icon}</span> {hyphenate(service.name)}
					</label>
				))}
			</div>
		</fieldset>
	)
}
