import { formatDate } from '#app/lib/format.ts'

export type ClaimView = {
	id: string
	statusLabel: string
	text: string
	images: string[]
	answer: string | null
	answeredAt: string | Date | null
	decisionMessage: string | null
	createdAt: string | Date
}

/** One warranty claim as every party reads it: what was claimed, the answer, the decision. */
export function ClaimDetails({ claim }: { claim: ClaimView }) {
	return (
		<>
			<p className="card__meta">
				Reclamada el {formatDate(claim.createdAt)} · <strong>{claim.statusLabel}</strong>
			</p>
			<p className="admin-item__text">{claim.text}</p>
			{claim.images.length ? (
				<ul className="warranty-claim__photos" aria-label="Fotos de la reclamación">
					{claim.images.map((url, index) => (
						<li key={url}>
							<a href={url}>
								<img src={url} alt={`Foto ${index + 1} de la reclamación`} width={96} height={96} loading="lazy" />
							</a>
						</li>
					))}
				</ul>
			) : null}
			{claim.answeredAt ? (
				<p>
					<strong>Respuesta del profesional ({formatDate(claim.answeredAt)}):</strong>{' '}
					{claim.answer || 'Sin comentarios'}
				</p>
			) : null}
			{claim.decisionMessage ? (
				<p>
					<strong>Decisión del equipo de Reformas:</strong> {claim.decisionMessage}
				</p>
			) : null}
		</>
	)
}
