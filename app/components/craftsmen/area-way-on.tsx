import { Link } from '@remix-run/react'
import { JobWizardLink } from '#app/components/jobs/job-wizard-popup.tsx'
import { plural } from '#app/lib/format.ts'
import { resultsPath } from '#app/models/craftsmen/search-urls.ts'

/**
 * A trade and place without craftsmen is no dead end: the job can be posted anyway (craftsmen
 * whose alerts reach this place see it), or searched in the nearest places that have craftsmen.
 */
export function AreaWayOn({
	serviceSlug,
	serviceName,
	placeName,
	nearest,
}: {
	serviceSlug: string
	serviceName: string
	placeName: string
	nearest: Array<{ placeName: string; code: string; km: number; craftsmen: number }>
}) {
	return (
		<section className="area-way-on stack" aria-labelledby="cerca-de-aqui">
			<h2 id="cerca-de-aqui">
				{serviceName} cerca de {placeName}
			</h2>
			<p>
				Publica el trabajo igualmente: es gratis, y los profesionales que trabajan en la zona reciben los trabajos
				nuevos de su oficio y te envían presupuestos.
			</p>
			<p>
				<JobWizardLink serviceSlug={serviceSlug} className="button">
					Publica tu trabajo gratis
				</JobWizardLink>
			</p>
			{nearest.length ? (
				<>
					<p>Lugares más cercanos con profesionales de {serviceName.toLowerCase()}:</p>
					<ul className="area-way-on__places">
						{nearest.map((area) => (
							<li key={area.placeName}>
								<Link to={resultsPath(serviceSlug, area)}>
									{area.placeName} · a {area.km} km · {plural(area.craftsmen, 'profesional', 'profesionales')}
								</Link>
							</li>
						))}
					</ul>
				</>
			) : null}
		</section>
	)
}
