import { type MetaFunction } from '@remix-run/node'
import { useLoaderData, useRouteLoaderData } from '@remix-run/react'
import { HomeDialogs } from '#app/components/layout/home-dialogs.tsx'
import { type loader as rootLoader } from '#app/root.tsx'
import { listFeaturedCraftsmen } from '#app/models/craftsmen/featured.server.ts'
import { listNewestJobs } from '#app/models/jobs/jobs.server.ts'
import { listPopularServices } from '#app/models/services/services.server.ts'
import { CraftsmanCta } from '#app/components/marketing/craftsman-cta.tsx'
import { FeaturedCraftsmen } from '#app/components/marketing/featured-craftsmen.tsx'
import { HomeHero } from '#app/components/marketing/home-hero.tsx'
import { HowItWorks } from '#app/components/marketing/how-it-works.tsx'
import { PopularServices } from '#app/components/marketing/popular-services.tsx'

export const meta: MetaFunction = () => [
	{ title: 'Reformas · Encuentra profesionales para tu hogar' },
	{ name: 'description', content: 'Publica tu trabajo gratis y recibe presupuestos de profesionales verificados cerca de ti.' },
]

export async function loader() {
	const [jobs, craftsmen, services] = await Promise.all([listNewestJobs(3), listFeaturedCraftsmen(4), listPopularServices()])
	return { jobs, craftsmen, services }
}

const dateFormat = new Intl.DateTimeFormat('es-ES', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Madrid' })

export default function HomeRoute() {
	const { jobs, craftsmen, services } = useLoaderData<typeof loader>()
	const root = useRouteLoaderData<typeof rootLoader>('root')
	return (
		<>
			<HomeDialogs user={root?.user ?? null} />
			<HomeHero />
			<PopularServices services={services} />
			<HowItWorks />

			<section className="container section" aria-labelledby="ultimos-trabajos">
				<h2 id="ultimos-trabajos">Últimos trabajos publicados</h2>
				<ul className="cards">
					{jobs.map((job) => (
						<li key={job.id} className="card">
							<p className="card__eyebrow">
								<span aria-hidden="true">{job.service.icon}</span> {job.service.name}
							</p>
							<h3>{job.serviceTitle ?? job.otherTitle}</h3>
							<p>
								{job.squareMeters ? `${job.squareMeters} m² · ` : ''}
								{job.postalCode.placeName} ({job.postalCode.province})
							</p>
							<p className="card__meta">Publicado: {dateFormat.format(new Date(job.createdAt))}</p>
						</li>
					))}
				</ul>
			</section>

			<FeaturedCraftsmen craftsmen={craftsmen} />
			<CraftsmanCta />
		</>
	)
}
