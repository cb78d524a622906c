import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { formAction } from '#app/lib/form-action.server.ts'
import { Link, useActionData, useLoaderData } from '@remix-run/react'
import { ResendVerificationForm } from '#app/components/auth/resend-verification-form.tsx'
import { redirectWithToast } from '#app/lib/app-error.server.ts'
import { paths } from '#app/lib/paths.ts'
import { authRateLimit } from '#app/lib/request-limits.server.ts'
import {
	ALREADY_VERIFIED,
	resendEmailVerification,
	VERIFICATION_RESENT,
	VERIFICATION_RESENT_TO,
} from '#app/models/auth/account.server.ts'
import { ResendVerificationSchema } from '#app/models/auth/auth.schema.ts'
import { getOptionalUser } from '#app/models/auth/guards.server.ts'

export const meta: MetaFunction = () => [{ title: 'Verificar tu correo · Reformas' }]

export async function loader({ request }: LoaderFunctionArgs) {
	const user = await getOptionalUser(request)
	return { signedIn: Boolean(user), verified: user?.emailVerified ? ALREADY_VERIFIED : null }
}

/**
 * A new verification link («Reenviar» on the dashboard, «Enviar un enlace nuevo» after an expired
 * or reused link). Limited per address and per IP. A visitor gets the same answer whether or not
 * the address has an account; a signed-in user goes back to the dashboard with a toast.
 */
export async function action({ request, context }: ActionFunctionArgs) {
	const user = await getOptionalUser(request)
	if (user) {
		const back = paths.dashboard(user.role)
		if (user.emailVerified) return redirectWithToast(back, { type: 'info', text: ALREADY_VERIFIED })
		const limited = await authRateLimit(context.clientIp, {
			limit: 'verificationEmailsByAccount',
			key: user.email,
			consume: true,
		})
		if (limited) return redirectWithToast(back, { type: 'error', text: limited })
		await resendEmailVerification(user.email)
		return redirectWithToast(back, { type: 'success', text: VERIFICATION_RESENT_TO(user.email) })
	}
	return formAction(request, {
		schema: ResendVerificationSchema,
		// this page answers a line of its own, not the form's errors
		invalid: (submission) =>
			data({ sent: null, error: submission.error?.email?.[0] ?? 'Se requiere correo electrónico' }, { status: 400 }),
		run: async ({ email }) => {
			if (!email) return data({ sent: null, error: 'Se requiere correo electrónico' }, { status: 400 })
			const limited = await authRateLimit(context.clientIp, {
				limit: 'verificationEmailsByAccount',
				key: email,
				consume: true,
			})
			if (limited) return data({ sent: null, error: limited }, { status: 429 })
			await resendEmailVerification(email)
			return { sent: VERIFICATION_RESENT, error: null }
		},
	})
}

export default function ResendVerificationRoute() {
	const { signedIn, verified } = useLoaderData<typeof loader>()
	const answer = useActionData<typeof action>()
	return (
		<section className="container narrow section stack">
			<h1>Verificar tu correo</h1>
			{verified ? (
				<p className="notice">{verified}</p>
			) : answer?.sent ? (
				<p className="notice notice--success" role="status">
					{answer.sent}
				</p>
			) : (
				<>
					<p>Te enviamos un enlace nuevo para verificar tu correo. Los enlaces caducan en 24 horas y sirven una vez.</p>
					<ResendVerificationForm signedIn={signedIn} error={answer?.error ?? undefined} />
				</>
			)}
			<p>
				<Link to="/">Volver al inicio</Link>
			</p>
		</section>
	)
}
