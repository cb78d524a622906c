import { getFormProps, type SubmissionResult, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { Form } from '@remix-run/react'
import { ErrorList, Field } from '#app/components/ui/forms.tsx'
import { DeleteAccountSchema } from '#app/models/users/account.schema.ts'

/** «Eliminar mi cuenta» of «Mis datos»: the password confirms it (the server checks it again). */
export function DeleteAccountForm({ lastResult }: { lastResult?: SubmissionResult<string[]> }) {
	const [form, fields] = useForm({
		id: 'delete-account',
		lastResult,
		constraint: getZodConstraint(DeleteAccountSchema),
		onValidate: ({ formData }) => parseWithZod(formData, { schema: DeleteAccountSchema }),
		shouldValidate: 'onSubmit',
	})
	return (
		<Form method="post" {...getFormProps(form)} className="stack">
			<Field
				label="Confirma con tu contraseña"
				field={fields.password}
				type="password"
				autoComplete="current-password"
			/>
			<ErrorList id={form.errorId} errors={form.errors} />
			<div className="button-row">
				<button type="submit" className="button button--danger">
					Eliminar mi cuenta
				</button>
			</div>
		</Form>
	)
}
