import { JobWizardLink } from '#app/components/jobs/job-wizard-popup.tsx'

type Service = { id: string; slug: string; name: string; icon: string }

export function PopularServices({ services }: { services: Service[] }) {
	return (
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
	)
}
