import { type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData, useRouteLoaderData } from '@remix-run/react'
import { HomeDialogs } from '#app/components/layout/home-dialogs.tsx'
import { type loader as rootLoader } from '#app/root.tsx'
import { listFeaturedCraftsmen } from '#app/models/craftsmen/featured.server.ts'
import { NewestJobs } from '#app/components/jobs/newest-jobs.tsx'
import { getOptionalUser } from '#app/models/auth/guards.server.ts'
import { listNewestJobCards } from '#app/models/jobs/job-feed.server.ts'
import { HOME_JOBS_COUNT } from '#app/models/jobs/limits.ts'
import { listPopularServices } from '#app/models/services/services.server.ts'
import { JobWizardLink } from '#app/components/jobs/job-wizard-popup.tsx'

export const meta: MetaFunction = () => [
	{ title: 'Reformas · Encuentra profesionales para tu hogar' },
	{ name: 'description', content: 'Publica tu trabajo gratis y recibe presupuestos de profesionales verificados cerca de ti.' },
]

export async function loader({ request }: LoaderFunctionArgs) {
	const user = await getOptionalUser(request)
	const [jobs, craftsmen, services] = await Promise.all([listNewestJobCards(user?.id ?? null, HOME_JOBS_COUNT), listFeaturedCraftsmen(4), listPopularServices()])
	return { jobs, craftsmen, services, signedIn: Boolean(user) }
}

export default function HomeRoute() {
	const { jobs, craftsmen, services, signedIn } = useLoaderData<typeof loader>()
	const root = useRouteLoaderData<typeof rootLoader>('root')
	return (
		<>
			<HomeDialogs user={root?.user ?? null} />
			<section className="hero">
				<div className="container">
					<h1>Encuentra al profesional adecuado para tu hogar</h1>
					<p>Describe tu trabajo en unos minutos y recibe presupuestos de profesionales verificados de tu zona.</p>
					<JobWizardLink className="button button--large">Publicar un trabajo gratis</JobWizardLink>
				</div>
			</section>

			<section className="container section" aria-labelledby="servicios">
				<h2 id="servicios">Servicios más solicitados</h2>
				<ul className="service-grid">
					{services.map((service) => (
						<li key={service.id}>
							<JobWizardLink serviceSlug={service.slug} className="service-tile">
								<span aria-hidden="true">{service.icon}</span> {service.name}
							</JobWizardLink>
						</li>
					))}
				</ul>
			</section>

			<section className="container section" aria-labelledby="como-funciona">
				<h2 id="como-funciona">Cómo funciona</h2>
				<ol className="steps">
					<li>
						<strong>Crea tu trabajo.</strong> Cuéntanos qué necesitas: es gratis y sin compromiso.
					</li>
					<li>
						<strong>Recibe ofertas.</strong> Los profesionales de tu zona te envían su presupuesto.
					</li>
					<li>
						<strong>Elige y realiza tu proyecto.</strong> Compara perfiles, opiniones y precios, y decide.
					</li>
				</ol>
			</section>

			<section className="container section" aria-labelledby="ultimos-trabajos">
				<h2 id="ultimos-trabajos">Últimos trabajos publicados</h2>
				<NewestJobs jobs={jobs} signedIn={signedIn} />
			</section>

			<section className="container section" aria-labelledby="profesionales">
				<h2 id="profesionales">Profesionales destacados</h2>
				<ul className="cards">
					{craftsmen.map((craftsman) => (
						<li key={craftsman.companySlug} className="card">
							<h3>
								<Link to={`/oficial/${craftsman.companySlug}`}>{craftsman.companyName}</Link>
							</h3>
							<p>{craftsman.placeName}</p>
							<p aria-label={`Valoración ${craftsman.averageRating} de 5`}>
								★ {craftsman.averageRating.toLocaleString('es-ES')} ({craftsman.reviewCount} opiniones)
							</p>
							<p className="card__meta">{craftsman.services.join(' · ')}</p>
						</li>
					))}
				</ul>
			</section>

			<section className="container section cta">
				<h2>¿Eres profesional?</h2>
				<p>Regístrate, encuentra trabajos cerca de ti y envía tus ofertas.</p>
				<Link className="button" to="/registrarse">
					Regístrate como profesional
				</Link>
			</section>
		</>
	)
}
