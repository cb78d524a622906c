import { type ActionFunctionArgs, type MetaFunction } from '@remix-run/node'
import { formAction } from '#app/lib/form-action.server.ts'
import { useActionData, useSearchParams } from '@remix-run/react'
import { ForgotPasswordForm } from '#app/components/auth/forgot-password-form.tsx'
import { authRateLimit } from '#app/lib/request-limits.server.ts'
import { RESET_REQUESTED, requestPasswordReset } from '#app/models/auth/account.server.ts'
import { ForgotPasswordSchema } from '#app/models/auth/auth.schema.ts'

export const meta: MetaFunction = () => [{ title: 'Recuperar contraseña · Reformas' }]

export async function action({ request, context }: ActionFunctionArgs) {
	return formAction(request, {
		schema: ForgotPasswordSchema,
		run: async ({ email }, form) => {
			const limited = await authRateLimit(context.clientIp, {
				limit: 'resetEmailsByAccount',
				key: email,
				consume: true,
			})
			if (limited) return form.reply({ formErrors: [limited] }, { status: 429 })
			await requestPasswordReset(email)
			// the same answer whether or not the account exists
			return { result: form.submission.reply({ resetForm: true }), message: RESET_REQUESTED }
		},
	})
}

export default function ForgotPasswordRoute() {
	const actionData = useActionData<typeof action>()
	// the address typed in the sign-in form (its «¿Has olvidado tu contraseña?» link)
	const [params] = useSearchParams()
	const typed = params.get('email')?.slice(0, 254)
	return (
		<section className="container narrow section">
			<h1>Recuperar contraseña</h1>
			<ForgotPasswordForm
				lastResult={actionData?.result}
				defaultEmail={typed}
				message={actionData && 'message' in actionData ? actionData.message : undefined}
			/>
		</section>
	)
}
