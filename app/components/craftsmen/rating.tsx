import { formatRating, plural, ratingSummary } from '#app/lib/format.ts'

/**
 * Five stars filled to the rounded average; the exact figure is read out and shown. With
 * `decorative`, only the stars: the caller writes the figure once beside them (the profile header).
 */
export function Stars({ rating, count, decorative = false }: { rating: number; count?: number; decorative?: boolean }) {
	const filled = Math.round(rating)
	// issue 16: no reviews is not «★ 0 (0)»
	if (count === 0) return <span className="stars stars--none">{ratingSummary(rating, 0)}</span>
	if (decorative) {
		return (
			<span className="stars" aria-hidden="true">
				<span className="stars__icons">
					{'★'.repeat(filled)}
					<span className="stars__empty">{'★'.repeat(5 - filled)}</span>
				</span>
			</span>
		)
	}
	const label = `Valoración ${formatRating(rating)} de 5${count === undefined ? '' : `, ${plural(count, 'opinión', 'opiniones')}`}`
	return (
		<span className="stars" role="img" aria-label={label}>
			<span aria-hidden="true" className="stars__icons">
				{'★'.repeat(filled)}
				<span className="stars__empty">{'★'.repeat(5 - filled)}</span>
			</span>
			<span aria-hidden="true" className="stars__text">
				{formatRating(rating)}
				{count === undefined ? '' : ` (${count})`}
			</span>
		</span>
	)
}

/** 'Verificada' or 'Inconfirmado' (spec 001 §2): unverified profiles are listed too, marked. */
export function VerificationBadge({ status }: { status: string }) {
	return status === 'verified' ? (
		<span className="badge badge--verified">✓ Verificada</span>
	) : (
		<span className="badge badge--unverified">Inconfirmado</span>
	)
}

/** The photo, or the company's initial when there is none (nothing to download). */
export function CraftsmanAvatar({ photo, name, size }: { photo: string | null; name: string; size: number }) {
	if (photo) return <img className="avatar" src={photo} alt="" width={size} height={size} loading="lazy" />
	return (
		<span className="avatar avatar--initial" style={{ width: size, height: size }} aria-hidden="true">
			{name.trim().charAt(0).toUpperCase()}
		</span>
	)
}
