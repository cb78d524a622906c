import { Form } from '@remix-run/react'
import { formatDate } from '#app/lib/format.ts'
import { paths } from '#app/lib/paths.ts'

const DECISION_LABELS = { pending: 'sin decidir', approved: 'aprobado', rejected: 'rechazado' } as const
/** Approve or reject one document, with an optional expiry date; works without JavaScript. */
export function DocumentDecisionForm({
	userId,
	doc,
}: {
	userId: string
	doc: { id: string; decision: keyof typeof DECISION_LABELS; expiresAt: Date | string | null }
}) {
	const expires = doc.expiresAt ? new Date(doc.expiresAt) : null
	return (
		<Form method="post" action={paths.adminDocument(doc.id)} className="stack document-decision">
			<input type="hidden" name="userId" value={userId} />
			<p className="card__meta" data-testid={`decision-${doc.id}`}>
				Estado: {DECISION_LABELS[doc.decision]}
				{expires ? ` · caduca el ${formatDate(expires)}` : ''}
			</p>
			<div className="field">
				<label htmlFor={`caducidad-${doc.id}`}>Caduca el (opcional)</label>
				<input
					id={`caducidad-${doc.id}`}
					type="date"
					name="expiresAt"
					defaultValue={expires ? expires.toISOString().slice(0, 10) : ''}
				/>
			</div>
			<div className="button-row">
				<button type="submit" className="button" name="decision" value="approved">
					Aprobar documento
				</button>
				<button type="submit" className="button button--ghost" name="decision" value="rejected">
					Rechazar documento
				</button>
			</div>
		</Form>
	)
}
