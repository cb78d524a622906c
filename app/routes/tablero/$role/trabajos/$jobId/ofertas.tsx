// «Comparar ofertas» — every offer of one own job side by side, sorted by ?orden=
// (plain links, so it works without JavaScript). Accepting posts to «Mis trabajos», as there.
import { type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { AnnexSummary } from '#app/components/offers/annex-summary.tsx'
import { OfferComparison } from '#app/components/offers/offer-comparison.tsx'
import { requireRole } from '#app/models/auth/guards.server.ts'
import { compareJobOffers } from '#app/models/offers/offer-comparison.server.ts'
import { COMPARISON_ORDERS, parseComparisonOrder, type ComparisonOrder } from '#app/models/offers/offer-comparison.ts'
import { formatPrice } from '#app/models/prices/prices.ts'
import { paths } from '#app/lib/paths.ts'
import { jobTitle } from '#app/models/job-rules/job-title.ts'

export const meta: MetaFunction = () => [{ title: 'Comparar ofertas · Reformas' }]

const JOBS_PATH = paths.clientJobs()

export async function loader({ request, params }: LoaderFunctionArgs) {
	const user = await requireRole(request, 'cliente')
	const order = parseComparisonOrder(new URL(request.url).searchParams.get('orden'))
	const compared = await compareJobOffers(user.id, params.jobId ?? '', order)
	if (!compared) throw new Response('Trabajo no encontrado', { status: 404 })
	const { job, offers, expected } = compared
	return {
		order,
		expected,
		job: { id: job.id, title: jobTitle(job, `Trabajo ${job.listingId}`), status: job.status },
		offers,
	}
}

export default function CompareOffersRoute() {
	const { job, offers, order, expected } = useLoaderData<typeof loader>()
	return (
		<section className="stack">
			<Link to={`${JOBS_PATH}#trabajo-${job.id}`} className="back-link">
				← Mis trabajos
			</Link>
			<h1>Comparar ofertas: {job.title}</h1>
			{offers.length === 0 ? (
				<p>Todavía no has recibido ofertas para este trabajo.</p>
			) : (
				<>
					<nav aria-label="Ordenar ofertas" className="offer-compare__order">
						<span>Ordenar por:</span>
						<ul>
							{(Object.keys(COMPARISON_ORDERS) as ComparisonOrder[]).map((key) => (
								<li key={key}>
									<Link to={`?orden=${key}`} aria-current={key === order ? 'true' : undefined} preventScrollReset>
										{COMPARISON_ORDERS[key]}
									</Link>
								</li>
							))}
						</ul>
					</nav>
					{expected ? (
						<p className="price-hint">
							{expected.comparable
								? `Trabajos así se contrataron ${expected.province ? `en ${expected.province}` : 'en España'} por entre `
								: `Aún no hay bastantes precios de trabajos como este. ${expected.label}: entre `}
							{formatPrice(expected.p25)} y {formatPrice(expected.p75)} (mediana {formatPrice(expected.median)}).{' '}
							<Link to="/ayuda/precios">Cómo lo calculamos</Link>
						</p>
					) : null}
					<OfferComparison offers={offers} jobOpen={job.status === 'open'} acceptTo={JOBS_PATH} />
					{offers
						.filter((offer) => offer.status === 'accepted' || offer.status === 'completed')
						.map((offer) => (
							<AnnexSummary
								key={offer.id}
								details={offer}
								annexLink={(annexId) => paths.clientAnnex(job.id, annexId)}
							/>
						))}
				</>
			)}
		</section>
	)
}
