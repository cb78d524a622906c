import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { Link, PrefetchPageLinks, useFetcher } from '@remix-run/react'
import { useState } from 'react'
import { ErrorList, Field } from '#app/components/ui/forms.tsx'
import { LoginSchema } from '#app/models/auth/auth.schema.ts'

export type LoginActionData = { result: SubmissionResult<string[]> } | { offline: true }

export const LOGIN_NO_ANSWER = 'Algo salió mal, intenta de nuevo'

/** The recovery page, with the address typed so far (it fills the form there). */
export function forgotPasswordHref(email: string | undefined) {
	const typed = email?.trim().slice(0, 254)
	return typed ? `/recuperar-contrasena?email=${encodeURIComponent(typed)}` : '/recuperar-contrasena'
}

/**
 * The sign-in form, in the modal and on /iniciar-sesion. It posts to /iniciar-sesion through a
 * fetcher; without JavaScript that is a plain form post to the same action.
 */
export function LoginForm({
	redirectTo,
	lastResult,
	onForgotPassword,
}: {
	redirectTo?: string
	lastResult?: SubmissionResult<string[]>
	/** with the address typed so far */
	onForgotPassword?: (email: string) => void
}) {
	const fetcher = useFetcher<LoginActionData>({ key: 'login' })
	// known offline: the request would never leave, so say it at once and keep the modal as it is
	const [offlineTap, setOfflineTap] = useState(false)
	const noAnswer = offlineTap || Boolean(fetcher.data && 'offline' in fetcher.data)
	const [form, fields] = useForm({
		id: 'login',
		lastResult: (fetcher.data && 'result' in fetcher.data ? fetcher.data.result : undefined) ?? lastResult,
		onValidate: ({ formData }) => parseWithZod(formData, { schema: LoginSchema }),
		// checked when sent, not on blur: the email field has the focus, and a message shown when a
		// tap on «¿Has olvidado tu contraseña?» blurs it pushed the link from under the finger
		shouldValidate: 'onSubmit',
		shouldRevalidate: 'onInput',
	})
	return (
		// the query keeps redirectTo when a JS-off post comes back with errors
		<fetcher.Form
			method="post"
			action={redirectTo ? `/iniciar-sesion?redirectTo=${encodeURIComponent(redirectTo)}` : '/iniciar-sesion'}
			{...getFormProps(form)}
			onSubmit={(event) => {
				setOfflineTap(!navigator.onLine)
				if (!navigator.onLine) event.preventDefault()
				else form.onSubmit(event)
			}}
			noValidate
			className="stack"
		>
			{/* the sign-in route's code, loaded now: its clientAction must run even if the line drops */}
			<PrefetchPageLinks page="/iniciar-sesion" />
			<input type="hidden" name="redirectTo" value={redirectTo ?? ''} />
			<Field label="Correo electrónico" field={fields.email} type="email" autoComplete="email" autoFocus />
			<Field label="Contraseña" field={fields.password} type="password" autoComplete="current-password" />
			<ErrorList id={form.errorId} errors={noAnswer ? [LOGIN_NO_ANSWER] : form.errors} />
			<button type="submit" className="button" disabled={fetcher.state !== 'idle'}>
				{fetcher.state === 'idle' ? 'Iniciar sesión' : 'Entrando…'}
			</button>
			<p className="form-links">
				{onForgotPassword ? (
					<button type="button" className="link-button" onClick={() => onForgotPassword(fields.email.value ?? '')}>
						¿Has olvidado tu contraseña?
					</button>
				) : (
					<Link to={forgotPasswordHref(fields.email.value)}>¿Has olvidado tu contraseña?</Link>
				)}
				<Link to="/registrarse">¿Eres profesional? Regístrate</Link>
			</p>
		</fetcher.Form>
	)
}
