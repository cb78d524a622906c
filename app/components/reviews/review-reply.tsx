// The public answer only: the answer form (zod, conform) lives in review-reply-form.tsx, so the
// public profile does not download it.
import { formatDate } from '#app/lib/format.ts'

/** The craftsman's public answer, shown under the review. */
export function ReviewReply({
	companyName,
	reply,
	repliedAt,
}: {
	companyName: string
	reply: string
	repliedAt: string | null
}) {
	return (
		<div className="review__reply">
			<p className="card__eyebrow">Respuesta de {companyName}</p>
			<p>{reply}</p>
			{repliedAt ? (
				<p className="card__meta">
					<time dateTime={repliedAt}>{formatDate(new Date(repliedAt))}</time>
				</p>
			) : null}
		</div>
	)
}
