import { JobWizardLink } from '#app/components/jobs/job-wizard-popup.tsx'
import { Carousel } from '#app/components/ui/carousel.tsx'
import { hyphenate } from '#app/lib/hyphenate.ts'

type Service = { id: string; slug: string; name: string; icon: string }

/** The home's most requested trades, as the carousel of /encontraroficial (spec 001 §2); each opens the job wizard. */
export function PopularServices({ services }: { services: Service[] }) {
	return (
		<section className="container section" aria-labelledby="servicios">
			<h2 id="servicios">Servicios más solicitados</h2>
			<Carousel label="Servicios más solicitados" previous="Servicios anteriores" next="Servicios siguientes">
				{services.map((service) => (
					<li key={service.id}>
						<JobWizardLink serviceSlug={service.slug} className="carousel__item">
							<span className="carousel__icon" aria-hidden="true">
								{service.icon}
							</span>
							{hyphenate(service.name)}
						</JobWizardLink>
					</li>
				))}
			</Carousel>
		</section>
	)
}
