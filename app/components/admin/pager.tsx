import { Link, useLocation } from '@remix-run/react'

/** «Anterior / Página n de m / Siguiente» links that keep the other query parameters (filters, search). */
export function Pager({ page, totalPages }: { page: number; totalPages: number }) {
	const { search } = useLocation()
	if (totalPages <= 1) return null
	const to = (target: number) => {
		const params = new URLSearchParams(search)
		params.set('pagina', String(target))
		return `?${params}`
	}
	return (
		<nav className="button-row admin-pager" aria-label="Páginas">
			{page > 1 ? <Link to={to(page - 1)}>Anterior</Link> : null}
			<span>
				Página {page} de {totalPages}
			</span>
			{page < totalPages ? <Link to={to(page + 1)}>Siguiente</Link> : null}
		</nav>
	)
}
