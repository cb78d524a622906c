import { Link } from '@remix-run/react'
import { offerPlacesLabel } from '#app/models/offers/offer-cap.ts'
import { formatDate, formatKilometres } from '#app/lib/format.ts'

export type JobCardJob = {
	id: string
	title: string
	category: string
	icon: string
	squareMeters: number | null
	placeName: string
	image: string | null
	createdAt: string
	distanceKm: number | null
	/** offers holding a place */
	offerCount: number
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
					{job.distanceKm !== null ? <li>A {formatKilometres(job.distanceKm)} km</li> : null}
					<li className="job-card__offers">{offerPlacesLabel(job.offerCount)}</li>
				</ul>
				<p className="card__meta">Publicado: {formatDate(new Date(job.createdAt))}</p>
			</div>
		</article>
	)
}
