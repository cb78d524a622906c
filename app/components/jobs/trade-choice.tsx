import { Form } from '@remix-run/react'
import { type ReactNode, useId, useState } from 'react'
import { findTradeIds } from '#app/models/services/trade-filter.ts'

type Trade = { id: string; slug: string; name: string; icon: string }

/**
 * «¿Qué servicio necesitas?»: the trades in Spanish alphabetical order, with a search above them.
 * Without JavaScript the search is a GET form (the page's loader filters, `buscar`); with it the
 * list narrows while typing, by the same words as the hero's search.
 */
export function TradeChoice({
	services,
	query: initialQuery,
	action,
	tile,
}: {
	/** sorted already (sortTrades) */
	services: Trade[]
	query: string
	/** where the no-JS search form goes */
	action: string
	tile: (service: Trade) => ReactNode
}) {
	const [query, setQuery] = useState(initialQuery)
	const id = useId()
	const ids = query.trim() ? findTradeIds(services, query) : null
	const shown = ids ? ids.map((tradeId) => services.find((service) => service.id === tradeId)!) : services
	return (
		<div className="stack trade-choice">
			<Form
				method="get"
				action={action}
				role="search"
				className="trade-choice__search"
				// with JavaScript the list has narrowed already: Enter stays here (and in the popup)
				onSubmit={(event) => event.preventDefault()}
			>
				<label htmlFor={`${id}-buscar`}>Busca un oficio</label>
				<div className="trade-choice__row">
					<input
						id={`${id}-buscar`}
						type="search"
						name="buscar"
						value={query}
						maxLength={60}
						autoComplete="off"
						placeholder="Por ejemplo: grifo, pintar, tejado…"
						onChange={(event) => setQuery(event.currentTarget.value)}
					/>
					<button type="submit" className="button button--ghost">
						Buscar
					</button>
				</div>
			</Form>
			{shown.length ? (
				<ul className="service-grid" aria-label="Servicios">
					{shown.map((service) => (
						<li key={service.id}>{tile(service)}</li>
					))}
				</ul>
			) : (
				<p role="status">Ningún oficio coincide con «{query}». Prueba con otra palabra o borra la búsqueda.</p>
			)}
		</div>
	)
}
