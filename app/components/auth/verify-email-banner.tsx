import { Form } from '@remix-run/react'
import { RESEND_VERIFICATION_PATH } from '#app/lib/paths.ts'

/**
 * On every dashboard page while the address is unverified: what is missing and «Reenviar», a
 * plain POST (works without JavaScript; limited per address on the server).
 */
export function VerifyEmailBanner({ email }: { email: string }) {
	return (
		<section className="notice verify-banner" aria-labelledby="verify-banner-title">
			<p id="verify-banner-title">
				<strong>Verifica tu correo.</strong> Te enviamos un enlace a <strong>{email}</strong>. ¿No lo encuentras? Mira
				en la carpeta de spam o pide otro.
			</p>
			<Form method="post" action={RESEND_VERIFICATION_PATH}>
				<button type="submit" className="button button--ghost">
					Reenviar
				</button>
			</Form>
		</section>
	)
}
