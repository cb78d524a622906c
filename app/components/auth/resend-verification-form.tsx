import { Form } from '@remix-run/react'
import { EMAIL_MAX_LENGTH } from '#app/lib/field-limits.ts'
import { RESEND_VERIFICATION_PATH } from '#app/lib/paths.ts'

export { RESEND_VERIFICATION_PATH }

/**
 * Sends a new verification link: a plain POST form, so it works without JavaScript. Signed in, the
 * link goes to the user's own address (no field); otherwise the visitor writes theirs.
 */
export function ResendVerificationForm({
	signedIn,
	label = 'Enviar un enlace nuevo',
	defaultEmail,
	error,
}: {
	signedIn: boolean
	label?: string
	defaultEmail?: string
	error?: string
}) {
	return (
		<Form method="post" action={RESEND_VERIFICATION_PATH} className="stack">
			{signedIn ? null : (
				<div className="field">
					<label htmlFor="resend-verification-email">Correo electrónico</label>
					<input
						id="resend-verification-email"
						name="email"
						type="email"
						autoComplete="email"
						required
						maxLength={EMAIL_MAX_LENGTH}
						defaultValue={defaultEmail}
						aria-invalid={error ? true : undefined}
						aria-describedby={error ? 'resend-verification-error' : undefined}
					/>
				</div>
			)}
			{error ? (
				<p id="resend-verification-error" className="field__errors" role="alert">
					{error}
				</p>
			) : null}
			<div className="button-row">
				<button type="submit" className="button">
					{label}
				</button>
			</div>
		</Form>
	)
}
