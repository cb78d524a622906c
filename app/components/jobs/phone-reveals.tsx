import { Link } from '@remix-run/react'
import { formatDate } from '#app/lib/format.ts'

export type PhoneRevealView = {
	craftsmanId: string
	companyName: string
	companySlug: string | null
	revealedAt: string
}

/** For the job's client: which craftsmen revealed their phone, and when (spec 001 §1). */
export function PhoneReveals({
	reveals,
	heading: Heading = 'h2',
	hideWhenEmpty = false,
}: {
	reveals: PhoneRevealView[]
	heading?: 'h2' | 'h3'
	/** in a list of jobs, say nothing for a job nobody revealed */
	hideWhenEmpty?: boolean
}) {
	if (hideWhenEmpty && !reveals.length) return null
	return (
		<section className="phone-reveals" data-testid="telefono-visto">
			<Heading className="phone-reveals__title">Quién ha visto tu teléfono</Heading>
			{reveals.length ? (
				<ul className="phone-reveals__list">
					{reveals.map((reveal) => (
						<li key={reveal.craftsmanId}>
							{reveal.companySlug ? (
								<Link to={`/oficial/${reveal.companySlug}`}>{reveal.companyName}</Link>
							) : (
								reveal.companyName
							)}
							, el <time dateTime={reveal.revealedAt}>{formatDate(new Date(reveal.revealedAt), 'dayTime')}</time>
						</li>
					))}
				</ul>
			) : (
				<p>Ningún profesional ha visto tu teléfono todavía.</p>
			)}
			<p className="phone-reveals__note">
				Solo pueden verlo los profesionales verificados que te han escrito o enviado una oferta, y cada consulta queda
				registrada aquí.
			</p>
		</section>
	)
}
