import { Link } from '@remix-run/react'

export type JobCardJob = {
	id: string
	title: string
	category: string
	icon: string
	squareMeters: number | null
	placeName: string
	image: string | null
	// The card's words come formatted (toJobCard, on the server): a list of cards then needs no Intl
	// in the browser, whose first use loads the locale's data inside hydration (issue 39).
	/** «25 de noviembre de 2026» */
	postedOn: string
	/** «A 7,5 km», for a signed-in viewer with a postal code */
	distance: string | null
	/** «2 de 5 ofertas»: the offers holding a place */
	offerPlaces: string
	/** a direct request to the reader (the client chose them): marked «Solicitud directa» */
	direct?: boolean
}

/**
 * A job of the open jobs list (spec 001 §2 'Job card'). Signed-in viewers open the job; others
 * get the sign-in page (or, with JavaScript, `onSignIn` opens the login modal).
 */
export function JobCard({
	job,
	signedIn,
	onSignIn,
	headingLevel = 3,
}: {
	job: JobCardJob
	signedIn: boolean
	onSignIn?: (to: string) => void
	/** the level below the list's own heading (a page whose list has no heading of its own: 2) */
	headingLevel?: 2 | 3
}) {
	const detail = `/newjob/${job.id}`
	const Title = headingLevel === 2 ? 'h2' : 'h3'
	return (
		<article className="job-card">
			{job.image ? (
				<img className="job-card__image" src={job.image} alt="" loading="lazy" width="480" height="270" />
			) : (
				<div className="job-card__image job-card__placeholder" aria-hidden="true">
					{job.icon}
				</div>
			)}
			<div className="job-card__body">
				<p className="card__eyebrow">
					{job.category}
					{job.direct ? <span className="badge badge--direct">Solicitud directa</span> : null}
				</p>
				<Title className="job-card__title">
					{signedIn ? (
						<Link to={detail}>{job.title}</Link>
					) : (
						<Link
							to={`/iniciar-sesion?redirectTo=${encodeURIComponent(detail)}`}
							onClick={(event) => {
								if (!onSignIn) return
								event.preventDefault()
								onSignIn(detail)
							}}
						>
							{job.title}
						</Link>
					)}
				</Title>
				<ul className="job-card__facts">
					{job.squareMeters ? <li>{job.squareMeters} m²</li> : null}
					<li>{job.placeName}</li>
					{job.distance !== null ? <li>{job.distance}</li> : null}
					<li className="job-card__offers">{job.offerPlaces}</li>
				</ul>
				<p className="card__meta">Publicado: {job.postedOn}</p>
			</div>
		</article>
	)
}
