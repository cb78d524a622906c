import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { useFetcher } from '@remix-run/react'
import { ErrorList, Field, Honeypot } from '#app/components/ui/forms.tsx'
import { ForgotPasswordSchema } from '#app/models/auth/auth.schema.ts'

export type ForgotPasswordActionData = { result: SubmissionResult<string[]>; message?: string }

/** Asks for the email that gets a reset link; in the login modal and on /recuperar-contrasena. */
export function ForgotPasswordForm({
	lastResult,
	message,
	submitLabel = 'Enviar enlace',
	defaultEmail,
}: {
	/** the address typed in the sign-in form, if any */
	defaultEmail?: string
	lastResult?: SubmissionResult<string[]>
	message?: string
	/** «Enviar un enlace nuevo» where an expired or used link brought the user */
	submitLabel?: string
}) {
	const fetcher = useFetcher<ForgotPasswordActionData>({ key: 'forgot-password' })
	const [form, fields] = useForm({
		id: 'forgot-password',
		lastResult: fetcher.data?.result ?? lastResult,
		onValidate: ({ formData }) => parseWithZod(formData, { schema: ForgotPasswordSchema }),
		defaultValue: { email: defaultEmail ?? '' },
		shouldValidate: 'onBlur',
		shouldRevalidate: 'onInput',
	})
	const sent = fetcher.data?.message ?? message
	if (sent) {
		return (
			<p className="notice notice--success" role="status">
				{sent}
			</p>
		)
	}
	return (
		<fetcher.Form method="post" action="/recuperar-contrasena" {...getFormProps(form)} noValidate className="stack">
			<p>Escribe tu correo electrónico y te enviaremos un enlace para crear una contraseña nueva.</p>
			<Field label="Correo electrónico" field={fields.email} type="email" autoComplete="email" />
			<Honeypot />
			<ErrorList id={form.errorId} errors={form.errors} />
			<button type="submit" className="button" disabled={fetcher.state !== 'idle'}>
				{submitLabel}
			</button>
		</fetcher.Form>
	)
}
