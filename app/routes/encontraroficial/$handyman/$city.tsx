import { type LoaderFunctionArgs, type MetaFunction, redirect } from '@remix-run/node'
import { Form, Link, useLoaderData, useSubmit } from '@remix-run/react'
import { AreaWayOn } from '#app/components/craftsmen/area-way-on.tsx'
import { CraftsmanCard } from '#app/components/craftsmen/craftsman-card.tsx'
import { getEnv } from '#app/lib/env.server.ts'
import { formatDate, plural } from '#app/lib/format.ts'
import { useNonce } from '#app/lib/nonce.tsx'
import { getAreaFacts, listNearestAreas } from '#app/models/craftsmen/area-facts.server.ts'
import { rangeSentence } from '#app/models/prices/prices.ts'
import { MIN_RESPONSE_SAMPLES, responseTimeLabel } from '#app/models/response-time/response-time.ts'
import { NO_CRAFTSMEN_MESSAGE, RATING_FILTERS, SEARCH_RADIUS_KM } from '#app/models/craftsmen/limits.ts'
import { resolveCity } from '#app/models/craftsmen/search-place.server.ts'
import { readRatingFilter } from '#app/models/craftsmen/search.schema.ts'
import { searchCraftsmen } from '#app/models/craftsmen/search.server.ts'
import { resultsPath } from '#app/models/craftsmen/search-urls.ts'
import { getServiceBySlug, listServices } from '#app/models/services/services.server.ts'
import { pageParam } from '#app/lib/page-param.ts'
export { skipAfterPopupStep as shouldRevalidate } from '#app/components/jobs/popup-revalidation.ts'

export const meta: MetaFunction<typeof loader> = ({ data }) =>
	data
		? [
				{ title: `${data.service.name} en ${data.place.placeName} · Reformas` },
				{
					name: 'description',
					content: `Profesionales de ${data.service.name.toLowerCase()} en ${data.place.placeName} y alrededores: opiniones, servicios y presupuesto gratis.`,
				},
				// a trade and place without verified craftsmen is a thin page: not for search engines
				...(data.facts.indexable ? [] : [{ name: 'robots', content: 'noindex' }]),
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
	const [result, services, facts] = await Promise.all([
		searchCraftsmen({ serviceId: service.id, place, minRating: rating, page }),
		listServices(),
		getAreaFacts({ serviceId: service.id, place }),
	])
	// no craftsman of the trade here: the nearest places that have some are the way on
	const nearest = facts.verifiedCraftsmen === 0 ? await listNearestAreas({ serviceId: service.id, place }) : []
	const origin = getEnv().SITE_ORIGIN
	// one address per trade and place, whatever the filter or page (the root prints it)
	const canonicalPath = resultsPath(service.slug, { placeName: place.placeName, code: place.code })
	const structuredData = {
		'@context': 'https://schema.org',
		'@graph': [
			{
				'@type': 'Service',
				serviceType: service.name,
				url: `${origin}${canonicalPath}`,
				areaServed: {
					'@type': 'City',
					name: place.placeName,
					address: { '@type': 'PostalAddress', addressRegion: place.province, addressCountry: 'ES' },
				},
				...(facts.priceRange
					? {
							offers: {
								'@type': 'AggregateOffer',
								priceCurrency: 'EUR',
								lowPrice: Math.round(facts.priceRange.p25),
								highPrice: Math.round(facts.priceRange.p75),
								offerCount: facts.priceRange.offers,
							},
						}
					: {}),
			},
			{
				'@type': 'ItemList',
				name: `${service.name} en ${place.placeName}`,
				numberOfItems: result.total,
				itemListElement: result.craftsmen.map((craftsman, index) => ({
					'@type': 'ListItem',
					position: (page - 1) * result.pageSize + index + 1,
					item: {
						'@type': 'LocalBusiness',
						name: craftsman.companyName,
						url: `${origin}/oficial/${craftsman.companySlug}`,
						...(craftsman.user.postalCode
							? {
									address: {
										'@type': 'PostalAddress',
										addressLocality: craftsman.user.postalCode.placeName,
										postalCode: craftsman.user.postalCode.code,
										addressCountry: 'ES',
									},
								}
							: {}),
						...(craftsman.reviewCount
							? {
									aggregateRating: {
										'@type': 'AggregateRating',
										ratingValue: craftsman.avgRating,
										reviewCount: craftsman.reviewCount,
										bestRating: 5,
										worstRating: 1,
									},
								}
							: {}),
					},
				})),
			},
		],
	}
	return {
		canonicalPath,
		structuredData: JSON.stringify(structuredData).replace(/</g, '\\u003c'),
		facts,
		nearest,
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
	const nonce = useNonce()
	const pageLink = (to: number) =>
		resultsPath(service.slug, place, { valoracion: rating ?? undefined, pagina: to > 1 ? to : undefined })
	return (
		<section className="container section stack results">
			<script
				type="application/ld+json"
				nonce={nonce}
				suppressHydrationWarning
				dangerouslySetInnerHTML={{ __html: data.structuredData }}
			/>
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

			<AreaFacts facts={data.facts} placeName={place.placeName} serviceName={service.name} />

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
			{data.facts.verifiedCraftsmen === 0 ? (
				<AreaWayOn
					serviceSlug={service.slug}
					serviceName={service.name}
					placeName={place.placeName}
					nearest={data.nearest}
				/>
			) : null}

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

/** What our data says about this trade here: real, current figures only (none is made up). */
function AreaFacts({
	facts,
	placeName,
	serviceName,
}: {
	facts: ReturnType<typeof useLoaderData<typeof loader>>['facts']
	placeName: string
	serviceName: string
}) {
	const response = facts.responseTime
		? responseTimeLabel({ medianSeconds: facts.responseTime.medianSeconds, samples: MIN_RESPONSE_SAMPLES })
		: null
	return (
		<section className="area-facts" aria-labelledby="datos-de-la-zona">
			<h2 id="datos-de-la-zona">
				{serviceName} en {placeName}: nuestros datos
			</h2>
			<dl className="job-detail__facts">
				<div>
					<dt>Profesionales verificados en la zona</dt>
					<dd>{plural(facts.verifiedCraftsmen, 'profesional', 'profesionales')}</dd>
				</div>
				{response ? (
					<div>
						<dt>Tiempo de respuesta (mediana)</dt>
						<dd>
							{response} (<Link to="/ayuda/tiempo-de-respuesta">cómo se calcula</Link>)
						</dd>
					</div>
				) : null}
			</dl>
			{facts.priceRange ? (
				<p>
					{rangeSentence(facts.priceRange)} <Link to="/ayuda/precios">Cómo calculamos estas cifras</Link>
				</p>
			) : null}
			{facts.recentJobs.length ? (
				<>
					<h3>Trabajos recientes cerca</h3>
					<ul className="area-facts__jobs">
						{facts.recentJobs.map((job, index) => (
							<li key={index}>
								{job.title} · <time dateTime={job.createdAt}>{formatDate(job.createdAt, 'short')}</time>
							</li>
						))}
					</ul>
				</>
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
