// One reading of `?pagina=` for every paged list. Anything that is not a page number
// reads as the first page; past MAX_PAGE is clamped (numbers bounded: `?pagina=1e308`
// would otherwise ask the database to skip 10^308 rows).
export const MAX_PAGE = 10_000

export function pageParam(params: URLSearchParams | URL | Request, name = 'pagina'): number {
	const search =
		params instanceof URLSearchParams ? params : new URL(params instanceof Request ? params.url : params).searchParams
	return Math.min(MAX_PAGE, Math.max(1, Math.floor(Number(search.get(name)) || 1)))
}
