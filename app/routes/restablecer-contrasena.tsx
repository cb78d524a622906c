import { getFormProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { ForgotPasswordForm } from '#app/components/auth/forgot-password-form.tsx'
import { NewPasswordFields } from '#app/components/auth/new-password-fields.tsx'
import { ErrorList } from '#app/components/ui/forms.tsx'
import { redirectWithToast } from '#app/lib/app-error.server.ts'
import { formAction } from '#app/lib/form-action.server.ts'
import { isResetTokenUsable, resetPassword } from '#app/models/auth/account.server.ts'
import { RESET_LINK_INVALID, ResetPasswordSchema } from '#app/models/auth/auth.schema.ts'
import { commitNewSession } from '#app/models/auth/sessions.server.ts'
import { hasSecondFactor } from '#app/models/auth/two-factor.server.ts'
import { getUserProfile } from '#app/models/users/users.server.ts'
import { dashboardPath } from '#app/models/auth/roles.ts'

export const meta: MetaFunction = () => [
	{ title: 'Nueva contraseña · Reformas' },
	{ name: 'robots', content: 'noindex' },
]

const hideFields = ['newPassword', 'confirmPassword']

export async function loader({ request }: LoaderFunctionArgs) {
	const token = new URL(request.url).searchParams.get('token') ?? ''
	return { token, usable: token ? await isResetTokenUsable(token) : false }
}

export async function action({ request }: ActionFunctionArgs) {
	return formAction(request, {
		schema: ResetPasswordSchema,
		hideFields,
		run: async ({ token, newPassword }, form) => {
			const userId = await resetPassword(token, newPassword)
			if (!userId) return form.reply({ formErrors: [RESET_LINK_INVALID] })
			// a reset link proves the mailbox, not the phone: an admin with a second factor signs in with both
			if (await hasSecondFactor(userId))
				return redirectWithToast('/iniciar-sesion', {
					type: 'success',
					text: 'Contraseña actualizada. Inicia sesión con ella y con el código de tu aplicación.',
				})
			const user = await getUserProfile(userId)
			return redirectWithToast(
				dashboardPath(user.role),
				{ type: 'success', text: 'Contraseña actualizada correctamente' },
				{ headers: { 'Set-Cookie': await commitNewSession(userId) } },
			)
		},
	})
}

export default function ResetPasswordRoute() {
	const { token, usable } = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	const [form, fields] = useForm({
		id: 'reset-password',
		lastResult: actionData?.result,
		onValidate: ({ formData }) => parseWithZod(formData, { schema: ResetPasswordSchema }),
		shouldValidate: 'onBlur',
		shouldRevalidate: 'onInput',
	})
	return (
		<section className="container narrow section">
			<h1>Crea una contraseña nueva</h1>
			{usable ? (
				<Form method="post" {...getFormProps(form)} noValidate className="stack">
					<input type="hidden" name="token" value={token} />
					<NewPasswordFields newPassword={fields.newPassword} confirmPassword={fields.confirmPassword} />
					<ErrorList id={form.errorId} errors={form.errors} />
				</Form>
			) : (
				<>
					<p className="notice notice--error" role="alert">
						{RESET_LINK_INVALID}
					</p>
					{/* the form itself, not a link to it: one step to a new link (posts to /recuperar-contrasena) */}
					<ForgotPasswordForm submitLabel="Enviar un enlace nuevo" />
				</>
			)}
		</section>
	)
}
