import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { Form } from '@remix-run/react'
import { ErrorList, TextareaField } from '#app/components/ui/forms.tsx'
import { ReviewReplySchema } from '#app/models/reviews/reviews.schema.ts'

/** The one-time answer form under an unanswered review; a plain post that works without JavaScript. */
export function ReviewReplyForm({
	reviewId,
	lastResult,
}: {
	reviewId: string
	lastResult?: SubmissionResult<string[]>
}) {
	const [form, fields] = useForm({
		id: `responder-${reviewId}`,
		lastResult,
		constraint: getZodConstraint(ReviewReplySchema),
		onValidate: ({ formData }) => parseWithZod(formData, { schema: ReviewReplySchema }),
		shouldValidate: 'onSubmit',
		shouldRevalidate: 'onInput',
	})
	return (
		<Form method="post" {...getFormProps(form)} className="stack review__reply-form">
			<input type="hidden" name="reviewId" value={reviewId} />
			<TextareaField label="Tu respuesta pública (solo una vez)" field={fields.reply} rows={3} />
			<ErrorList id={form.errorId} errors={form.errors} />
			<div>
				<button type="submit" className="button button--ghost">
					Publicar respuesta
				</button>
			</div>
		</Form>
	)
}
