import { type LoaderFunctionArgs, type MetaFunction, redirect } from '@remix-run/node'
import { Form, Link, useLoaderData, useSubmit } from '@remix-run/react'
import { CraftsmanCard } from '#app/components/craftsmen/craftsman-card.tsx'
import { NO_CRAFTSMEN_MESSAGE, RATING_FILTERS, SEARCH_RADIUS_KM } from '#app/models/craftsmen/limits.ts'
import { resolveCity } from '#app/models/craftsmen/search-place.server.ts'
import { readRatingFilter } from '#app/models/craftsmen/search.schema.ts'
import { searchCraftsmen } from '#app/models/craftsmen/search.server.ts'
import { resultsPath } from '#app/models/craftsmen/search-urls.ts'
import { getServiceBySlug, listServices } from '#app/models/services/services.server.ts'
import { pageParam } from '#app/lib/page-param.ts'

export const meta: MetaFunction<typeof loader> = ({ data }) =>
	data
		? [
				{ title: `${data.service.name} en ${data.place.placeName} · Reformas` },
				{
					name: 'description',
					content: `Profesionales de ${data.service.name.toLowerCase()} en ${data.place.placeName} y alrededores: opiniones, servicios y presupuesto gratis.`,
				},
			]
		: [{ title: 'Profesionales · Reformas' }]

/** /encontraroficial/{trade}/{place}?cp&valoracion&pagina: the search results (spec 001 §2). */
export async function loader({ request, params }: LoaderFunctionArgs) {
	const service = await getServiceBySlug(params.handyman ?? '')
	if (!service) throw new Response('Servicio no encontrado', { status: 404 })
	const url = new URL(request.url)
	const cityName = params.city ?? ''
	const city = await resolveCity(cityName, url.searchParams.get('cp'))
	// a name shared by several places without a postal code: the largest of them
	const place = city.status === 'found' ? city.place : city.status === 'ambiguous' ? city.options[0] : null
	if (!place) throw redirect(`/encontraroficial/${service.slug}?city=${encodeURIComponent(cityName)}`)
	const rating = readRatingFilter(url.searchParams.get('valoracion'))
	const page = pageParam(url)
	const [result, services] = await Promise.all([
		searchCraftsmen({ serviceId: service.id, place, minRating: rating, page }),
		listServices(),
	])
	return {
		service,
		place: { placeName: place.placeName, code: place.code },
		rating: rating ?? null,
		page,
		totalPages: result.totalPages,
		total: result.total,
		craftsmen: result.craftsmen.map(({ reviews: _reviews, ...card }) => card),
		services: services.map(({ slug, name }) => ({ slug, name })),
	}
}

export default function SearchResultsRoute() {
	const data = useLoaderData<typeof loader>()
	const { service, place, rating, page, totalPages } = data
	const submit = useSubmit()
	const pageLink = (to: number) =>
		resultsPath(service.slug, place, { valoracion: rating ?? undefined, pagina: to > 1 ? to : undefined })
	return (
		<section className="container section stack results">
			<Form
				method="get"
				action={`/encontraroficial/${service.slug}`}
				className="search-bar"
				aria-label="Buscar profesionales"
			>
				<div className="field">
					<label htmlFor="servicio">Servicio</label>
					<select id="servicio" name="servicio" defaultValue={service.slug}>
						{data.services.map((item) => (
							<option key={item.slug} value={item.slug}>
								{item.name}
							</option>
						))}
					</select>
				</div>
				<div className="field">
					<label htmlFor="ciudad">Código postal o lugar</label>
					<input id="ciudad" name="city" type="search" defaultValue={place.placeName} maxLength={60} required />
				</div>
				<button type="submit" className="button">
					Buscar
				</button>
			</Form>

			<h1 className="results__title">
				Perfiles en {place.placeName} para {service.name} en un radio de {SEARCH_RADIUS_KM} km
			</h1>

			<Form method="get" className="rating-filter" onChange={(event) => submit(event.currentTarget)}>
				{place.code ? <input type="hidden" name="cp" value={place.code} /> : null}
				<div className="field">
					<label htmlFor="valoracion">Valoración mínima</label>
					<select id="valoracion" name="valoracion" defaultValue={rating ?? ''}>
						<option value="">Todas</option>
						{RATING_FILTERS.map((stars) => (
							<option key={stars} value={stars}>
								{stars === 5 ? '5 estrellas' : `${stars} o más estrellas`}
							</option>
						))}
					</select>
				</div>
				<button type="submit" className="button button--ghost">
					Filtrar
				</button>
			</Form>

			{data.craftsmen.length ? (
				<>
					<p className="results__count" role="status">
						{data.total === 1 ? '1 profesional' : `${data.total} profesionales`}
					</p>
					<ul className="results__list">
						{data.craftsmen.map((craftsman) => (
							<li key={craftsman.id}>
								<CraftsmanCard craftsman={craftsman} serviceSlug={service.slug} />
							</li>
						))}
					</ul>
				</>
			) : (
				<p className="notice results__empty">{NO_CRAFTSMEN_MESSAGE}</p>
			)}

			{totalPages > 1 ? (
				<nav className="pagination" aria-label="Páginas de resultados">
					{page > 1 ? (
						<Link to={pageLink(page - 1)} rel="prev">
							‹ Anterior
						</Link>
					) : null}
					<ul>
						{pageNumbers(page, totalPages).map((number) => (
							<li key={number}>
								{number === page ? (
									<span aria-current="page">{number}</span>
								) : (
									<Link to={pageLink(number)} aria-label={`Página ${number}`}>
										{number}
									</Link>
								)}
							</li>
						))}
					</ul>
					{page < totalPages ? (
						<Link to={pageLink(page + 1)} rel="next">
							Siguiente ›
						</Link>
					) : null}
				</nav>
			) : null}
		</section>
	)
}

/** The first, the last and the pages around the current one: thousands of pages stay a short list. */
function pageNumbers(page: number, totalPages: number) {
	return Array.from({ length: totalPages }, (_, index) => index + 1).filter(
		(n) => n === 1 || n === totalPages || Math.abs(n - page) <= 2,
	)
}
