import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { useFetcher } from '@remix-run/react'
import { useState } from 'react'
import { ErrorList, Field } from '#app/components/ui/forms.tsx'
import { ChangePasswordSchema, SetPasswordSchema } from '#app/models/auth/auth.schema.ts'
import { NewPasswordFields } from './new-password-fields.tsx'

export type ChangePasswordActionData = { result: SubmissionResult<string[]> }

/**
 * The password-change form of the dashboard: on its own page, in the top bar's modal and in the
 * recommendation after registration. Without `hasPassword` (a guest's account) there is no
 * current password to ask for.
 */
export function ChangePasswordForm({
	action,
	lastResult,
	hasPassword = true,
}: {
	action: string
	lastResult?: SubmissionResult<string[]>
	hasPassword?: boolean
}) {
	const fetcher = useFetcher<ChangePasswordActionData>({ key: 'change-password' })
	const [current, setCurrent] = useState('')
	// the two schemas share every field but currentPassword, which is only rendered with hasPassword
	const schema = (hasPassword ? ChangePasswordSchema : SetPasswordSchema) as typeof ChangePasswordSchema
	const [form, fields] = useForm({
		id: 'change-password',
		lastResult: fetcher.data?.result ?? lastResult,
		onValidate: ({ formData }) => parseWithZod(formData, { schema }),
		// checked when sent, not on blur: in the recommendation modal the focused «Contraseña actual»
		// lost its focus to a tap on «Más tarde», and its message moved «Guardar» under the finger
		shouldValidate: 'onSubmit',
		shouldRevalidate: 'onInput',
	})
	return (
		<fetcher.Form method="post" action={action} {...getFormProps(form)} noValidate className="stack">
			{hasPassword ? (
				<Field
					label="Contraseña actual"
					field={fields.currentPassword}
					type="password"
					autoComplete="current-password"
					onChange={(event) => setCurrent(event.currentTarget.value)}
				/>
			) : null}
			<NewPasswordFields
				newPassword={fields.newPassword}
				confirmPassword={fields.confirmPassword}
				currentPassword={hasPassword ? current : undefined}
			/>
			<ErrorList id={form.errorId} errors={form.errors} />
		</fetcher.Form>
	)
}
