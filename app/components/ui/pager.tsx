import { Link, useLocation } from '@remix-run/react'
import { type ComponentProps } from 'react'

type PagerProps = Omit<ComponentProps<'nav'>, 'children'> & {
	page: number
	totalPages: number
	/** the address of a page; by default this one with `pagina` replaced, so filters and search stay */
	link?: (page: number) => string
	labels?: { previous: string; next: string }
	/** an empty cell where a link is missing, for the three-column layouts (`.pager`, `.form-links`) */
	keepPlace?: boolean
	/** also «Página 1 de 1» for a single page (lists that always show their position) */
	always?: boolean
}

/** The one pager of paged lists, «Anterior · Página n de m · Siguiente», plain links that work without JS. */
export function Pager({
	page,
	totalPages,
	link,
	labels = { previous: 'Anterior', next: 'Siguiente' },
	keepPlace = false,
	always = false,
	className = 'button-row',
	'aria-label': ariaLabel = 'Páginas',
	...nav
}: PagerProps) {
	const { search } = useLocation()
	if (totalPages <= 1 && !always) return null
	const to =
		link ??
		((target: number) => {
			const params = new URLSearchParams(search)
			params.set('pagina', String(target))
			return `?${params}`
		})
	const empty = keepPlace ? <span /> : null
	return (
		<nav className={className} aria-label={ariaLabel} {...nav}>
			{page > 1 ? (
				<Link to={to(page - 1)} rel="prev">
					{labels.previous}
				</Link>
			) : (
				empty
			)}
			<span aria-current="page">
				Página {page} de {Math.max(1, totalPages)}
			</span>
			{page < totalPages ? (
				<Link to={to(page + 1)} rel="next">
					{labels.next}
				</Link>
			) : (
				empty
			)}
		</nav>
	)
}
