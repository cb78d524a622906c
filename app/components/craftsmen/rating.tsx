import { formatRating, plural, ratingSummary } from '#app/lib/format.ts'

/** How many stars are full, half and empty: the average to the nearest half (4,5 is not 5 stars). */
export function starParts(rating: number) {
	const halves = Math.min(10, Math.max(0, Math.round(rating * 2)))
	const full = Math.floor(halves / 2)
	const half = halves % 2
	return { full, half, empty: 5 - full - half }
}

function StarIcons({ rating }: { rating: number }) {
	const { full, half, empty } = starParts(rating)
	return (
		<span className="stars__icons" data-stars={`${full + half / 2}`}>
			{'★'.repeat(full)}
			{half ? <span className="stars__half">★</span> : null}
			<span className="stars__empty">{'★'.repeat(empty)}</span>
		</span>
	)
}

/**
 * Five stars filled to the average rounded to a half; the exact figure is read out and shown. With
 * `decorative`, only the stars: the caller writes the figure once beside them (the profile header).
 */
export function Stars({ rating, count, decorative = false }: { rating: number; count?: number; decorative?: boolean }) {
	// No reviews is not «★ 0 (0)»
	if (count === 0) return <span className="stars stars--none">{ratingSummary(rating, 0)}</span>
	if (decorative) {
		return (
			<span className="stars" aria-hidden="true">
				<StarIcons rating={rating} />
			</span>
		)
	}
	const label = `Valoración ${formatRating(rating)} de 5${count === undefined ? '' : `, ${plural(count, 'opinión', 'opiniones')}`}`
	return (
		<span className="stars" role="img" aria-label={label}>
			<span aria-hidden="true">
				<StarIcons rating={rating} />
			</span>
			<span aria-hidden="true" className="stars__text">
				{formatRating(rating)}
				{count === undefined ? '' : ` (${count})`}
			</span>
		</span>
	)
}

/** 'Verificada' or 'Sin verificar' (spec 001 §2 «Inconfirmado», docs/decisions/005-texts-in-correct-spanish.md): unverified profiles are listed too, marked. */
export function VerificationBadge({ status }: { status: string }) {
	return status === 'verified' ? (
		<span className="badge badge--verified">✓ Verificada</span>
	) : (
		<span className="badge badge--unverified">Sin verificar</span>
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
