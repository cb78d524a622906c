import { getFormProps, type SubmissionResult, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { Form } from '@remix-run/react'
import { ErrorList, TextareaField } from '#app/components/ui/forms.tsx'
import { VerificationDecisionSchema } from '#app/models/admin/admin-actions.schema.ts'

/**
 * The admin's decision on a craftsman's verification: «Verificar oficial», or a refusal with its reason
 * (the craftsman reads it). The page loads it on first use (zod and conform), the server validates.
 */
export function VerificationDecisionForm({ lastResult }: { lastResult?: SubmissionResult<string[]> }) {
	const [form, fields] = useForm({
		id: 'refuse',
		lastResult,
		constraint: getZodConstraint(VerificationDecisionSchema),
		shouldRevalidate: 'onBlur',
		onValidate: ({ formData }) => parseWithZod(formData, { schema: VerificationDecisionSchema }),
	})
	return (
		<>
			<ErrorList id={form.errorId} errors={form.errors} />
			<Form method="post">
				<button type="submit" className="button" name="intent" value="verificar">
					Verificar oficial
				</button>
			</Form>
			<Form method="post" {...getFormProps(form)} className="stack card">
				<input type="hidden" name="intent" value="rechazar" />
				<TextareaField label="Motivo del rechazo (lo leerá el oficial)" field={fields.reason} rows={4} />
				<div className="button-row">
					<button type="submit" className="button button--ghost">
						Rechazar verificación
					</button>
				</div>
			</Form>
		</>
	)
}
