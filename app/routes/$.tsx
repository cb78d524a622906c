import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useLoaderData } from '@remix-run/react'
import { JobWizardLink } from '#app/components/jobs/job-wizard-popup.tsx'
import { HeroSearch } from '#app/components/marketing/hero-search.tsx'
import { PriceChart } from '#app/components/prices/price-chart.tsx'
import { getCostGuidePage } from '#app/models/cost-guides/cost-guides.server.ts'
import { figureRange } from '#app/models/cost-guides/guide-figures.ts'
import { MIN_PRICE_CRAFTSMEN, MIN_PRICE_OFFERS, rangeSentence } from '#app/models/prices/prices.ts'
export { skipAfterPopupStep as shouldRevalidate } from '#app/components/jobs/popup-revalidation.ts'

// A root splat because Remix patterns cannot match a prefix inside a segment, and the spec's
// cost guides live at any path starting with cuanto-cuesta (/cuanto-cuesta-x and /cuanto-cuesta/x).
// Every other unknown path still gets the 404 page.
export const meta: MetaFunction<typeof loader> = ({ data }) => {
	if (!data) return [{ title: 'Página no encontrada · Reformas' }]
	if (data.view === 'index')
		return [
			{ title: '¿Cuánto cuesta? Guías de precios de reformas · Reformas' },
			{
				name: 'description',
				content:
					'Precios orientativos en España para las reparaciones y reformas más habituales: pintura, fontanería, electricidad y más.',
			},
		]
	return [
		{ title: `${data.heading} Precios orientativos · Reformas` },
		{ name: 'description', content: data.figures?.summary ?? `Precios orientativos y consejos: ${data.heading}` },
		// a topic we wrote no guide for still helps the visitor, but is not a page for search engines
		...(data.guide ? [] : [{ name: 'robots', content: 'noindex' }]),
	]
}

export async function loader({ request }: LoaderFunctionArgs) {
	const url = new URL(request.url)
	const page = await getCostGuidePage(url.pathname, url.searchParams.get('provincia'))
	if (!page) throw new Response('Not Found', { status: 404 })
	return data(page, { status: page.view === 'guide' && !page.guide ? 404 : 200 })
}

export default function CostGuideRoute() {
	const page = useLoaderData<typeof loader>()
	if (page.view === 'index') {
		return (
			<section className="container section">
				<h1>¿Cuánto cuesta? Guías de precios</h1>
				<p>Precios orientativos en España para las reparaciones y reformas más habituales.</p>
				<ul className="pages-guide-list">
					{page.guides.map((guide) => (
						<li key={guide.slug}>
							<Link to={`/cuanto-cuesta/${guide.slug}`}>¿Cuánto cuesta {guide.topic}?</Link>
						</li>
					))}
				</ul>
			</section>
		)
	}
	const { guide, figures, service, prices } = page
	return (
		<article className="container section pages-prose">
			<p className="card__eyebrow">
				<Link to="/cuanto-cuesta">Guías de precios</Link>
			</p>
			<h1>{page.heading}</h1>
			{prices ? <LivePrices prices={prices} /> : null}
			{guide && figures ? (
				<>
					{prices ? <h2>Nuestra guía orientativa</h2> : null}
					<p>{figures.summary}</p>
					<table className="pages-table">
						<caption className="visually-hidden">Precios orientativos</caption>
						<thead>
							<tr>
								<th scope="col">Concepto</th>
								<th scope="col">Precio orientativo</th>
							</tr>
						</thead>
						<tbody>
							{figures.rows.map((row) => (
								<tr key={row.concept}>
									<td>{row.concept}</td>
									<td>
										{figureRange(row)}
										{row.from ? <span className="card__meta"> ({row.from})</span> : null}
									</td>
								</tr>
							))}
						</tbody>
					</table>
					<p className="card__meta">
						{figures.rows.some((row) => row.from)
							? 'IVA incluido. Las filas con su provincia salen de los presupuestos aceptados (la mitad central); las demás son precios orientativos en España (2025).'
							: 'Precios orientativos en España (2025), IVA incluido.'}{' '}
						Cada trabajo es distinto: compara presupuestos.
					</p>
					<h2>Qué influye en el precio</h2>
					<ul>
						{guide.factors.map((factor) => (
							<li key={factor}>{factor}</li>
						))}
					</ul>
					<h2>Nuestro consejo</h2>
					<p>{guide.tip}</p>
				</>
			) : (
				<>
					<p>Todavía no tenemos una guía de precios para este trabajo. El precio depende sobre todo de:</p>
					<ul>
						<li>el tamaño del trabajo (metros cuadrados, unidades o horas);</li>
						<li>los materiales y su calidad;</li>
						<li>el estado de partida y la dificultad de acceso;</li>
						<li>la provincia y la urgencia con que lo necesites.</li>
					</ul>
					<p>
						La forma más fiable de saberlo es pedir varios presupuestos: publica tu trabajo gratis y compara las
						ofertas.
					</p>
				</>
			)}
			<section className="pages-box" aria-labelledby="pedir-presupuesto">
				<h2 id="pedir-presupuesto">Pide presupuestos gratis</h2>
				{service ? (
					<p>
						<JobWizardLink serviceSlug={service.slug} className="button button--large">
							Pedir presupuestos de {service.name.toLowerCase()}
						</JobWizardLink>
					</p>
				) : null}
				<HeroSearch label={service ? '¿Necesitas otro servicio?' : '¿Qué servicio necesitas?'} />
			</section>
		</article>
	)
}

type LivePricesData = NonNullable<Extract<ReturnType<typeof useLoaderData<typeof loader>>, { view: 'guide' }>['prices']>

/** What clients accepted for this job, in their province or all Spain, with the chart and the method. */
function LivePrices({ prices }: { prices: LivePricesData }) {
	const { total, m2 } = prices.ranges
	return (
		<section className="price-range" aria-labelledby="precios-reales">
			<h2 id="precios-reales">Lo que pagaron nuestros clientes</h2>
			{total ? (
				<>
					<p className="price-range__figure">
						{rangeSentence(total, total.title ? prices.what : (prices.tradeWhat ?? prices.what))}
					</p>
					{m2 ? <p>{rangeSentence(m2)}</p> : null}
					<PriceChart range={total} />
					{prices.province && total.province !== prices.province ? (
						<p className="card__meta">
							En {prices.province} aún no hay bastantes presupuestos aceptados: mostramos las cifras de toda España.
						</p>
					) : null}
				</>
			) : (
				<p>
					Aún no hay bastantes presupuestos aceptados para dar cifras reales (hacen falta {MIN_PRICE_OFFERS} de al menos{' '}
					{MIN_PRICE_CRAFTSMEN} profesionales). Mientras tanto, te dejamos nuestra guía orientativa.
				</p>
			)}
			{prices.provinces.length ? (
				<Form method="get" className="price-range__place">
					<div className="field">
						<label htmlFor="provincia">Provincia</label>
						<select id="provincia" name="provincia" defaultValue={prices.province ?? ''}>
							<option value="">Toda España</option>
							{prices.provinces.map((province) => (
								<option key={province} value={province}>
									{province}
								</option>
							))}
						</select>
					</div>
					<button type="submit" className="button button--ghost">
						Ver precios
					</button>
				</Form>
			) : null}
			<p className="card__meta">
				<Link to="/ayuda/precios">Cómo calculamos estas cifras</Link>
			</p>
		</section>
	)
}
