import { type LoaderFunctionArgs, type MetaFunction, redirect } from '@remix-run/node'
import { Form, Link, useLoaderData } from '@remix-run/react'
import { resolveCity } from '#app/models/craftsmen/search-place.server.ts'
import { resultsPath } from '#app/models/craftsmen/search-urls.ts'
import { getServiceBySlug } from '#app/models/services/services.server.ts'
export { skipAfterPopupStep as shouldRevalidate } from '#app/components/jobs/popup-revalidation.ts'

export const meta: MetaFunction<typeof loader> = ({ data }) => [
	{ title: `${data?.service.name ?? 'Profesionales'}: ¿dónde lo necesitas? · Reformas` },
	{
		name: 'description',
		content: `${data?.service.name ?? 'Profesionales'} cerca de ti: indica tu ciudad o código postal, compara opiniones y pide presupuesto gratis.`,
	},
]

/**
 * /encontraroficial/{trade}?city={place}: a found place goes to its results; a missing, unknown or
 * ambiguous one shows the question again with the places that match (the page without JavaScript,
 * and the target of the landing's modal). ?servicio= lets the results page's search bar change trade.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
	const url = new URL(request.url)
	const service = await getServiceBySlug(url.searchParams.get('servicio') || params.service || '')
	if (!service) throw new Response('Servicio no encontrado', { status: 404 })
	const city = url.searchParams.get('city')
	const resolution = await resolveCity(city, url.searchParams.get('cp'))
	if (resolution.status === 'found') throw redirect(resultsPath(service.slug, resolution.place))
	return {
		service,
		city: city ?? '',
		message: city === null ? null : resolution.message,
		options: resolution.options.map(({ id, code, placeName, province }) => ({ id, code, placeName, province })),
	}
}

export default function ChoosePlaceRoute() {
	const { service, city, message, options } = useLoaderData<typeof loader>()
	return (
		<section className="container narrow section stack">
			<p className="wizard__progress">
				<Link to="/encontraroficial">Encontrar profesionales</Link> · {service.name}
			</p>
			<h1>¿Dónde necesitas {service.name.toLowerCase()}?</h1>
			<Form method="get" className="stack">
				<div className="field">
					<label htmlFor="city">Código postal o lugar</label>
					<input
						id="city"
						name="city"
						type="search"
						defaultValue={city}
						maxLength={60}
						required
						aria-invalid={message ? true : undefined}
						aria-describedby={message ? 'city-error' : undefined}
					/>
					{message ? (
						<div id="city-error" className="field__errors" role="alert">
							<p>{message}</p>
						</div>
					) : null}
				</div>
				<div className="button-row">
					<Link className="button button--ghost" to="/encontraroficial">
						Volver
					</Link>
					<button type="submit" className="button">
						Buscar profesional
					</button>
				</div>
			</Form>
			{options.length ? (
				<nav aria-labelledby="lugares">
					<h2 id="lugares">Elige tu lugar</h2>
					<ul className="place-options">
						{options.map((place) => (
							<li key={place.id}>
								<Link to={resultsPath(service.slug, place)} className="choice">
									{place.placeName} ({place.code}, {place.province})
								</Link>
							</li>
						))}
					</ul>
				</nav>
			) : null}
		</section>
	)
}
