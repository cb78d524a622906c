import { JobWizardLink } from '#app/components/jobs/job-wizard-popup.tsx'
import { HeroSearch } from './hero-search.tsx'

export function HomeHero() {
	return (
		<section className="hero">
			<div className="container">
				<h1>Encuentra al profesional adecuado para tu hogar</h1>
				<p>Describe tu trabajo en unos minutos y recibe presupuestos de profesionales verificados de tu zona.</p>
				<HeroSearch />
				<p className="hero__alt">
					¿No sabes qué servicio elegir? <JobWizardLink>Publicar un trabajo gratis</JobWizardLink>
				</p>
			</div>
		</section>
	)
}
