import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { Form } from '@remix-run/react'
import { ErrorList, TextareaField } from '#app/components/ui/forms.tsx'
import {
	DISPUTE_REASON_LABELS,
	DISPUTE_REASONS,
	ReviewDisputeSchema,
} from '#app/models/reviews/review-disputes.schema.ts'

/**
 * «Reclamar esta opinión» under a review the craftsman received: a disclosure (open by itself after
 * a refused post) holding a plain form that works without JavaScript.
 */
export function ReviewDisputeForm({
	reviewId,
	lastResult,
}: {
	reviewId: string
	lastResult?: SubmissionResult<string[]>
}) {
	const [form, fields] = useForm({
		id: `reclamar-${reviewId}`,
		lastResult,
		constraint: getZodConstraint(ReviewDisputeSchema),
		onValidate: ({ formData }) => parseWithZod(formData, { schema: ReviewDisputeSchema }),
		shouldValidate: 'onSubmit',
		shouldRevalidate: 'onInput',
	})
	const invalidReason = Boolean(fields.reason.errors?.length)
	return (
		<details className="review__dispute" open={Boolean(lastResult)}>
			<summary>Reclamar esta opinión</summary>
			<Form method="post" {...getFormProps(form)} className="stack">
				<input type="hidden" name="intent" value="reclamar" />
				<input type="hidden" name="reviewId" value={reviewId} />
				<p className="field__hint">
					Un administrador la revisará. Mientras tanto sigue publicada, salvo que sea claramente abusiva. Quien la
					escribió recibirá la decisión.
				</p>
				<fieldset aria-describedby={invalidReason ? fields.reason.errorId : undefined}>
					<legend>Motivo</legend>
					{DISPUTE_REASONS.map((reason) => (
						<label key={reason} className="client-rating__option">
							<input
								type="radio"
								name={fields.reason.name}
								value={reason}
								defaultChecked={fields.reason.initialValue === reason}
							/>
							{DISPUTE_REASON_LABELS[reason]}
						</label>
					))}
					<ErrorList id={fields.reason.errorId} errors={fields.reason.errors} />
				</fieldset>
				<TextareaField label="Explica por qué (lo leerá el administrador)" field={fields.text} rows={3} />
				<ErrorList id={form.errorId} errors={form.errors} />
				<div>
					<button type="submit" className="button button--ghost">
						Enviar reclamación
					</button>
				</div>
			</Form>
		</details>
	)
}
